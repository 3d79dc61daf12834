import {
  type Payment,
  type PaymentReceipt,
  type PaymentStatus,
  type Subscription,
  receiptNumber,
  subscriptionDaysLeft,
  subscriptionStatusOf,
} from '@young-minds/contracts';
import type { PaymentRecord, PaymentWithPayer, SubscriptionWithParent } from '@young-minds/db';

/**
 * The only shapes subscriptions and payments leave this service in (the spec's wire names). `today`
 * ('YYYY-MM-DD', UTC) decides the parent's status and the days left.
 */
export function toSubscription(record: SubscriptionWithParent, today: string): Subscription {
  const state = {
    is_active: record.isActive ? 1 : 0,
    end_date: record.endDate,
    cancelled_at: record.cancelledAt ? record.cancelledAt.toISOString() : null,
  } as const;
  return {
    id: record.id,
    parent_id: record.parentId,
    parent_name: record.parentName,
    plan_name: record.planName,
    price: record.price,
    start_date: record.startDate,
    ...state,
    status: subscriptionStatusOf(state, today),
    days_left: subscriptionDaysLeft(state, today),
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
    refunded_at: record.refundedAt ? record.refundedAt.toISOString() : null,
    refund_reference: record.refundReference,
    plan_name: record.planName,
    period_start: record.periodStart,
    period_end: record.periodEnd,
    created_at: record.createdAt.toISOString(),
  };
}

export function toReceipt({ payment, payerName, payerEmail }: PaymentWithPayer): PaymentReceipt {
  return {
    ...toPayment(payment),
    receipt_number: receiptNumber(payment.id),
    payer_name: payerName,
    payer_email: payerEmail,
  };
}
