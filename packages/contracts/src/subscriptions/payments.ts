import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { isoDateSchema } from '../plans';

/** A charge went through, was declined, or went through and was given back; only succeeded payments are income. */
export const paymentStatuses = ['succeeded', 'failed', 'refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const registrationDeclinedMessage = 'The payment was declined, so no account was created. Nothing was charged.';
export const paymentsUnavailableMessage =
  'Payments are unavailable right now. Nothing was charged. Please try again shortly.';
export const renewalDeclinedMessage =
  'The payment was declined, so your subscription was not changed. Nothing was charged.';

/** One recorded payment, as the parent's payment history shows it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  /** The subscription it paid for; null for a declined charge (it bought nothing). */
  subscription_id: z.number().int().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: paymentStatusSchema,
  /** Which payment provider handled it ('test-mode' for the built-in one: no money moves). */
  provider: z.string(),
  provider_reference: z.string().nullable(),
  /** When the money was taken (ISO 8601); null for a declined charge. */
  paid_at: z.string().nullable(),
  /** When it was given back (ISO 8601); null unless refunded. */
  refunded_at: z.string().nullable(),
  /** The provider's reference of the refund, for the receipt and for support; null unless refunded. */
  refund_reference: z.string().nullable(),
  /** What it bought: the plan and the days it covers (inclusive); null for a declined charge. */
  plan_name: z.string().nullable(),
  period_start: isoDateSchema.nullable(),
  period_end: isoDateSchema.nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentNotFoundMessage = 'Payment not found.';

/** One payment with what a printable receipt needs. */
export const paymentReceiptSchema = paymentSchema.extend({
  /** 'YM-' and the payment id padded to 6 digits, e.g. 'YM-000042'. */
  receipt_number: z.string(),
  payer_name: z.string(),
  payer_email: z.string().nullable(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** The receipt number printed for a payment. */
export function receiptNumber(paymentId: number): string {
  return `YM-${String(paymentId).padStart(6, '0')}`;
}

/** Pages of the payment history; there is nothing to search in it. */
export const paymentHistoryQuerySchema = listQuerySchema.pick({ page: true, pageSize: true });
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuerySchema>;

export const paymentEndpoints = {
  listOwnPayments: defineEndpoint({
    id: 'payments.me',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/payments/me',
    access: { roles: ['parent'] },
    query: paymentHistoryQuerySchema,
    response: pageOf(paymentSchema),
    summary: "The caller's own payments, declined ones included, newest first.",
  }),
  ownPaymentReceipt: defineEndpoint({
    id: 'payments.receipt',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/payments/me/:id',
    access: { roles: ['parent'] },
    params: idParamsSchema,
    response: paymentReceiptSchema,
    summary: "One of the caller's own payments with the payer, for a printable receipt (another family's: 404).",
  }),
} as const;
