import { plans, subscriptionServiceEndpoints as endpoints, toPlan } from '@young-minds/contracts';
import type { SubscriptionsContext } from '../context';

/** The plan page's data: the Pro plan constant of the spec (section 9). */
export function mountPlanRoutes({ kit }: SubscriptionsContext): void {
  kit.route(endpoints.listPlans, () => ({ data: plans.map(toPlan) }));
}
