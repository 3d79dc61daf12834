import { authEndpoints as endpoints, setupCodeRequiredMessage, setupCodeWrongMessage } from '@young-minds/contracts';
import { HttpError, requirePrincipal } from '@young-minds/service-kit';
import type { UserRecord } from '@young-minds/db';
import { type AuthContext, limitPasswordWork, loginDelayMs } from '../context';
import { hashPassword, verifyPassword } from '../passwords';
import { storedUser } from '../users/child-updates';
import { rememberDevice, rememberedDevice } from './device-tokens';
import { preferencesOf, toPublicUser } from '../users/present';

const invalidCredentialsMessage = 'Invalid email or password.';
export const emailTakenMessage = 'An account with this email already exists.';
const noAdminAccountMessage = 'No administrator account uses this email.';
const passwordAlreadySetMessage = 'Password already set. Please login.';
const wrongCurrentPasswordMessage = 'Current password is incorrect.';

/** Login, registration, the admin's first password, and the caller's own session. */
export function mountSessionRoutes(context: AuthContext): void {
  const { kit, repos, tokens, limiters, setupCode, delay } = context;
  const users = repos.users;

  async function sessionFor(user: UserRecord) {
    const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { token, user: toPublicUser(user) };
  }

  /**
   * Failures are counted per address and per (account, address): a guesser locks out only itself. Checks on the
   * account from everywhere have a budget (`loginPerAccount`), counted before the password is hashed, so a
   * distributed flood gets 429 cheaply and never fills the hashing queue; a login from a remembered device (its
   * `deviceToken`) counts in that device's own budget, so the owner still gets in. Failures on the account also
   * slow each stranger's attempt down (loginDelayMs). Successes give their attempts back.
   */
  kit.route(endpoints.login, async ({ body, ctx }) => {
    const identifier = body.email.trim().toLowerCase();
    const pairKey = `${identifier}|${ctx.ip}`;
    await limiters.loginPerIp.consume(ctx.ip);
    await limiters.loginPerAccountIp.consume(pairKey);
    const user = await users.findByLogin(identifier);
    const device = await rememberedDevice(repos, user, body.deviceToken, context.now());
    // The key of the budget this attempt spends, and of its place in the hashing queue.
    const [budget, budgetKey] = device
      ? [limiters.loginPerDevice, `device:${device.id}`]
      : [limiters.loginPerAccount, identifier];
    await budget.consume(budgetKey);
    if (!device) {
      const wait = loginDelayMs(await limiters.loginFailuresPerAccount.count(identifier));
      if (wait > 0) await delay(wait);
    }

    const passwordMatches = await context.passwords.verify(user?.passwordHash, body.password, budgetKey);
    if (!user || !passwordMatches) {
      // The same answer for no account, a wrong password and an admin without a password yet (no enumeration).
      await limiters.loginFailuresPerAccount.penalty(identifier);
      throw new HttpError(401, invalidCredentialsMessage);
    }
    await Promise.all([
      limiters.loginPerAccountIp.reset(pairKey),
      limiters.loginPerIp.refund(ctx.ip),
      budget.refund(budgetKey),
    ]);
    const deviceToken = await rememberDevice(repos, user, context.now(), device);
    return { ...(await sessionFor(user)), deviceToken };
  });

  // Registration (it charges the first period) lives in ./registration.ts.

  // The same answer for every email: whether an admin still waits for a first password (a platform fact).
  kit.route(endpoints.checkPasswordSet, async ({ ctx }) => {
    await limiters.accountSetupPerIp.consume(ctx.ip);
    return { passwordSet: (await users.adminAwaitingPassword()) === null };
  });

  /**
   * The bootstrap admin's first password, proven by the one-time setup code from the start log (so whoever
   * reaches the page first cannot take the platform). Rate-limited per address; the code is consumed on success.
   */
  kit.route(endpoints.setPassword, async ({ body, ctx }) => {
    await limiters.accountSetupPerIp.consume(ctx.ip);
    const admin = await users.adminAwaitingPassword();
    if (!admin) throw new HttpError(409, passwordAlreadySetMessage);
    if (!body.setupCode?.trim()) throw new HttpError(403, setupCodeRequiredMessage);
    if (!(await setupCode.matches(body.setupCode))) throw new HttpError(403, setupCodeWrongMessage);
    // Only the holder of the code gets here, so naming the account is no enumeration.
    if (admin.email !== body.email) throw new HttpError(403, noAdminAccountMessage);
    // Only the first password: the repository refuses when one appeared meanwhile (two racing set-ups).
    const stored = await users.setFirstPassword(admin.id, await hashPassword(body.password));
    if (!stored) throw new HttpError(409, passwordAlreadySetMessage);
    if (!(await users.adminAwaitingPassword())) await setupCode.remove();
    return { message: 'Password set successfully.' };
  });

  kit.route(endpoints.me, async ({ principal }) => {
    const user = await users.findById(requirePrincipal(principal).id);
    if (!user) throw new HttpError(401, 'Your session is no longer valid. Please log in again.');
    return { user: toPublicUser(user) };
  });

  /** The language follows the account: every device the user logs in on opens in it. */
  kit.route(endpoints.setPreferences, async ({ principal, body }) => {
    const patch = { ...(body.locale && { locale: body.locale }), ...(body.digits && { digits: body.digits }) };
    return preferencesOf(storedUser(await users.update(requirePrincipal(principal).id, patch)));
  });

  /**
   * Logging out ends every session of the caller (the token version), and a parent's hand-offs with them. A
   * hand-off's session ends only that hand-off: the child's own logins on other devices are not the tablet's.
   */
  kit.route(endpoints.logout, async ({ principal }) => {
    const caller = requirePrincipal(principal);
    if (caller.handOffId !== undefined) await users.endHandOff(caller.handOffId, caller.id);
    else await users.bumpTokenVersion(caller.id);
    return { message: 'Logged out.' };
  });

  kit.route(endpoints.changePassword, async ({ principal, body, ctx }) => {
    const caller = requirePrincipal(principal);
    await limitPasswordWork(context, caller.id, ctx.ip);
    const user = await users.findById(caller.id);
    if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw new HttpError(400, wrongCurrentPasswordMessage);
    }
    return sessionFor(storedUser(await users.setPasswordHash(user.id, await hashPassword(body.newPassword))));
  });
}
