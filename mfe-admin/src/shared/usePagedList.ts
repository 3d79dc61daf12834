import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint } from '@young-minds/contracts';
import { type CallResult, api } from '@young-minds/api-client';
import { messages } from '../messages';

export interface PageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export interface PageResult<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  search: string;
  /** True until the current fetch ends, whether it succeeds or fails. */
  loading: boolean;
  /** The failure's message, when the last fetch failed. */
  error: string | null;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  reload: () => void;
}

export const defaultPageSize = 10;
const searchDelayMs = 300;

/**
 * A server-paginated list: fetches `load({ page, pageSize, search })`, refetches when the page or the
 * (debounced) search changes, and drops answers that arrive after a newer request was made.
 */
export function usePagedList<T>(
  load: (query: PageQuery, signal: AbortSignal) => Promise<PageResult<T>>,
  pageSize = defaultPageSize,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPageState] = useState(1);
  const [search, setSearchState] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (search === appliedSearch) return;
    const timer = setTimeout(() => {
      setAppliedSearch(search);
      setPageState(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, appliedSearch]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loadRef
      .current({ page, pageSize, search: appliedSearch.trim() || undefined }, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        // A delete can empty the last page: step back to the new last page.
        const lastPage = Math.max(1, Math.ceil(result.total / pageSize));
        if (result.data.length === 0 && page > lastPage) {
          setPageState(lastPage);
          return;
        }
        setItems(result.data);
        setTotal(result.total);
        setLoading(false);
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[admin] list failed to load:', caught);
        setError(caught instanceof Error ? caught.message : messages.t('list.couldNotLoad'));
        setItems([]);
        setTotal(0);
        setLoading(false);
      });
    return () => controller.abort();
  }, [page, pageSize, appliedSearch, generation]);

  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const setSearch = useCallback((next: string) => setSearchState(next), []);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  return {
    items,
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    search,
    loading,
    error,
    setPage,
    setSearch,
    reload,
  };
}

/** A list endpoint's pages (`usePagedList(pagesOf(endpoints.videos.list))`); `query` adds fixed filters (`all: 1`). */
export function pagesOf<E extends Endpoint>(endpoint: E, query: Record<string, unknown> = {}) {
  type Call = (endpoint: Endpoint, input: { query: object; signal: AbortSignal }) => Promise<CallResult<E>>;
  return (page: PageQuery, signal: AbortSignal) =>
    (api.call as unknown as Call)(endpoint, { query: { ...page, ...query }, signal });
}
