import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand';
import { type DigitStyle, type InterfaceLocale, digitStyles, interfaceLocales } from '@young-minds/contracts/locales';

/**
 * The language the page speaks, one store for every area (this package is a Module Federation singleton): the
 * locale and, in Arabic, the digits. It starts from this device's last choice, else a `?lang=` in the address
 * (QA mode, shared links), else the browser's languages; after login the account's choice wins. The user's own
 * picks are announced (`onLanguageChosen`) so the shell can keep them on the account.
 */
export type Locale = InterfaceLocale;
export type { DigitStyle };
export const locales = interfaceLocales;
export const defaultLocale: Locale = 'en';

export interface LanguageChoice {
  locale: Locale;
  digits: DigitStyle;
}

/** The key this device remembers its choice under (before login and between sessions). */
export const LANGUAGE_STORAGE_KEY = 'ym-language';

/**
 * The cookie that tells the gateway the language before any script runs (it serves the English prerendered home
 * page only to English readers). Not a secret, read by no service.
 */
export const LANGUAGE_COOKIE = 'ym-lang';

const isLocale = (value: unknown): value is Locale => locales.some((locale) => locale === value);
const isDigits = (value: unknown): value is DigitStyle => digitStyles.some((digits) => digits === value);

/** Arabic reads its own digits by default; the family may prefer Western ones. English always writes 0–9. */
export function defaultDigitsFor(locale: Locale): DigitStyle {
  return locale === 'ar' ? 'arab' : 'latn';
}

/** The first of the browser's languages this platform speaks ('ar-EG' → 'ar'); English otherwise. */
export function localeFromBrowser(languages: readonly string[] = browserLanguages()): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return defaultLocale;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the choice lasts for this page only
  }
}

function storedChoice(): Partial<LanguageChoice> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const { locale, digits } = parsed as Record<string, unknown>;
    return { ...(isLocale(locale) && { locale }), ...(isDigits(digits) && { digits }) };
  } catch {
    return {};
  }
}

function localeFromAddress(): Locale | undefined {
  if (typeof location === 'undefined') return undefined;
  const asked = new URLSearchParams(location.search).get('lang');
  return isLocale(asked) ? asked : undefined;
}

/** Where a page starts: the address's `?lang=`, then this device's last choice, then the browser. */
export function initialLanguage(): LanguageChoice {
  const stored = storedChoice();
  const locale = localeFromAddress() ?? stored.locale ?? localeFromBrowser();
  return { locale, digits: stored.digits ?? defaultDigitsFor(locale) };
}

export const languageStore = createStore<LanguageChoice>(() => initialLanguage());

function remember(choice: LanguageChoice): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // storage full or blocked: the choice still applies to this page
  }
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_COOKIE}=${choice.locale}; path=/; max-age=31536000; SameSite=Lax`;
}

function settle(patch: Partial<LanguageChoice>): LanguageChoice {
  const current = languageStore.getState();
  const locale = patch.locale ?? current.locale;
  // Switching language without naming digits takes that language's usual ones.
  const digits =
    patch.digits ?? (patch.locale && patch.locale !== current.locale ? defaultDigitsFor(locale) : current.digits);
  const next = { locale, digits };
  remember(next);
  if (next.locale !== current.locale || next.digits !== current.digits) languageStore.setState(next, true);
  return next;
}

const chosenListeners = new Set<(choice: LanguageChoice) => void>();

/** The user picked a language or digits (a switch): applied everywhere, remembered here, announced. */
export function chooseLanguage(patch: Partial<LanguageChoice>): LanguageChoice {
  const next = settle(patch);
  for (const listener of chosenListeners) listener(next);
  return next;
}

/** An account's stored choice (login, `me`): applied and remembered on this device; parts it lacks stay. */
export function applyAccountLanguage(preferences: { locale: Locale | null; digits: DigitStyle | null }): void {
  settle({
    ...(preferences.locale && { locale: preferences.locale }),
    ...(preferences.digits && { digits: preferences.digits }),
  });
}

/** Called after each pick of the user's (not after an account's choice is applied). Returns the unsubscribe. */
export function onLanguageChosen(listener: (choice: LanguageChoice) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** The current language, re-rendering on change. */
export function useLanguage(): LanguageChoice {
  // The server's snapshot is the store's state now, not its first one (zustand's default): a page rendered ahead
  // in Arabic (the areas' src/prerender) speaks Arabic throughout, its language menu included.
  return useSyncExternalStore(languageStore.subscribe, languageStore.getState, languageStore.getState);
}

/** The BCP 47 tag Intl formats with: 'en', 'ar-u-nu-arab' or 'ar-u-nu-latn'. */
export function intlLocaleOf({ locale, digits }: LanguageChoice): string {
  return locale === 'en' ? 'en' : `${locale}-u-nu-${digits}`;
}

/** The current Intl tag, for formatting outside React. */
export function currentIntlLocale(): string {
  return intlLocaleOf(languageStore.getState());
}

/** The text direction of a locale: the layout uses logical CSS properties, so `dir` is all that changes. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Keeps the document's `lang` and `dir` on the page's language, now and on every change; `onApplied` runs after
 * each (the shell fetches the Arabic font there). The shell binds it once; an area run alone (QA mode) binds it in
 * its own bootstrap, so `?lang=ar` reads right to left there too. Answers the unbind.
 */
export function bindDocumentLanguage(
  onApplied: (locale: Locale) => void = () => undefined,
  root: HTMLElement = document.documentElement,
): () => void {
  const apply = ({ locale }: Pick<LanguageChoice, 'locale'>) => {
    root.lang = locale;
    root.dir = directionOf(locale);
    onApplied(locale);
  };
  apply(languageStore.getState());
  return languageStore.subscribe(apply);
}

/**
 * The language a piece of content is written in, when nobody declared it: Arabic script or not. Content carries
 * it as `lang` (and `dir`), so screen readers pronounce an English title on an Arabic page, and the other way.
 */
export function languageOfText(text: string): Locale {
  return /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text) ? 'ar' : 'en';
}

/** `lang` and `dir` for a piece of content in `locale` (spread on its element). */
export function contentLanguageProps(locale: Locale): { lang: Locale; dir: 'ltr' | 'rtl' } {
  return { lang: locale, dir: directionOf(locale) };
}
