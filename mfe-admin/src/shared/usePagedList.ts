import { useCallback, useEffect, useState } from 'react';
import type { Endpoint } from '@young-minds/contracts';
import { type UseQueryResult, useEndpoint } from '@young-minds/query';
import type { CallResult } from '@young-minds/api-client';
import { messages } from '../messages';

interface PageQuery {
  page: number;
  pageSize: number;
  search?: string;
}

interface PageResult<T> {
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
/** No rows, the same array on every render (screens key effects on `items`). */
const noItems: never[] = [];
const searchDelayMs = 300;

/** Where a list's pages come from: a list endpoint and the fixed filters of the screen (`pagesOf`). */
export interface PageSource<T> {
  usePage: (query: PageQuery) => UseQueryResult<PageResult<T>>;
}

/**
 * A server-paginated list through the area's cache: asks `source` for `{ page, pageSize, search }`, again when the
 * page, the (debounced) search or the source's filters change; the page on show stays while the next one loads.
 */
export function usePagedList<T>(source: PageSource<T>, pageSize = defaultPageSize): PagedList<T> {
  const [page, setPageState] = useState(1);
  const [search, setSearchState] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');

  useEffect(() => {
    if (search === appliedSearch) return;
    const timer = setTimeout(() => {
      setAppliedSearch(search);
      setPageState(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, appliedSearch]);

  const answer = source.usePage({ page, pageSize, search: appliedSearch.trim() || undefined });
  const result = answer.isError ? undefined : answer.data;
  const total = result?.total ?? 0;
  // A delete can empty the last page: step back to the new last page.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd = result !== undefined && !answer.isPlaceholderData && result.data.length === 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPageState(lastPage);
  }, [pastTheEnd, lastPage]);
  useEffect(() => {
    if (answer.isError) console.error('[admin] list failed to load:', answer.error);
  }, [answer.isError, answer.error]);

  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const setSearch = useCallback((next: string) => setSearchState(next), []);
  const { refetch } = answer;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    items: result?.data ?? noItems,
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    search,
    loading: answer.isPending || answer.isPlaceholderData || pastTheEnd,
    error: answer.isError
      ? answer.error instanceof Error
        ? answer.error.message
        : messages.t('list.couldNotLoad')
      : null,
    setPage,
    setSearch,
    reload,
  };
}

/** The rows of a list endpoint's page. */
type RowOf<E extends Endpoint> = CallResult<E> extends { data: (infer T)[] } ? T : never;

/**
 * A list endpoint's pages (`usePagedList(pagesOf(endpoints.videos.list))`); `query` adds fixed filters (`all: 1`).
 * Generic over every list endpoint, whose queries all take `page`, `pageSize` and `search`: the one place a read's
 * input is not checked against the endpoint's own query type.
 */
export function pagesOf<E extends Endpoint>(endpoint: E, query: Record<string, unknown> = {}): PageSource<RowOf<E>> {
  type AnyList = (
    endpoint: E,
    input: { query: Record<string, unknown> },
    options: { keepPrevious: boolean },
  ) => UseQueryResult<PageResult<RowOf<E>>>;
  function usePage(page: PageQuery) {
    return (useEndpoint as unknown as AnyList)(endpoint, { query: { ...page, ...query } }, { keepPrevious: true });
  }
  return { usePage };
}
