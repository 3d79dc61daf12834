import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { type Plan, planSchema, proPlan } from '../plans';

export { toPlan } from '../pro-plan';

/**
 * Every plan a family can buy. Today that is only Pro; its price, limits and the charge for
 * one period (`periodCharge`) live in ../pro-plan.ts.
 */
export const plans = [proPlan] as const;
export type KnownPlan = (typeof plans)[number];
export const planNames = [proPlan.name] as const;
export type PlanName = (typeof planNames)[number];

/** The plan with this name, or undefined. */
export function findPlan(name: string): KnownPlan | undefined {
  return plans.find((plan) => plan.name === name);
}

/** A plan chosen by name in a request ('Plan is required.', 'Unknown plan: choose Pro.'). */
export const planNameSchema = z.enum(planNames, {
  error: (issue) =>
    issue.input === undefined ? 'Plan is required.' : `Unknown plan: choose ${planNames.join(' or ')}.`,
});

/** What a charge for one period of a plan reads like on a statement. */
export function planPeriodDescription(plan: Pick<Plan, 'name' | 'duration_months'>): string {
  return `Young Minds ${plan.name} plan, ${plan.duration_months} months`;
}

export const planListResponseSchema = z.object({ data: z.array(planSchema) });
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

export const planEndpoints = {
  listPlans: defineEndpoint({
    id: 'plans.list',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/plans',
    access: { roles: 'public' },
    response: planListResponseSchema,
    summary: 'The plans a family can buy (today: Pro), each with the total one period costs (price × months).',
  }),
} as const;
