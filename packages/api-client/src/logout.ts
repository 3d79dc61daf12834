import { sessionStore } from '@young-minds/session';
import { endpoints } from '@young-minds/contracts';
import { call } from './call';

/**
 * Logs out for real: the server revokes every token issued so far (POST /api/auth/logout), then the stored user
 * and token are cleared. The local session ends even if the server cannot be reached.
 */
export async function logOutEverywhere(): Promise<void> {
  if (sessionStore.getState().token) {
    await call(endpoints.auth.logout).catch(() => undefined);
  }
  sessionStore.getState().logOut();
}
