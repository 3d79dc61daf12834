import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';

/** A screen's content as its status components show it: loading, failed (with the error), or ready. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T; reload: () => void };

type Answers<Q extends readonly UseQueryResult<unknown>[]> = { [K in keyof Q]: NonNullable<Q[K]['data']> };

/**
 * The reads a screen needs, as one `Loaded`: loading until each has an answer, failed with the first failure,
 * ready with `derive(...answers)`. `derive` runs again only when an answer changes (the cache keeps an unchanged
 * answer the same object), so what it builds is stable between renders. `reload` asks every read again.
 */
export function useLoaded<const Q extends readonly UseQueryResult<unknown>[], T>(
  queries: Q,
  derive: (...answers: Answers<Q>) => T,
  /** What else `derive` reads (a search parameter): a change derives again. */
  deps: readonly unknown[] = [],
): Loaded<T> {
  const memo = useRef<{ answers: readonly unknown[]; data: T } | null>(null);
  const failed = queries.find((query) => query.isError);
  if (failed) return { state: 'failed', error: failed.error };
  if (queries.some((query) => query.data === undefined)) return { state: 'loading' };
  const answers = [...queries.map((query) => query.data), ...deps];
  const previous = memo.current;
  if (
    !previous ||
    previous.answers.length !== answers.length ||
    previous.answers.some((answer, index) => answer !== answers[index])
  ) {
    memo.current = { answers, data: derive(...(answers.slice(0, queries.length) as Answers<Q>)) };
  }
  const reload = () => queries.forEach((query) => void query.refetch());
  return { state: 'ready', data: memo.current!.data, reload };
}
