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
import { isUniqueViolation, type UserRecord } from '@young-minds/db';
import { type ChargeOutcome, tryCharge, tryRefund } from '@young-minds/payments';
import { HttpError, type Logger } from '@young-minds/service-kit';
import type { AuthContext } from '../context';
import { hashPassword } from '../passwords';
import { toPublicUser } from '../users/present';
import { emailTakenMessage } from './routes';

/**
 * `POST /api/auth/register`: a parent's account and the first period of the Pro plan, paid.
 *
 * The parent's row goes in first, inside the registration's transaction, and only then is the charge made:
 * a second registration racing on the same email waits on that row (MariaDB: the unique index entry's lock;
 * SQLite: the one write lock) and gets 409 without being charged. A declined charge (402) or an unreachable
 * provider (503) rolls the row back: nothing is written. If anything fails after a succeeded charge, the
 * charge is refunded through the provider (and logged for an operator when even that fails).
 */
export function mountRegistrationRoute(context: AuthContext): void {
  const { kit, repos, tokens, limiters, payments, now } = context;
  const users = repos.users;

  kit.route(endpoints.register, async ({ body, ctx, log }) => {
    await limiters.accountSetupPerIp.consume(ctx.ip);
    // Cheap early answer for the common case; the insert below is what settles a race.
    if (await users.emailTaken(body.email)) throw new HttpError(409, emailTakenMessage);

    const passwordHash = await hashPassword(body.password);
    const amount = periodCharge(proPlan);
    const chargeRequest = {
      amount,
      currency: planCurrency,
      description: planPeriodDescription(proPlan),
      parentId: null,
    };
    // A deadlocked or busy transaction is run again: the charge it made stays the one charge.
    let charged: Promise<ChargeOutcome> | undefined;
    const taken: { reference: string | null } = { reference: null };

    const paidAt = now();
    const startDate = todayIso(paidAt);
    try {
      const { user, subscription } = await repos.families.register(
        { name: body.name, email: body.email, phone: body.phone, passwordHash },
        {
          planName: proPlan.name,
          price: proPlan.price,
          startDate,
          endDate: addMonths(startDate, proPlan.duration_months),
        },
        async () => {
          charged ??= tryCharge(payments, chargeRequest);
          const charge = await charged;
          if (charge.status === 'unavailable') {
            log.error({ err: charge.error, provider: payments.name }, 'the payment provider failed');
            throw new HttpError(503, paymentsUnavailableMessage);
          }
          if (charge.status !== 'succeeded') throw new HttpError(402, registrationDeclinedMessage);
          taken.reference = charge.reference;
          return {
            amount,
            currency: planCurrency,
            status: 'succeeded',
            provider: payments.name,
            providerReference: charge.reference,
            paidAt,
          };
        },
      );
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
    } catch (error) {
      if (taken.reference !== null) await refund(taken.reference, log);
      // The email was taken between the check above and the insert (a racing registration): nothing was charged.
      if (isUniqueViolation(error)) throw new HttpError(409, emailTakenMessage);
      throw error;
    }
  });

  async function sessionFor(user: UserRecord) {
    const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    return { token, user: toPublicUser(user) };
  }

  /** The money was taken but no account holds it: give it back, or leave the reference for an operator. */
  async function refund(reference: string, log: Logger): Promise<void> {
    const amount = periodCharge(proPlan);
    const outcome = await tryRefund(payments, {
      reference,
      amount,
      currency: planCurrency,
      reason: 'registration could not be completed',
    });
    if (outcome.status === 'refunded') {
      log.warn(
        { provider: payments.name, providerReference: reference, refundReference: outcome.reference, amount },
        'a registration failed after its charge: refunded',
      );
    } else {
      log.error(
        { err: outcome.error, provider: payments.name, providerReference: reference, amount },
        'a registration failed after its charge and the refund failed: an operator must refund it',
      );
    }
  }
}
