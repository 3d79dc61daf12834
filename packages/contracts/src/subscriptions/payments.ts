import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listQuerySchema, pageOf } from '../pagination';

/** A charge either went through or did not; only succeeded payments count as income. */
export const paymentStatuses = ['succeeded', 'failed'] as const;
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
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

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
} as const;
