import { requestLanguage } from '@young-minds/api-client/hooks';

/** `Accept-Language` with the page's language (`setRequestLanguage`), when there is one. */
export function languageHeaders(): Record<string, string> {
  const language = requestLanguage.get()();
  return language ? { 'Accept-Language': language } : {};
}
