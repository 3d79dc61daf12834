// The plan's constant and its arithmetic, with no zod: a page that shows the price before any answer (the public
// home page) imports these alone, so its first visit carries no schema library (issue 37). plans.ts and
// subscriptions/plans.ts re-export them beside the schemas.
import type { Plan } from './plans';
import type { KnownPlan } from './subscriptions/plans';

/** The one plan families can buy, a business constant. The subscriptions service serves it; auth uses its limits. */
export const proPlan = {
  name: 'Pro',
  price: 19.99,
  max_children: 5,
  duration_months: 6,
  features: ['All Basic features', 'Unlimited device access', 'Priority support', 'Download content'],
} as const;

/**
 * What one period of a plan costs, charged up front at registration and at each renewal: the monthly price
 * × the months of the period, computed in whole cents (Pro: 19.99 × 6 = 119.94).
 */
export function periodCharge(plan: Pick<Plan, 'price' | 'duration_months'>): number {
  return (Math.round(plan.price * 100) * plan.duration_months) / 100;
}

/** A plan as the API answers it (a plain, mutable copy of the constant) with the total of one period. */
export function toPlan(plan: KnownPlan): Plan {
  return { ...plan, features: [...plan.features], total: periodCharge(plan) };
}
