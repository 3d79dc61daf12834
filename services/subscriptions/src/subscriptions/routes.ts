import {
  endBeforeStartMessage,
  findPlan,
  idempotencyKeyTtlHours,
  noSubscriptionMessage,
  paymentsUnavailableMessage,
  periodCharge,
  planActiveUntilMessage,
  priceChangedMessage,
  refundWindowHours,
  nextPeriod,
  sameAmount,
  refundsUnavailableMessage,
  subscriptionAlreadyCancelledMessage,
  subscriptionAlreadyEndedMessage,
  subscriptionCancelledMessage,
  subscriptionRefundedMessage,
  subscriptionStatusOf,
  planCurrency,
  renewalWindowDays,
  planPeriodDescription,
  renewalDeclinedMessage,
  subscriptionNotFoundMessage,
  subscriptionServiceEndpoints as endpoints,
  todayIso,
} from '@young-minds/contracts';
import { tryCharge, tryRefund } from '@young-minds/payments';
import {
  HttpError,
  type Logger,
  assertFound,
  createIdempotentRunner,
  badRequest,
  isHttpError,
  notFound,
  requirePrincipal,
} from '@young-minds/service-kit';
import type { PaidPeriodResult } from '@young-minds/db';
import type { SubscriptionsContext } from '../context';
import { cancellationEmail, receiptEmail, refundEmail } from '../emails/money';
import { toPayment, toSubscription } from '../present';

const cancelledMessage = 'Subscription cancelled.';

type Plan = NonNullable<ReturnType<typeof findPlan>>;

interface PurchaseOutcome {
  /** A charge went through and was not refunded (recorded or not): a retry with the key must not charge again. */
  charged: boolean;
}

