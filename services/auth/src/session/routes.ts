import { authEndpoints as endpoints } from '@young-minds/contracts';
import { HttpError, requirePrincipal } from '@young-minds/service-kit';
import type { UserRecord } from '@young-minds/db';
import type { AuthContext } from '../context';
import { hashPassword, verifyPassword } from '../passwords';
import { toPublicUser } from '../users/present';

export const invalidCredentialsMessage = 'Invalid email or password.';
export const emailTakenMessage = 'An account with this email already exists.';
export const noAdminAccountMessage = 'No administrator account uses this email.';
export const passwordAlreadySetMessage = 'Password already set. Please login.';
export const passwordNotSetMessage = 'This account has no password yet. Set it at /set-password first.';
export const wrongCurrentPasswordMessage = 'Current password is incorrect.';

/** Login, registration, the admin's first password, and the caller's own session. */
export function mountSessionRoutes(context: AuthContext): void {
  const { kit, db, tokens, limiters } = context;
  const users = db.repos.users;

  async function sessionFor(user: UserRecord) {
    const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { token, user: toPublicUser(user) };
  }

  kit.route(endpoints.login, async ({ body, ctx }) => {
    const identifier = body.email.toLowerCase();
    limiters.loginPerIp.consume(ctx.ip);
    const accountKey = `account:${identifier}`;
    limiters.loginPerAccount.consume(accountKey);

    const user = await users.findByLogin(identifier);
    const passwordMatches = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !passwordMatches) {
      // The provisioned admin with no password yet gets a hint instead of a riddle.
      if (user && user.role === 'admin' && user.passwordHash === null) throw new HttpError(401, passwordNotSetMessage);
      throw new HttpError(401, invalidCredentialsMessage);
    }
    limiters.loginPerAccount.reset(accountKey);
    return sessionFor(user);
  });

  // Registration (it charges the first period) lives in ./registration.ts.

  kit.route(endpoints.checkPasswordSet, async ({ body, ctx }) => {
    limiters.accountSetupPerIp.consume(ctx.ip);
    const admin = await findAdmin(body.email);
    return { passwordSet: admin.passwordHash !== null };
  });

  kit.route(endpoints.setPassword, async ({ body, ctx }) => {
    limiters.accountSetupPerIp.consume(ctx.ip);
    const admin = await findAdmin(body.email);
    if (admin.passwordHash !== null) throw new HttpError(409, passwordAlreadySetMessage);
    // Only the first password: the repository refuses when one appeared meanwhile (two racing set-ups).
    const stored = await users.setFirstPassword(admin.id, await hashPassword(body.password));
    if (!stored) throw new HttpError(409, passwordAlreadySetMessage);
    return { message: 'Password set successfully.' };
  });

  kit.route(endpoints.me, async ({ principal }) => {
    const user = await users.findById(requirePrincipal(principal).id);
    if (!user) throw new HttpError(401, 'Your session is no longer valid. Please log in again.');
    return { user: toPublicUser(user) };
  });

  kit.route(endpoints.logout, async ({ principal }) => {
    await users.bumpTokenVersion(requirePrincipal(principal).id);
    return { message: 'Logged out.' };
  });

  kit.route(endpoints.changePassword, async ({ principal, body }) => {
    const caller = requirePrincipal(principal);
    const user = await users.findById(caller.id);
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new HttpError(400, wrongCurrentPasswordMessage);
    }
    const updated = await users.setPasswordHash(user.id, await hashPassword(body.newPassword));
    return sessionFor(updated);
  });

  async function findAdmin(email: string): Promise<UserRecord> {
    const user = await users.findByEmail(email);
    if (!user || user.role !== 'admin') throw new HttpError(404, noAdminAccountMessage);
    return user;
  }
}
