import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { isoDateSchema } from '../iso-date';

/**
 * The family's own subscription as the parent's screens read it: its own module (and table) so the parent's first
 * screen builds the schemas of the one call it makes, not those of every subscription and payment call
 * (`subscriptionEndpoints` lists the same endpoint).
 */

/**
 * What the parent's screen shows: 'cancelled' once cancelled (access may still run to the end date), else
 * 'expired' when the end date has passed or the subscription was switched off, else 'active'.
 */
export const subscriptionStatuses = ['active', 'cancelled', 'expired'] as const;
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

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
  /** For the parent: see `subscriptionStatuses`. */
  status: subscriptionStatusSchema,
  /** When the parent cancelled (ISO 8601); null while it runs on. */
  cancelled_at: z.string().nullable(),
  /** Days of access left, today and the end date included (UTC days); 0 once it is over. */
  days_left: z.number().int().min(0),
  created_at: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The parent's own subscription (subscriptions service). */
export const ownSubscriptionEndpoints = {
  ownSubscription: defineEndpoint({
    id: 'subscriptions.me',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/subscriptions/me',
    access: { roles: ['parent'] },
    response: subscriptionSchema,
    summary: "The caller's current subscription: the active one that runs longest, else the latest (404 when none).",
  }),
} as const;
