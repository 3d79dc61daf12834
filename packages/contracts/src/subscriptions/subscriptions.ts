import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { addMonths, dollars, isoDateSchema } from '../plans';
import { paymentSchema } from './payments';
import { type SubscriptionStatus, ownSubscriptionEndpoints, subscriptionSchema } from './own-subscription';
import { planNameSchema } from './plans';

export const endBeforeStartMessage = 'End date must be on or after the start date.';
export const noSubscriptionMessage = 'You have no subscription yet.';
export const subscriptionNotFoundMessage = 'Subscription not found.';

const dayMs = 86_400_000;

/** The UTC day `days` after `isoDate` (both 'YYYY-MM-DD'); negative goes back. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** What the stored fields of a subscription say to the parent on `today` ('YYYY-MM-DD', UTC). */
export interface SubscriptionState {
  is_active: 0 | 1;
  end_date: string;
  cancelled_at: string | null;
}

/** The shared rule: cancelled when cancelled, else expired when over or switched off, else active. */
export function subscriptionStatusOf(subscription: SubscriptionState, today: string): SubscriptionStatus {
  if (subscription.cancelled_at !== null) return 'cancelled';
  if (subscription.is_active !== 1 || subscription.end_date < today) return 'expired';
  return 'active';
}

/** Days of access left on `today`, today and the end date included; 0 when switched off or over. */
export function subscriptionDaysLeft(subscription: SubscriptionState, today: string): number {
  if (subscription.is_active !== 1 || subscription.end_date < today) return 0;
  return Math.round((Date.parse(`${subscription.end_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs) + 1;
}

/**
 * Renewing is possible once the plan has ended or ends within this many days: a plan bought again earlier
 * would charge a family for months it already has.
 */
export const renewalWindowDays = 30;

/** Whether a plan that runs to `endDate` (its last day) may be bought again on `today`. */
export function renewalOpen(endDate: string, today: string): boolean {
  return endDate <= addDays(today, renewalWindowDays);
}

/** What a purchase needs to know of the family's current subscription (the parent's screen has these fields). */
export interface PurchaseBase {
  is_active: 0 | 1;
  end_date: string;
}

/**
 * What buying one period of `durationMonths` on `today` gives, as the service records it: a running subscription
 * (active, not over) is extended from the day after its end, and only in its last `renewalWindowDays` days
 * (otherwise `open: false`, with the day renewal opens); with none running a new one starts today.
 * The checkout, the renew confirmation, the service and the mocks all read it from here.
 */
export type NextPeriod =
  | { open: true; start: string; end: string; renews: boolean }
  | { open: false; activeUntil: string; renewableFrom: string };

export function nextPeriod(current: PurchaseBase | null, durationMonths: number, today: string): NextPeriod {
  const running = current !== null && current.is_active === 1 && current.end_date >= today;
  if (!running) return { open: true, start: today, end: addMonths(today, durationMonths), renews: false };
  if (!renewalOpen(current.end_date, today))
    return {
      open: false,
      activeUntil: current.end_date,
      renewableFrom: addDays(current.end_date, -renewalWindowDays),
    };
  return {
    open: true,
    start: addDays(current.end_date, 1),
    end: addMonths(current.end_date, durationMonths),
    renews: true,
  };
}

/** The 409 of a renewal before the window: `{date}` is the plan's last day, `{from}` the first day renewal opens. */
export const planActiveUntilMessageTemplate = 'Your plan is active until {date}. You can renew it from {from}.';
export function planActiveUntilMessage(endDate: string): string {
  return planActiveUntilMessageTemplate
    .replace('{date}', endDate)
    .replace('{from}', addDays(endDate, -renewalWindowDays));
}

/** The 409 when the total the parent confirmed is not the plan's total now; `{total}` is e.g. '$119.94'. */
export const priceChangedMessageTemplate = 'The price is now {total} — please check and confirm again.';
export function priceChangedMessage(total: number): string {
  return priceChangedMessageTemplate.replace('{total}', dollars(total));
}

/** The money-back guarantee: cancelling within this many hours of the latest payment refunds it (the FAQ's 7 days). */
export const refundWindowHours = 7 * 24;

/** The parent's message after a cancel without a refund; `{date}` is the last day of access ('YYYY-MM-DD'). */
export const subscriptionCancelledMessageTemplate = 'Your subscription is cancelled. You keep access until {date}.';
export function subscriptionCancelledMessage(lastDay: string): string {
  return subscriptionCancelledMessageTemplate.replace('{date}', lastDay);
}
/** The parent's message after a cancel within the 7-day money-back guarantee. */
export const subscriptionRefundedMessage =
  'Your subscription is cancelled and your latest payment was refunded (7-day money-back guarantee).';
export const subscriptionAlreadyCancelledMessage = 'This subscription is already cancelled.';
export const subscriptionAlreadyEndedMessage = 'This subscription has already ended.';
/** The provider could not refund: nothing was changed (the subscription runs on, the payment stands). */
export const refundsUnavailableMessage =
  'Refunds are unavailable right now. Nothing was changed. Please try again shortly.';

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
  'This Idempotency-Key was already used for a different request. Use a new key for each new request.';
export const idempotencyKeyInProgressMessage =
  'A request with this Idempotency-Key is still being processed. Try again in a moment.';
/** Visible ASCII without spaces, so a key survives every proxy and log unchanged; 191 fits the unique index. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,191}$/, { error: invalidIdempotencyKeyMessage });

/** YYYY-MM-DD that is also a real day of the calendar (no 2026-02-30). */
function calendarDate(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .pipe(isoDateSchema)
    .refine((value) => !isoDateSchema.safeParse(value).success || isCalendarDay(value), {
      message: `${label} is not a real date.`,
    });
}

/** Whether 'YYYY-MM-DD' names a day of the calendar (the format alone lets 2026-02-31 pass). */
export function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 1/0 as the spec writes it, or true/false. */
const activeFlag = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: 'Active must be 1 or 0.' })
  .transform((value) => value === 1 || value === true);

/**
 * A purchase names the plan and the total the parent was shown and confirmed (in USD): the server charges only
 * that amount, and answers 409 (`priceChangedMessage`) when the plan's total is another.
 */
export const subscribeRequestSchema = z.object({
  plan: planNameSchema,
  expectedTotal: z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Expected total is required.' : 'Expected total must be a number.',
    })
    .min(0, 'Expected total must be a number.')
    .max(1_000_000, 'Expected total must be a number.'),
});
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

/** A parent's cancel: the message to show, the subscription as it now is, and the payment refunded (if any). */
export const cancelOwnSubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionSchema,
  refunded_payment: paymentSchema.nullable(),
});
export type CancelOwnSubscriptionResponse = z.infer<typeof cancelOwnSubscriptionResponseSchema>;

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
  ownSubscription: ownSubscriptionEndpoints.ownSubscription,
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
      'Pay for one period of a plan, for the total the parent confirmed (`expectedTotal`, 409 when the plan costs another). ' +
      'An active subscription is extended from its end date, only once it ends within 30 days (earlier: 409); ' +
      'otherwise a new one starts today. ' +
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
    // Admins only: this switches a subscription off without the refund rules; parents cancel through
    // `cancelOwnSubscription`, which applies the 7-day money-back guarantee.
    access: { roles: ['admin'] },
    params: idParamsSchema,
    response: cancelSubscriptionResponseSchema,
    summary:
      'Switch a subscription off (admins only; parents cancel theirs with POST /api/subscriptions/me/cancel). ' +
      'The row and its payments are kept.',
  }),
  cancelOwnSubscription: defineEndpoint({
    id: 'subscriptions.cancelOwn',
    service: 'subscriptions',
    method: 'POST',
    path: '/api/subscriptions/me/cancel',
    access: { roles: ['parent'] },
    response: cancelOwnSubscriptionResponseSchema,
    summary:
      "Cancel the caller's current subscription. Within 7 days (168 h) of its latest succeeded payment that payment " +
      'is refunded and access ends now; otherwise access continues to the end date. 409 when already cancelled or ended.',
  }),
} as const;
