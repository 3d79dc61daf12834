import { useEffect } from 'react';
import type { UseQueryResult } from '@young-minds/query';

export interface OptionsState<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

const none: never[] = [];

/**
 * A form's choices from a list read (`useOptions(useEndpoint(endpoints.categories.list), 'categories')`): a failure
 * leaves them empty, says so in `failed` and is logged as `[admin] <what> failed to load:`.
 */
export function useOptions<T>(answer: UseQueryResult<{ data: T[] }>, what: string): OptionsState<T> {
  const { isError, error } = answer;
  useEffect(() => {
    if (isError) console.error(`[admin] ${what} failed to load:`, error);
  }, [isError, error, what]);
  if (answer.isPending) return { items: none, loading: true, failed: false };
  if (answer.isError) return { items: none, loading: false, failed: true };
  return { items: answer.data.data, loading: false, failed: false };
}
