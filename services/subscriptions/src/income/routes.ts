import { subscriptionServiceEndpoints as endpoints } from '@young-minds/contracts';
import type { SubscriptionsContext } from '../context';
import { incomePeriods } from './periods';

/**
 * The admin dashboard's income chart, from recorded succeeded payments. The database sums each period in
 * one indexed range query (see `sumSucceededInPeriods`): portable SQL, and the answer stays one row of at
 * most 12 numbers however many payments there are.
 */
export function mountIncomeRoutes({ kit, repos, now }: SubscriptionsContext): void {
  kit.route(endpoints.income, async ({ query }) => {
    const periods = incomePeriods(query.view, now());
    const totals = await repos.payments.sumSucceededInPeriods(periods);
    return periods.map((period, index) => ({ label: period.label, total: totals[index] ?? 0 }));
  });
}
