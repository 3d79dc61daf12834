import { ApiError, type CallResult } from '@young-minds/api-client';
import { type UseQueryResult, endpointKey, useEndpoint, useQueryClient } from '@young-minds/query';
import type { Endpoint } from '@young-minds/contracts';
import { messages } from '../messages';

export interface ItemState<T> {
  item: T | null;
  loading: boolean;
  /** The failure's message (404: the item does not exist). */
  error: string | null;
  status: number | null;
}

/** The state of one read as View and Edit screens show it. */
export function itemState<T>(answer: UseQueryResult<T>): ItemState<T> {
  if (answer.isPending) return { item: null, loading: true, error: null, status: null };
  if (answer.isError) {
    const caught: unknown = answer.error;
    const status = caught instanceof ApiError ? caught.status : null;
    const error = caught instanceof Error ? caught.message : messages.t('item.couldNotLoad');
    return { item: null, loading: false, error, status };
  }
  return { item: answer.data, loading: false, error: null, status: 200 };
}

/**
 * One item of a `get` endpoint by the route's id (View and Edit screens), through the area's cache; `setItem` puts
 * the item the server answered to a write in its place. Generic over every `get` endpoint (`:id` params): the one
 * place a read's input is not checked against the endpoint's own params type.
 */
export function useItemOf<E extends Endpoint>(endpoint: E, id: string) {
  type AnyGet = (endpoint: E, input: { params: { id: string } }) => UseQueryResult<CallResult<E>>;
  const answer = (useEndpoint as unknown as AnyGet)(endpoint, { params: { id } });
  const client = useQueryClient();
  const setItem = (item: CallResult<E>) => client.setQueryData(endpointKey(endpoint, { params: { id } }), item);
  return { ...itemState(answer), setItem };
}

/** A `get` endpoint's items as a screen reads them by id (`itemOf(endpoints.videos.get)`), typed by its item. */
export interface ItemSource<T> {
  useItem: (id: string) => ItemState<T>;
}

export function itemOf<E extends Endpoint>(endpoint: E): ItemSource<CallResult<E>> {
  return { useItem: (id) => useItemOf(endpoint, id) };
}
