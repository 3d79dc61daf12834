import { delay, http, type HttpHandler } from 'msw';
import {
  type Subscription,
  endBeforeStartMessage,
  findPlan,
  idParamsSchema,
  listQuerySchema,
  subscriptionEndpoints,
  subscriptionNotFoundMessage,
  updateSubscriptionRequestSchema,
} from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, pageOfItems, queryOf, readJson, reply } from '../respond';
import { adminMockMessages } from './fixtures';
import { adminMockState, matchesSearch } from './state';

/** The service kit's 403 when a parent acts on another family's subscription. */
export const notOwnerMessage = 'You can only manage your own family.';

/** Newest first, as the service orders them. */
const newestFirst = (a: Subscription, b: Subscription) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * `/api/subscriptions` as the subscriptions service answers it: the admin's table (search by parent name) and
 * edits; a cancel (admins any, parents their own) keeps the row and its payments and only turns it inactive.
 */
export const subscriptionsHandlers: HttpHandler[] = [
  http.get(mockPath(subscriptionEndpoints.listSubscriptions), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const query = listQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    const { page, pageSize, search } = query.data;
    const rows = adminMockState.subscriptions.filter((row) => matchesSearch(search, row.parent_name)).sort(newestFirst);
    return reply(subscriptionEndpoints.listSubscriptions, pageOfItems(rows, page, pageSize));
  }),

  http.put(mockPath(subscriptionEndpoints.updateSubscription), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const patch = updateSubscriptionRequestSchema.safeParse(await readJson(request));
    if (!patch.success) return fail(400, firstIssue(patch.error));
    const row = adminMockState.subscriptions.find((subscription) => subscription.id === id.data.id);
    if (!row) return fail(404, subscriptionNotFoundMessage);
    // Each date is checked against the other as it will be stored, so moving only one cannot invert them.
    const { plan_name, start_date, end_date, is_active } = patch.data;
    if ((end_date ?? row.end_date) < (start_date ?? row.start_date)) return fail(400, endBeforeStartMessage);
    const plan = plan_name === undefined ? undefined : findPlan(plan_name);
    if (plan) {
      row.plan_name = plan.name;
      row.price = plan.price;
    }
    if (start_date !== undefined) row.start_date = start_date;
    if (end_date !== undefined) row.end_date = end_date;
    if (is_active !== undefined) row.is_active = is_active ? 1 : 0;
    return reply(subscriptionEndpoints.updateSubscription, row);
  }),

  http.delete(mockPath(subscriptionEndpoints.cancelSubscription), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin', 'parent']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const row = adminMockState.subscriptions.find((subscription) => subscription.id === id.data.id);
    if (!row) return fail(404, subscriptionNotFoundMessage);
    if (access.user.role === 'parent' && access.user.id !== row.parent_id) return fail(403, notOwnerMessage);
    // Cancelling twice is harmless: the row stays inactive.
    row.is_active = 0;
    return reply(subscriptionEndpoints.cancelSubscription, { message: adminMockMessages.subscriptionCancelled, subscription: row });
  }),
];
