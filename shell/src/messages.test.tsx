import { applyDocumentLocale, messages } from './messages';

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
});
