import { applyDocumentLocale, messages } from './messages';
import ar from './messages/ar.json';
import en from './messages/en.json';

describe('the document locale', () => {
  afterEach(() => applyDocumentLocale('en'));

  it('when the shell starts in English, then the page says lang="en" and reads left to right', () => {
    applyDocumentLocale();
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('when the locale is Arabic, then the page turns right to left', () => {
    applyDocumentLocale('ar');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});

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

  it('when a text exists in English, then Arabic has it too, and no id English lacks', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