/** The admin's table and edits, a parent's own subscription, subscribe/renew and cancel. */
export function mountSubscriptionRoutes(context: SubscriptionsContext): void {
  const { kit, repos, payments, now, appUrl } = context;
  const subscriptions = repos.subscriptions;
  const idempotent = createIdempotentRunner({ store: subscriptions.idempotencyKeys, now });

  kit.route(endpoints.listSubscriptions, async ({ query }) => {
    const { rows, total } = await subscriptions.list(query);
    const today = todayIso(now());
    return { data: rows.map((row) => toSubscription(row, today)), total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.ownSubscription, async ({ principal }) => {
    const parent = requirePrincipal(principal);
    const today = todayIso(now());
    return toSubscription(
      assertFound(await subscriptions.currentForParent(parent.id, today), noSubscriptionMessage),
      today,
    );
  });

  /**
   * Subscribe or renew. The charge runs first, outside any transaction (a provider call must not hold the
   * database's write lock). A declined charge records one 'failed' payment and nothing else, then answers 402.
   * A succeeded charge and the period it buys are written in one transaction: the payment row and the new or
   * extended subscription exist together or not at all; if that fails, the charge is refunded.
   *
   * With an `Idempotency-Key` the key is claimed (a unique insert) before the charge: of two requests with one
   * key only the first charges; a repeat gets the first one's answer (201 or 402), or 409 while it still runs.
   */
  kit.route(endpoints.subscribe, async ({ principal, body, ctx, log }) => {
    const parent = requirePrincipal(principal);
    const plan = findPlan(body.plan);
    if (!plan) throw badRequest(`Unknown plan: ${body.plan}.`);
    const outcome: PurchaseOutcome = { charged: false };
    return idempotent({
      ctx,
      log,
      userId: parent.id,
      endpointId: endpoints.subscribe.id,
      successStatus: endpoints.subscribe.successStatus ?? 200,
      ttlMs: idempotencyKeyTtlHours * 3_600_000,
      run: () => purchase(parent.id, plan, body.expectedTotal, log, outcome),
      onFailure: (error) => {
        // A decline is an answer: a retry with the key repeats it rather than trying the card again.
        if (isHttpError(error) && error.status === 402)
          return { keep: { status: 402, body: { message: error.message, error: error.message } } };
        // Nothing was taken (provider unreachable, or the charge was refunded): the key may be used again. Money
        // taken and kept (recorded, or neither recorded nor refunded): the key stays in progress, so no retry
        // charges again before it expires.
        return outcome.charged ? 'hold' : 'release';
      },
    });
  });

  /**
   * One purchase of a period: charge, then record (or refund). `outcome` tells the caller whether money was kept.
   * Nothing is charged unless `expectedTotal` (what the parent was shown and confirmed) is the plan's total, and
   * a running plan is bought again only in its last `renewalWindowDays` days (each a 409 with the figure).
   */
  async function purchase(
    parentId: number,
    plan: Plan,
    expectedTotal: number,
    log: Logger,
    outcome: PurchaseOutcome = { charged: false },
  ) {
    const amount = periodCharge(plan);
    if (!sameAmount(expectedTotal, amount)) throw new HttpError(409, priceChangedMessage(amount));
    const today = todayIso(now());
    const current = await subscriptions.currentForParent(parentId, today);
    const next = nextPeriod(
      current && { is_active: current.isActive ? 1 : 0, end_date: current.endDate },
      plan.duration_months,
      today,
    );
    if (!next.open) throw new HttpError(409, planActiveUntilMessage(next.activeUntil));

    const charge = await tryCharge(payments, {
      amount,
      currency: planCurrency,
      description: planPeriodDescription(plan),
      parentId,
    });
    if (charge.status === 'unavailable') {
      log.error({ err: charge.error, provider: payments.name }, 'the payment provider failed');
      throw new HttpError(503, paymentsUnavailableMessage);
    }
    const payment = { amount, currency: planCurrency, provider: payments.name, providerReference: charge.reference };

    if (charge.status !== 'succeeded') {
      await repos.payments.record({ ...payment, parentId, subscriptionId: null, status: 'failed', paidAt: null });
      throw new HttpError(402, renewalDeclinedMessage);
    }

    const paidAt = now();
    outcome.charged = true;
    // The receipt is written with the payment, in its transaction: it exists exactly when the payment does.
    const recipient = await subscriptions.recipientOf(parentId);
    let result: PaidPeriodResult;
    try {
      const recorded = await subscriptions.recordPaidPeriod({
        parentId,
        planName: plan.name,
        price: plan.price,
        durationMonths: plan.duration_months,
        renewalWindowDays,
        today: todayIso(paidAt),
        payment: { ...payment, status: 'succeeded', paidAt },
        emails: (recorded) => (recipient ? [receiptEmail(recipient, recorded.payment, appUrl)] : []),
      });
      // Nothing was recorded, so the charge is refunded below: the paying parent's account was deleted meanwhile,
      // or another purchase of the family (another device) extended the plan past the renewal window meanwhile.
      if (!recorded.ok && recorded.reason === 'renewalNotOpen')
        throw new HttpError(409, planActiveUntilMessage(recorded.endDate));
      if (!recorded.ok) throw notFound();
      result = recorded;
    } catch (err) {
      if (await refundUnrecorded(charge.reference, amount, parentId, log)) outcome.charged = false;
      throw err;
    }
    const stored = assertFound(await subscriptions.findById(result.subscription.id));
    return {
      subscription: toSubscription(stored, todayIso(paidAt)),
      payment: toPayment(result.payment),
      renewed: result.renewed,
    };
  }

  /** The provider took the money but the period could not be recorded: give it back, or leave it to an operator. */
  async function refundUnrecorded(reference: string, amount: number, parentId: number, log: Logger): Promise<boolean> {
    const refund = await tryRefund(payments, {
      reference,
      amount,
      currency: planCurrency,
      reason: 'the period could not be recorded',
    });
    const fields = { parentId, amount, provider: payments.name, providerReference: reference };
    if (refund.status === 'refunded') {
      log.warn({ ...fields, refundReference: refund.reference }, 'a succeeded charge could not be recorded: refunded');
      return true;
    }
    log.error(
      { ...fields, err: refund.error },
      'a succeeded charge could not be recorded and the refund failed: an operator must refund it',
    );
    return false;
  }

  kit.route(endpoints.updateSubscription, async ({ params, body }) => {
    const existing = assertFound(await subscriptions.findById(params.id), subscriptionNotFoundMessage);
    // Each date is checked against the other as it will be stored, so moving only one cannot invert them.
    const startDate = body.start_date ?? existing.startDate;
    const endDate = body.end_date ?? existing.endDate;
    if (endDate < startDate) throw badRequest(endBeforeStartMessage, { end_date: endBeforeStartMessage });
    const plan = body.plan_name === undefined ? undefined : findPlan(body.plan_name);
    const updated = await subscriptions.update(existing.id, {
      planName: plan?.name,
      price: plan?.price,
      startDate: body.start_date,
      endDate: body.end_date,
      isActive: body.is_active,
    });
    if (!updated.ok) throw notFound(subscriptionNotFoundMessage);
    return toSubscription(updated.subscription, todayIso(now()));
  });

  /** Cancel keeps the row (inactive) and every payment: nothing is lost, income history stays true. */
  kit.route(endpoints.cancelSubscription, async ({ params }) => {
    const existing = assertFound(await subscriptions.findById(params.id), subscriptionNotFoundMessage);
    const cancelled = await subscriptions.cancel(existing.id);
    if (!cancelled.ok) throw notFound(subscriptionNotFoundMessage);
    return { message: cancelledMessage, subscription: toSubscription(cancelled.subscription, todayIso(now())) };
  });

  /**
   * A parent cancels their current subscription. Within `refundWindowHours` of its latest succeeded payment the
   * provider refunds that payment first (outside any transaction: a provider call must not hold the write lock);
   * only then are the payment marked refunded and the subscription ended, in one transaction. A provider that
   * fails refunds nothing and nothing changes (503). A refund is safe to ask twice for one charge, so two
   * cancels at once give the money back once; the second finds the subscription cancelled (409).
   * Otherwise access runs on to the end date with `cancelled_at` set.
   */
  kit.route(endpoints.cancelOwnSubscription, async ({ principal, log }) => {
    const parent = requirePrincipal(principal);
    const at = now();
    const today = todayIso(at);
    const current = assertFound(await subscriptions.currentForParent(parent.id, today), noSubscriptionMessage);
    const state = {
      is_active: current.isActive ? 1 : 0,
      end_date: current.endDate,
      cancelled_at: current.cancelledAt ? current.cancelledAt.toISOString() : null,
    } as const;
    const status = subscriptionStatusOf(state, today);
    if (status === 'cancelled') throw new HttpError(409, subscriptionAlreadyCancelledMessage);
    if (status === 'expired') throw new HttpError(409, subscriptionAlreadyEndedMessage);

    const payment = await repos.payments.latestSucceededFor(current.id);
    // The window includes its last moment: exactly 168 h after the payment still refunds.
    const paidAt = payment?.paidAt ?? null;
    const refundable = paidAt !== null && at.getTime() - paidAt.getTime() <= refundWindowHours * 3_600_000;

    if (payment && refundable) {
      if (payment.provider !== payments.name || payment.providerReference === null) {
        log.error(
          { paymentId: payment.id, provider: payment.provider, configured: payments.name },
          'a payment within the refund window was made through another provider: it cannot be refunded here',
        );
        throw new HttpError(503, refundsUnavailableMessage);
      }
      const refund = await tryRefund(payments, {
        reference: payment.providerReference,
        amount: payment.amount,
        currency: payment.currency,
        reason: '7-day money-back guarantee: cancelled by the parent',
      });
      if (refund.status === 'unavailable') {
        log.error({ err: refund.error, paymentId: payment.id, provider: payments.name }, 'a refund failed');
        throw new HttpError(503, refundsUnavailableMessage);
      }
      const recipient = await subscriptions.recipientOf(parent.id);
      const written = await subscriptions.cancelWithRefund({
        subscriptionId: current.id,
        paymentId: payment.id,
        at,
        refundReference: refund.reference,
        emails: recipient
          ? [
              refundEmail(
                recipient,
                { amount: payment.amount, currency: payment.currency, planName: payment.planName ?? current.planName },
                appUrl,
              ),
            ]
          : [],
      });
      if (!written.ok) {
        log.warn(
          { paymentId: payment.id, refundReference: refund.reference },
          'refunded, but the subscription was changed meanwhile (a concurrent cancel): nothing written',
        );
        throw new HttpError(409, subscriptionAlreadyCancelledMessage);
      }
      log.info({ paymentId: payment.id, refundReference: refund.reference }, 'cancelled with a refund');
      const [subscription, refunded] = await Promise.all([
        subscriptions.findById(current.id),
        repos.payments.findForParentWithPayer(parent.id, payment.id),
      ]);
      return {
        message: subscriptionRefundedMessage,
        subscription: toSubscription(assertFound(subscription), today),
        refunded_payment: toPayment(assertFound(refunded).payment),
      };
    }

    const recipient = await subscriptions.recipientOf(parent.id);
    const written = await subscriptions.cancelAtPeriodEnd(
      current.id,
      at,
      recipient ? [cancellationEmail(recipient, current, appUrl)] : [],
    );
    if (!written.ok) throw new HttpError(409, subscriptionAlreadyCancelledMessage);
    const subscription = assertFound(await subscriptions.findById(current.id));
    return {
      message: subscriptionCancelledMessage(subscription.endDate),
      subscription: toSubscription(subscription, today),
      refunded_payment: null,
    };
  });
}
