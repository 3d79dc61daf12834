import { chooseLanguage, languageStore } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import { bindLanguage } from './language';

const parent = { id: 2, name: 'Fatima Khan', email: 'parent@example.com', role: 'parent', avatar: null };

describe('the page language', () => {
  let unbind: () => void;
  let saved: unknown[];

  beforeEach(() => {
    saved = [];
    unbind = bindLanguage(async (choice) => {
      saved.push(choice);
    });
  });
  afterEach(() => {
    unbind();
    sessionStore.getState().logOut();
    chooseLanguage({ locale: 'en' });
    localStorage.clear();
  });

  it('when Arabic is chosen, then the page says lang="ar", reads right to left, and the device remembers it', () => {
    chooseLanguage({ locale: 'ar' });
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(JSON.parse(localStorage.getItem('ym-language') ?? '{}')).toEqual({ locale: 'ar', digits: 'arab' });
    expect(document.cookie).toContain('ym-lang=ar');
    chooseLanguage({ locale: 'en' });
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('when the page turns Arabic, then both weights of its font are asked for at once, before any text needs them', () => {
    const load = jest.fn((font: string, text?: string) => Promise.resolve([font, text]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      chooseLanguage({ locale: 'en' });
      expect(load).not.toHaveBeenCalled();
      chooseLanguage({ locale: 'ar' });
      expect(load.mock.calls).toEqual([
        ['400 1em "Noto Naskh Arabic"', 'ع'],
        ['700 1em "Noto Naskh Arabic"', 'ع'],
      ]);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('when nobody is logged in, then a pick stays on the device; once logged in, a pick is kept on the account', () => {
    chooseLanguage({ locale: 'ar' });
    expect(saved).toEqual([]);
    sessionStore.getState().logIn({ token: 'parent-token', user: parent });
    chooseLanguage({ digits: 'latn' });
    expect(saved).toEqual([{ locale: 'ar', digits: 'latn' }]);
  });

  it("when someone logs in whose account chose Arabic, then the page turns Arabic with the account's digits", () => {
    expect(languageStore.getState().locale).toBe('en');
    sessionStore.getState().logIn({
      token: 'parent-token',
      user: { ...parent, preferences: { locale: 'ar', digits: 'latn' } },
    });
    expect(languageStore.getState()).toEqual({ locale: 'ar', digits: 'latn' });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(saved).toEqual([]); // the account's own choice is not saved back
  });

  it("when the account has not chosen, then the device's language stays", () => {
    chooseLanguage({ locale: 'ar' });
    sessionStore.getState().logIn({
      token: 'parent-token',
      user: { ...parent, preferences: { locale: null, digits: null } },
    });
    expect(languageStore.getState().locale).toBe('ar');
  });
});
