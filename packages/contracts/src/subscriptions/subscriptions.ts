import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { isoDateSchema } from '../plans';
import { paymentSchema } from './payments';
import { planNameSchema } from './plans';

export const endBeforeStartMessage = 'End date must be on or after the start date.';
export const noSubscriptionMessage = 'You have no subscription yet.';
export const subscriptionNotFoundMessage = 'Subscription not found.';

/**
 * Subscribe/renew takes an optional `Idempotency-Key` header (the IETF draft's name, as Stripe and others use
 * it): a fresh random value (a UUID) per purchase the parent means to make, sent again unchanged on every
 * retry of it (a double click, a timeout). The first request with a key runs; every repeat within
 * `idempotencyKeyTtlHours` gets the same status and body without being charged. Keys are per parent.
 * Our own front ends always send one; without it each request is a new purchase.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyKeyTtlHours = 24;
/** The answer to a repeat carries `Idempotent-Replayed: true`. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';
export const invalidIdempotencyKeyMessage = 'Idempotency-Key must be 1 to 191 visible ASCII characters, e.g. a UUID.';
export const idempotencyKeyReusedMessage =
  'This Idempotency-Key was already used for a different request. Use a new key for a new purchase.';
export const idempotencyKeyInProgressMessage =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';
/** Visible ASCII without spaces, so a key survives every proxy and log unchanged; 191 fits the unique index. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,191}$/, { error: invalidIdempotencyKeyMessage });

/** A subscription row as the admin's Manage Subscriptions table and the parent's screen show it. */
export const subscriptionSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  /** The screen shows 'N/A' when it is null (the parent account is gone). */
  parent_name: z.string().nullable(),
  plan_name: z.string(),
  /** Monthly price of the plan, in USD. */
  price: z.number(),
  start_date: isoDateSchema,
  /** The last day covered (inclusive). */
  end_date: isoDateSchema,
  /** The spec's flag: 1 shows 'Active', anything else 'Deactive'. */
  is_active: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** YYYY-MM-DD that is also a real day of the calendar (no 2026-02-30). */
function calendarDate(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .pipe(isoDateSchema)
    .refine((value) => !isoDateSchema.safeParse(value).success || isCalendarDay(value), {
      message: `${label} is not a real date.`,
    });
}

function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 1/0 as the spec writes it, or true/false. */
const activeFlag = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'Active must be 1 or 0.' })
  .transform((value) => value === 1 || value === true);

export const subscribeRequestSchema = z.object({ plan: planNameSchema });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const subscribeResponseSchema = z.object({
  subscription: subscriptionSchema,
  payment: paymentSchema,
  /** True when an active subscription was extended from its end date, false when a new one starts today. */
  renewed: z.boolean(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** The admin's edit: any of the fields; the dates are checked against each other (and the stored ones) too. */
export const updateSubscriptionRequestSchema = z
  .object({
    plan_name: planNameSchema.optional(),
    start_date: calendarDate('Start date').optional(),
    end_date: calendarDate('End date').optional(),
    is_active: activeFlag.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'Nothing to update.' })
  .refine((patch) => !patch.start_date || !patch.end_date || patch.end_date >= patch.start_date, {
    message: endBeforeStartMessage,
    path: ['end_date'],
  });
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequestSchema>;

export const cancelSubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionSchema,
});

export const subscriptionEndpoints = {
  listSubscriptions: defineEndpoint({
    id: 'subscriptions.list',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/subscriptions',
    access: { roles: ['admin'] },
    query: listQuerySchema,
    response: pageOf(subscriptionSchema),
    summary: "Every subscription, newest first, with the parent's name; search by parent name.",
  }),
  ownSubscription: defineEndpoint({
    id: 'subscriptions.me',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/subscriptions/me',
    access: { roles: ['parent'] },
    response: subscriptionSchema,
    summary: "The caller's current subscription: the active one that runs longest, else the latest (404 when none).",
  }),
  subscribe: defineEndpoint({
    id: 'subscriptions.subscribe',
    service: 'subscriptions',
    method: 'POST',
    path: '/api/subscriptions/subscribe',
    access: { roles: ['parent'] },
    body: subscribeRequestSchema,
    response: subscribeResponseSchema,
    successStatus: 201,
    summary:
      'Pay for one period of a plan: an active subscription is extended from its end date, otherwise a new one starts today. ' +
      'Optional Idempotency-Key header (a UUID per purchase, resent on retries): a repeat within 24 h answers the same ' +
      'status and body without charging (Idempotent-Replayed: true); the key with another body, or while its first ' +
      'request still runs, is a 409. Without the header every request is a new purchase.',
  }),
  updateSubscription: defineEndpoint({
    id: 'subscriptions.update',
    service: 'subscriptions',
    method: 'PUT',
    path: '/api/subscriptions/:id',
    access: { roles: ['admin'] },
    params: idParamsSchema,
    body: updateSubscriptionRequestSchema,
    response: subscriptionSchema,
    summary: "Edit a subscription's plan, dates or active flag.",
  }),
  cancelSubscription: defineEndpoint({
    id: 'subscriptions.cancel',
    service: 'subscriptions',
    method: 'DELETE',
    path: '/api/subscriptions/:id',
    access: { roles: ['admin', 'parent'], ownership: 'ownSubscription' },
    params: idParamsSchema,
    response: cancelSubscriptionResponseSchema,
    summary: 'Cancel a subscription (admins: any; parents: their own). The row and its payments are kept.',
  }),
} as const;
