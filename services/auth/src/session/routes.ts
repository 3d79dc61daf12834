import {
  addMonths,
  authEndpoints as endpoints,
  paymentsUnavailableMessage,
  periodCharge,
  planCurrency,
  planPeriodDescription,
  proPlan,
  registrationDeclinedMessage,
  todayIso,
} from '@young-minds/contracts';
import { tryCharge } from '@young-minds/payments';
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
  const { kit, db, tokens, limiters, payments, now } = context;
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

  /**
   * The parent pays for the first period before the account exists: a declined charge (402) or an unreachable
   * provider (503) writes nothing. The parent, the subscription and the payment are then written in one
   * transaction.
   */
  kit.route(endpoints.register, async ({ body, ctx, log }) => {
    limiters.accountSetupPerIp.consume(ctx.ip);
    if (await users.emailTaken(body.email)) throw new HttpError(409, emailTakenMessage);

    const passwordHash = await hashPassword(body.password);
    const amount = periodCharge(proPlan);
    const charge = await tryCharge(payments, {
      amount,
      currency: planCurrency,
      description: planPeriodDescription(proPlan),
      parentId: null,
    });
    if (charge.status === 'unavailable') {
      log.error({ err: charge.error, provider: payments.name }, 'the payment provider failed');
      throw new HttpError(503, paymentsUnavailableMessage);
    }
    if (charge.status !== 'succeeded') throw new HttpError(402, registrationDeclinedMessage);

    const paidAt = now();
    const startDate = todayIso(paidAt);
    const { user, subscription } = await users
      .createParentWithSubscription(
        { name: body.name, email: body.email, phone: body.phone, passwordHash },
        { planName: proPlan.name, price: proPlan.price, startDate, endDate: addMonths(startDate, proPlan.duration_months) },
        { amount, currency: planCurrency, status: 'succeeded', provider: payments.name, providerReference: charge.reference, paidAt },
      )
      .catch((err: unknown) => {
        // The provider took the money but no account holds it: an operator must reconcile (refund).
        log.error({ provider: payments.name, providerReference: charge.reference, amount }, 'a succeeded charge could not be recorded');
        throw err;
      });
    return {
      ...(await sessionFor(user)),
      subscription: {
        id: subscription.id,
        plan_name: subscription.planName,
        start_date: subscription.startDate,
        end_date: subscription.endDate,
        is_active: subscription.isActive ? 1 : 0,
      },
    };
  });

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
