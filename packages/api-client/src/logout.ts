import { sessionStore } from '@young-minds/session';
import { api } from './request';

/**
 * Logs out for real: the server revokes every token issued so far (POST /api/auth/logout), then the stored user
 * and token are cleared. The local session ends even if the server cannot be reached.
 */
export async function logOutEverywhere(): Promise<void> {
  if (sessionStore.getState().token) {
    await api.post('/api/auth/logout').catch(() => undefined);
  }
  sessionStore.getState().logOut();
}
