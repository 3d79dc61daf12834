import { arrivalState, handedOverNotice } from './arrivalNotice';

const isText = (value: unknown): value is string => typeof value === 'string';

describe('a notice handed to the next screen', () => {
  it('is shown when it was handed over in this page load', () => {
    expect(handedOverNotice(arrivalState('Yusuf was deleted.'), isText)).toBe('Yusuf was deleted.');
  });

  it('is not shown again after a reload (the browser kept the history entry, stamped by the previous load)', () => {
    const keptByTheBrowser = { ...arrivalState('Yusuf was deleted.'), madeIn: performance.timeOrigin - 5_000 };
    expect(handedOverNotice(keptByTheBrowser, isText)).toBeNull();
  });

  it('ignores navigation state that is no notice', () => {
    expect(handedOverNotice(null, isText)).toBeNull();
    expect(handedOverNotice({ from: '/parent' }, isText)).toBeNull();
    expect(handedOverNotice(arrivalState(42), isText)).toBeNull();
  });
});
