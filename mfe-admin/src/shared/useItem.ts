import { useEffect, useRef, useState } from 'react';
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

/** Loads one item (View and Edit screens); refetches when `key` (the route's id) changes. */
export function useItem<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: unknown,
): ItemState<T> & { setItem(item: T): void } {
  const [state, setState] = useState<ItemState<T>>({ item: null, loading: true, error: null, status: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const controller = new AbortController();
    setState({ item: null, loading: true, error: null, status: null });
    loadRef
      .current(controller.signal)
      .then((item) => {
        if (!controller.signal.aborted) setState({ item, loading: false, error: null, status: 200 });
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const status =
          typeof caught === 'object' && caught !== null && 'status' in caught ? Number(caught.status) : null;
        setState({
          item: null,
          loading: false,
          error: caught instanceof Error ? caught.message : messages.t('item.couldNotLoad'),
          status,
        });
      });
    return () => controller.abort();
  }, [key]);
  return { ...state, setItem: (item: T) => setState({ item, loading: false, error: null, status: 200 }) };
}

/** The state of one read as View and Edit screens show it. */
function itemState<T>(answer: UseQueryResult<T>): ItemState<T> {
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
