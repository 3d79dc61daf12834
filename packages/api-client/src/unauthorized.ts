import { unauthorizedHandler } from '@young-minds/api-client/hooks';
import { sessionStore } from '@young-minds/session';

/** Logs out and hands over to the registered handler (`setUnauthorizedHandler`), telling it whose session it was. */
export function handleUnauthorized(): void {
  const { userRole, logOut } = sessionStore.getState();
  logOut();
  unauthorizedHandler.get()({ role: userRole });
}
