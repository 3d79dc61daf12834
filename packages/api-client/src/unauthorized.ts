import { sessionStore } from '@young-minds/session';
import { registered } from './registered';

export type UnauthorizedHandler = () => void;

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

/** Logs out and hands over to the registered handler. */
export function handleUnauthorized(): void {
  sessionStore.getState().logOut();
  handler.get()();
}
