import { registered } from './registered';

// What the shell sets up for every call (the page's language, what a 401 does): `@young-minds/api-client/hooks`, a
// shared module of its own (packages/mf-shared). The shell registers them at start without downloading the client:
// a first visit of a public page makes no call (issue 37), and the client's first user reads them from here.

/** Returns the page's language ('en', 'ar'), or nothing when it is not known. */
export type LanguageGetter = () => string | null | undefined;

// The shell keeps `<html lang>` on the page's language (a store subscription, so it is current when a call
// starts); an area run on its own reads the same attribute.
const documentLanguage: LanguageGetter = () =>
  typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;

/** Where calls read the page's language (`languageHeaders`). */
export const requestLanguage = registered(documentLanguage);

/**
 * Where calls read the page's language, sent as `Accept-Language` so the services (and the mocks) word their
 * errors in it. The shell registers the language store's locale (this package does not import the i18n
 * runtime, which brings React). Returns the undo.
 */
export function setRequestLanguage(next: LanguageGetter): () => void {
  return requestLanguage.set(next);
}

/** What ended: the role of the session the 401 ended (a child is told kindly on /login). */
export interface EndedSession {
  role: string | null;
}

export type UnauthorizedHandler = (ended: EndedSession) => void;

function defaultHandler(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
}

/** What a 401 does (`handleUnauthorized`). */
export const unauthorizedHandler = registered<UnauthorizedHandler>(defaultHandler);

/**
 * What happens after an authenticated call gets 401 (the session is already cleared by then). The shell
 * registers a router navigation to /login; without one, the browser is sent there. Returns the undo.
 */
export function setUnauthorizedHandler(next: UnauthorizedHandler): () => void {
  return unauthorizedHandler.set(next);
}
