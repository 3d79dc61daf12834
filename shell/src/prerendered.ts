import { type Locale, languageStore, locales } from '@young-minds/i18n';
import { type AreaRole, familyDeviceMark, normalizeRole, sessionStore } from '@young-minds/session';
import type { Prerendered } from './routing/routes';

/**
 * The cookie that tells the gateway this browser shows its own pages (someone is logged in, or it is a family's
 * device): the gateway then sends the plain shell, never a prerendered page for a visitor who is not logged in
 * that the area would take back (services/gateway/src/prerendered.ts). Its value is the signed-in role
 * (`admin`, `parent`, `child`; `1` for a family device with no session), so the gateway's page for that role's own
 * area asks for the area's first files early (issue 33). A hint, not a secret: read by no service, which still
 * check every call's token.
 */
const SIGNED_IN_COOKIE = 'ym-signed-in';

/** The roles the cookie names: an area's. Any other stored role is written as `1` (signed in, no area hint). */
const hintedRoles: ReadonlySet<string> = new Set<AreaRole>(['admin', 'parent', 'child']);
const isAreaRole = (role: string): role is AreaRole => hintedRoles.has(role);

/** Whether this browser's pages are its own: a session, or a family device (its login shows the children). */
function showsOwnPages(): boolean {
  return Boolean(sessionStore.getState().token) || familyDeviceMark() !== null;
}

/** The cookie's value: the session's role, `1` for a family device (or a role no area has), none for a visitor. */
function hintValue(): string | undefined {
  if (!showsOwnPages()) return undefined;
  const { token, userRole } = sessionStore.getState();
  const role = normalizeRole(userRole);
  return token && hintedRoles.has(role) ? role : '1';
}

function writeHint(doc: Document): void {
  const value = hintValue();
  doc.cookie = value
    ? `${SIGNED_IN_COOKIE}=${value}; path=/; max-age=31536000; SameSite=Lax`
    : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Keeps the cookie in step with the session (logins, log-outs, a hand-over). Returns the unsubscribe. */
export function bindSignedInCookie(doc: Document = document): () => void {
  writeHint(doc);
  return sessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token || state.userRole !== previous.userRole) writeHint(doc);
  });
}

/**
 * The page the gateway sent prerendered inside #root (`data-prerendered-path`, `data-prerendered-locale`), when the
 * shell may show it until its area has rendered: rendered for this address, in the page's language, and for the
 * reader here — a visitor's page for a visitor who is not logged in (a session from before the cookie existed
 * still gets the loading state, not a visitor's page taken back); a signed-in role's first screen
 * (`data-prerendered-role`: the gateway's page for that role's own area) only for a session of that role.
 */
export function prerenderedIn(container: HTMLElement, address: Pick<Location, 'pathname'>): Prerendered | undefined {
  const { prerenderedPath: path, prerenderedLocale, prerenderedRole } = container.dataset;
  const locale = locales.find((known) => known === prerenderedLocale);
  if (!container.firstElementChild || !path || !locale) return undefined;
  if (path !== address.pathname || locale !== languageStore.getState().locale) return undefined;
  const page = { path, locale: locale satisfies Locale, html: container.innerHTML };
  if (prerenderedRole === undefined) return showsOwnPages() ? undefined : page;
  const { token, userRole } = sessionStore.getState();
  const role = normalizeRole(userRole);
  return token && isAreaRole(role) && role === prerenderedRole ? { ...page, role } : undefined;
}
