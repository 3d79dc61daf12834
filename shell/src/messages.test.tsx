import { messages } from './messages';

describe('the shell catalog', () => {
  it('when loaded, then its texts format their values', async () => {
    await messages.load();
    expect(messages.t('placeholder.signedInAs', { name: 'Maryam Parent' })).toBe('Signed in as Maryam Parent.');
  });
});
