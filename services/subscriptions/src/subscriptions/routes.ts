import {
  endBeforeStartMessage,
  findPlan,
  noSubscriptionMessage,
  paymentsUnavailableMessage,
  periodCharge,
  planCurrency,
  planPeriodDescription,
  renewalDeclinedMessage,
  subscriptionNotFoundMessage,
  subscriptionServiceEndpoints as endpoints,
  todayIso,
} from '@young-minds/contracts';
import { tryCharge } from '@young-minds/payments';
import { HttpError, assertFound, assertOwnership, badRequest, requirePrincipal, type Principal } from '@young-minds/service-kit';
import type { SubscriptionsContext } from '../context';
import { toPayment, toSubscription } from '../present';

export const cancelledMessage = 'Subscription cancelled.';

/** The admin's table and edits, a parent's own subscription, subscribe/renew and cancel. */
export function mountSubscriptionRoutes(context: SubscriptionsContext): void {
  const { kit, db, payments, now } = context;
  const subscriptions = db.repos.subscriptions;

  kit.route(endpoints.listSubscriptions, async ({ query }) => {
    const { rows, total } = await subscriptions.list(query);
    return { data: rows.map(toSubscription), total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.ownSubscription, async ({ principal }) => {
    const parent = requirePrincipal(principal);
    return toSubscription(assertFound(await subscriptions.currentForParent(parent.id, todayIso(now())), noSubscriptionMessage));
  });

  /**
   * Subscribe or renew. The charge runs first, outside any transaction (a provider call must not hold the
   * database's write lock). A declined charge records one 'failed' payment and nothing else, then answers 402.
   * A succeeded charge and the period it buys are written in one transaction: the payment row and the new or
   * extended subscription exist together or not at all.
   */
  kit.route(endpoints.subscribe, async ({ principal, body, log }) => {
    const parent = requirePrincipal(principal);
    const plan = findPlan(body.plan);
    if (!plan) throw badRequest(`Unknown plan: ${body.plan}.`);
    const amount = periodCharge(plan);
    const charge = await tryCharge(payments, {
      amount,
      currency: planCurrency,
      description: planPeriodDescription(plan),
      parentId: parent.id,
    });
    if (charge.status === 'unavailable') {
      log.error({ err: charge.error, provider: payments.name }, 'the payment provider failed');
      throw new HttpError(503, paymentsUnavailableMessage);
    }
    const payment = { amount, currency: planCurrency, provider: payments.name, providerReference: charge.reference };

    if (charge.status !== 'succeeded') {
      await db.repos.payments.record({ ...payment, parentId: parent.id, subscriptionId: null, status: 'failed', paidAt: null });
      throw new HttpError(402, renewalDeclinedMessage);
    }

    const paidAt = now();
    const result = await subscriptions
      .recordPaidPeriod({
        parentId: parent.id,
        planName: plan.name,
        price: plan.price,
        durationMonths: plan.duration_months,
        today: todayIso(paidAt),
        payment: { ...payment, status: 'succeeded', paidAt },
      })
      .catch((err: unknown) => {
        // The provider took the money but we could not record it: an operator must reconcile (refund or record).
        log.error(
          { parentId: parent.id, amount, provider: payments.name, providerReference: charge.reference },
          'a succeeded charge could not be recorded',
        );
        throw err;
      });
    const stored = assertFound(await subscriptions.findById(result.subscription.id));
    return { subscription: toSubscription(stored), payment: toPayment(result.payment), renewed: result.renewed };
  });

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
    return toSubscription(assertFound(updated, subscriptionNotFoundMessage));
  });

  /** Cancel keeps the row (inactive) and every payment: nothing is lost, income history stays true. */
  kit.route(endpoints.cancelSubscription, async ({ principal, params }) => {
    const caller = requirePrincipal(principal);
    const existing = assertFound(await subscriptions.findById(params.id), subscriptionNotFoundMessage);
    assertOwnsSubscription(caller, existing.parentId);
    const cancelled = assertFound(await subscriptions.cancel(existing.id), subscriptionNotFoundMessage);
    return { message: cancelledMessage, subscription: toSubscription(cancelled) };
  });
}

/** The contract's `ownSubscription` rule: an admin manages every subscription, a parent only their own (403). */
function assertOwnsSubscription(caller: Principal, ownerId: number): void {
  if (caller.role === 'admin') return;
  assertOwnership(caller.role === 'parent' && caller.id === ownerId);
}
