import { subscriptionServiceEndpoints as endpoints } from '@young-minds/contracts';
import { requirePrincipal } from '@young-minds/service-kit';
import type { SubscriptionsContext } from '../context';
import { toPayment } from '../present';

/** A parent's own payment history. */
export function mountPaymentRoutes({ kit, repos }: SubscriptionsContext): void {
  kit.route(endpoints.listOwnPayments, async ({ principal, query }) => {
    const parent = requirePrincipal(principal);
    const { rows, total } = await repos.payments.listForParent(parent.id, query);
    return { data: rows.map(toPayment), total, page: query.page, pageSize: query.pageSize };
  });
}
