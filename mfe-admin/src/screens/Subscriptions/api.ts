import { ApiError, api } from '@young-minds/api-client';
import {
  type Subscription,
  type UpdateSubscriptionRequest,
  maxPageSize,
  subscriptionEndpoints,
  subscriptionNotFoundMessage,
} from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The subscription calls of the admin area, each answer checked against its contract. */

export function listSubscriptions({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<Subscription>> {
  return api.get(pathFor(subscriptionEndpoints.listSubscriptions), {
    query: { page, pageSize, search },
    schema: subscriptionEndpoints.listSubscriptions.response,
    signal,
  });
}

/**
 * One subscription. The service has no GET /api/subscriptions/:id, so this pages through the list (the
 * largest pages it allows) until the row turns up; a 404 ApiError when it is not there.
 */
export async function findSubscription(id: string | number, signal?: AbortSignal): Promise<Subscription> {
  const wanted = Number(id);
  if (Number.isInteger(wanted) && wanted > 0) {
    for (let page = 1; ; page += 1) {
      const result = await listSubscriptions({ page, pageSize: maxPageSize }, signal);
      const found = result.data.find((row) => row.id === wanted);
      if (found) return found;
      if (result.data.length === 0 || page * maxPageSize >= result.total) break;
    }
  }
  throw new ApiError(404, subscriptionNotFoundMessage);
}

/** Sends only the fields that changed. */
export function updateSubscription(id: number, patch: UpdateSubscriptionRequest): Promise<Subscription> {
  return api.put(pathFor(subscriptionEndpoints.updateSubscription, { id }), patch, { schema: subscriptionEndpoints.updateSubscription.response });
}

/** Cancels: the server keeps the row (inactive) and its payments. */
export function cancelSubscription(id: number): Promise<{ message: string; subscription: Subscription }> {
  return api.delete(pathFor(subscriptionEndpoints.cancelSubscription, { id }), { schema: subscriptionEndpoints.cancelSubscription.response });
}
