import { registered } from './registered';

/** Returns the page's language ('en', 'ar'), or nothing when it is not known. */
export type LanguageGetter = () => string | null | undefined;

// The shell keeps `<html lang>` on the page's language (a store subscription, so it is current when a call
// starts); an area run on its own reads the same attribute.
const documentLanguage: LanguageGetter = () =>
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;

const getLanguage = registered(documentLanguage);

/**
 * Where calls read the page's language, sent as `Accept-Language` so the services (and the mocks) word their
 * errors in it. The shell registers the language store's locale (this package does not import the i18n
 * runtime, which brings React). Returns the undo.
 */
export function setRequestLanguage(next: LanguageGetter): () => void {
  return getLanguage.set(next);
}

/** `Accept-Language` with the page's language, when there is one. */
export function languageHeaders(): Record<string, string> {
  const language = getLanguage.get()();
  return language ? { 'Accept-Language': language } : {};
}
