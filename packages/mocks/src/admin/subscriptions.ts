import type { HttpHandler } from 'msw';
import {
  endBeforeStartMessage,
  findPlan,
  subscriptionEndpoints,
  subscriptionNotFoundMessage,
} from '@young-minds/contracts';
import { crudHandlers, MockHttpError, mockRoute, newestFirst, rowById } from '../kit';
import { adminMockMessages, withParentView } from './fixtures';
import { adminMockState } from './state';

/**
 * `/api/subscriptions` as the subscriptions service answers it: the admin's table (search by parent name) and
 * edits; the admin's cancel keeps the row and its payments and only turns it inactive (parents cancel their own
 * through `cancelOwnSubscription`, in the parent mocks).
 */
export const subscriptionsHandlers: HttpHandler[] = [
  ...crudHandlers({
    endpoints: { list: subscriptionEndpoints.listSubscriptions, update: subscriptionEndpoints.updateSubscription },
    rows: () => adminMockState.subscriptions,
    notFound: subscriptionNotFoundMessage,
    list: { search: (row) => [row.parent_name], order: newestFirst },
    update: {
      apply: (row, { body }) => {
        // Each date is checked against the other as it will be stored, so moving only one cannot invert them.
        const { plan_name, start_date, end_date, is_active } = body;
        if ((end_date ?? row.end_date) < (start_date ?? row.start_date))
          throw new MockHttpError(400, endBeforeStartMessage);
        const plan = plan_name === undefined ? undefined : findPlan(plan_name);
        return withParentView({
          ...row,
          ...(plan ? { plan_name: plan.name, price: plan.price } : {}),
          start_date: start_date ?? row.start_date,
          end_date: end_date ?? row.end_date,
          is_active: is_active === undefined ? row.is_active : is_active ? 1 : 0,
        });
      },
    },
  }),

  mockRoute(subscriptionEndpoints.cancelSubscription, ({ params }) => {
    const row = rowById(adminMockState.subscriptions, params.id, subscriptionNotFoundMessage);
    // Cancelling twice is harmless: the row stays inactive.
    Object.assign(row, withParentView({ ...row, is_active: 0 }));
    return { message: adminMockMessages.subscriptionCancelled, subscription: row };
  }),
];
