import { sessionStore } from '@young-minds/session';
import { registered } from './registered';

/** What ended: the role of the session the 401 ended (a child is told kindly on /login). */
export interface EndedSession {
  role: string | null;
}

export type UnauthorizedHandler = (ended: EndedSession) => void;

function defaultHandler(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
}

const handler = registered<UnauthorizedHandler>(defaultHandler);

/**
 * What happens after an authenticated call gets 401 (the session is already cleared by then). The shell
 * registers a router navigation to /login; without one, the browser is sent there. Returns the undo.
 */
export function setUnauthorizedHandler(next: UnauthorizedHandler): () => void {
  return handler.set(next);
}

/** Logs out and hands over to the registered handler, telling it whose session it was. */
export function handleUnauthorized(): void {
  const { userRole, logOut } = sessionStore.getState();
  logOut();
  handler.get()({ role: userRole });
}
