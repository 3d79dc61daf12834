import { randomUUID } from 'node:crypto';
import { addDays, addMonths, todayIso } from '@young-minds/contracts';
import type { DatabaseKind } from '@young-minds/db/testing';
import type { PaymentProvider } from '@young-minds/payments';
import { type ServiceHarness, startServiceHarness } from '@young-minds/service-kit/src/testing/harness';
import { buildSubscriptionsApp } from './app';

// The shared harness (sessions, families, clock) is @young-minds/service-kit/src/testing/harness; this file only
// says how the subscriptions app is built for a test.

export type SubscriptionsHarness = ServiceHarness;

/** The real subscriptions app on a fresh, migrated database; `now` pins the service's "today" (default: the harness clock). */
export function startSubscriptions(
  kind: DatabaseKind,
  options: { now?: () => Date; payments?: PaymentProvider } = {},
): Promise<SubscriptionsHarness> {
  return startServiceHarness(kind, ({ db, tokens, now }) =>
    buildSubscriptionsApp({ db, tokens, payments: options.payments, now: options.now ?? now }),
  );
}

/** A succeeded test-mode payment of `parentId` for their subscription, paid at `paidAt` (default: now). */
export function recordPayment(
  harness: SubscriptionsHarness,
  parentId: number,
  subscriptionId: number,
  paidAt = new Date(),
) {
  return harness.db.repos.payments.record({
    parentId,
    subscriptionId,
    amount: 119.94,
    currency: 'USD',
    status: 'succeeded',
    provider: 'test-mode',
    providerReference: `test_${randomUUID()}`,
    paidAt,
  });
}

/** Every subscription and payment row, for "nothing was written" checks. */
export async function rowCounts(harness: SubscriptionsHarness) {
  return {
    subscriptions: await harness.db.models.Subscription.count(),
    payments: await harness.db.models.Payment.count(),
  };
}

/**
 * A start date whose six-month plan ends about two weeks after the harness's today: within the 30 days in which
 * it can be renewed (a family that started today is refused a renewal for five months).
 */
export function renewableStartDate(harness: SubscriptionsHarness): string {
  return addDays(addMonths(todayIso(harness.clock.now()), -6), 15);
}
