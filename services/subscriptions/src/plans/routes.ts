import { plans, subscriptionServiceEndpoints as endpoints, toPlan } from '@young-minds/contracts';
import type { SubscriptionsContext } from '../context';

/** The plan page's data: every plan in the contracts (today the Pro plan constant). */
export function mountPlanRoutes({ kit }: SubscriptionsContext): void {
  kit.route(endpoints.listPlans, () => ({ data: plans.map(toPlan) }));
}
