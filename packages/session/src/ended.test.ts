import { sessionEndedFor, sessionEndedState } from './ended';

describe('whose session ended', () => {
  it("when the shell sends /login a state, then the public area reads whose it was; anything else is nobody's", () => {
    expect(sessionEndedFor(sessionEndedState('Child'))).toBe('child');
    expect(sessionEndedFor(sessionEndedState('parent'))).toBe('grown-up');
    expect(sessionEndedFor(sessionEndedState(null))).toBe('grown-up');
    for (const state of [null, undefined, 'child', { sessionEnded: 'someone' }, { from: '/child' }])
      expect(sessionEndedFor(state)).toBeNull();
  });
});
