import { paymentNotFoundMessage, subscriptionServiceEndpoints as endpoints } from '@young-minds/contracts';
import { assertFound, requirePrincipal } from '@young-minds/service-kit';
import type { SubscriptionsContext } from '../context';
import { toPayment, toReceipt } from '../present';

/** A parent's own payment history and receipts. */
export function mountPaymentRoutes({ kit, repos }: SubscriptionsContext): void {
  kit.route(endpoints.listOwnPayments, async ({ principal, query }) => {
    const parent = requirePrincipal(principal);
    const { rows, total } = await repos.payments.listForParent(parent.id, query);
    return { data: rows.map(toPayment), total, page: query.page, pageSize: query.pageSize };
  });

  // Another family's payment is a 404 like a missing one: its existence is not the caller's business.
  kit.route(endpoints.ownPaymentReceipt, async ({ principal, params }) => {
    const parent = requirePrincipal(principal);
    return toReceipt(
      assertFound(await repos.payments.findForParentWithPayer(parent.id, params.id), paymentNotFoundMessage),
    );
  });
}
