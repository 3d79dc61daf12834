import { messages } from './messages';

describe('the shell catalog', () => {
  it('when loaded, then its texts format their values', async () => {
    await messages.load();
    expect(messages.t('placeholder.signedInAs', { name: 'Maryam Parent' })).toBe('Signed in as Maryam Parent.');
  });

  it('when Arabic is loaded, then its texts are Arabic and keep their values; English comes back after', async () => {
    await messages.load('ar');
    expect(messages.t('placeholder.signedInAs', { name: 'Maryam' })).toBe('أنت مسجَّل الدخول باسم Maryam.');
    await messages.load('en');
    expect(messages.t('update.reload')).toBe('Reload');
  });
});
