import { useEffect, useRef, useState } from 'react';
import { type CallResult, api } from '@young-minds/api-client';
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

/** One item of a `get` endpoint by the route's id (View and Edit screens). */
export function useItemOf<E extends Endpoint>(endpoint: E, id: string) {
  type Call = (endpoint: Endpoint, input: { params: { id: string }; signal: AbortSignal }) => Promise<CallResult<E>>;
  return useItem((signal) => (api.call as unknown as Call)(endpoint, { params: { id }, signal }), id);
}
