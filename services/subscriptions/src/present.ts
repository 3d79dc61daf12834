import type { Payment, PaymentStatus, Subscription } from '@young-minds/contracts';
import type { PaymentRecord, SubscriptionWithParent } from '@young-minds/db';

/** The only shapes subscriptions and payments leave this service in (the spec's wire names). */
export function toSubscription(record: SubscriptionWithParent): Subscription {
  return {
    id: record.id,
    parent_id: record.parentId,
    parent_name: record.parentName,
    plan_name: record.planName,
    price: record.price,
    start_date: record.startDate,
    end_date: record.endDate,
    is_active: record.isActive ? 1 : 0,
    created_at: record.createdAt.toISOString(),
  };
}

export function toPayment(record: PaymentRecord): Payment {
  return {
    id: record.id,
    subscription_id: record.subscriptionId,
    amount: record.amount,
    currency: record.currency,
    // Outside production the kit checks answers against the contract, so an unknown status fails loudly there.
    status: record.status as PaymentStatus,
    provider: record.provider,
    provider_reference: record.providerReference,
    paid_at: record.paidAt ? record.paidAt.toISOString() : null,
    created_at: record.createdAt.toISOString(),
  };
}
