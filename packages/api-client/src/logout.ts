import { sessionStore } from '@young-minds/session';
import { request } from './request';

/**
 * Logs out for real: the server revokes every token issued so far (POST /api/auth/logout), then the stored user
 * and token are cleared. The local session ends even if the server cannot be reached.
 */
export async function logOutEverywhere(): Promise<void> {
  if (sessionStore.getState().token) {
    // The one call not made from its contract (`endpoints.auth.logout`, POST, nothing to parse): this package is
    // shared by every page, and importing the contracts here would put them and zod on every first paint.
    await request('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
  }
  sessionStore.getState().logOut();
}
