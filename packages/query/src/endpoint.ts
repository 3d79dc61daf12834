import {
  type QueryKey,
  type UseQueryResult,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ApiError,
  type CallInput,
  type CallResult,
  type Declared,
  type ReadInput,
  callWith,
  read,
} from '@young-minds/api-client';
import type { Endpoint } from '@young-minds/contracts';
import { z } from 'zod';
import { listStaleTimeMs } from './client';

/** A read's params and query, as `api.call` takes them. */
type Input<E extends Endpoint> = ReadInput<E>;

/** What a screen may tune on one read. */
export interface EndpointOptions {
  /** False: not asked yet (a dependent read waits for what it needs). */
  enabled?: boolean;
  /** Keeps the previous answer on show while the next one loads (a paged table stepping pages). */
  keepPrevious?: boolean;
}

/** The input is required when the endpoint has path parameters, optional otherwise; the options follow it. */
export type EndpointArgs<E extends Endpoint> =
  Declared<E['params']> extends true
    ? [input: Input<E>, options?: EndpointOptions]
    : [input?: Input<E>, options?: EndpointOptions];

/**
 * The cache key of one read: the endpoint's id, then its params and query. Every key of an endpoint starts with
 * its id, so `[endpoint.id]` names all of them (what `invalidates` uses).
 */
export function endpointKey(endpoint: Endpoint, input?: { params?: unknown; query?: unknown }): QueryKey {
  const { params, query } = input ?? {};
  return [endpoint.id, params ?? {}, query ?? {}];
}

/** A list answers a page (`{ data: [...] }`): its answer stays fresh 30 s. */
function isList(endpoint: Endpoint): boolean {
  return endpoint.response instanceof z.ZodObject && endpoint.response.shape.data instanceof z.ZodArray;
}

/**
 * Any other read is asked again when shown, unless it was answered in the last 5 s: a first screen's reads started
 * with the area's code (the parent dashboard's `firstData`) arrive before the screen mounts and are not asked twice.
 * A write in between still marks them stale (client.ts).
 */
const justAnsweredMs = 5_000;

const staleTimeOf = (endpoint: Endpoint) => (isList(endpoint) ? listStaleTimeMs : justAnsweredMs);

/**
 * One GET of the contract through the area's cache: `useEndpoint(endpoints.videos.list, { query: { pageSize } })`.
 * The key and the fetcher come from the endpoint and its input; the answer is the endpoint's parsed response,
 * typed by the contract. A list answered within the last 30 s is served from the cache with no call.
 */
export function useEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): UseQueryResult<CallResult<E>> {
  return useQuery({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }): Promise<CallResult<E>> => read(endpoint, input, signal),
    staleTime: staleTimeOf(endpoint),
    enabled: options?.enabled,
    placeholderData: options?.keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * `useEndpoint` for a read whose 404 means "none yet" (the parent's subscription before the first purchase): the
 * answer is then null instead of a failure.
 */
export function useEndpointOrNone<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: EndpointArgs<E>
): UseQueryResult<CallResult<E> | null> {
  return useQuery({
    queryKey: [...endpointKey(endpoint, input), 'or-none'],
    queryFn: ({ signal }): Promise<CallResult<E> | null> =>
      read(endpoint, input, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    staleTime: staleTimeOf(endpoint),
    enabled: options?.enabled,
  });
}

export interface MutationOptions {
  /** The reads this write changes, by endpoint (`[endpoints.videos.list]`): those on show load again at once. */
  invalidates?: readonly Endpoint[];
}

/**
 * One write of the contract: `useEndpointMutation(endpoints.videos.update, { invalidates: [endpoints.videos.list] })`,
 * then `mutateAsync({ params, body })` with the endpoint's own input type.
 */
export function useEndpointMutation<E extends Endpoint>(endpoint: E, { invalidates = [] }: MutationOptions = {}) {
  const client = useQueryClient();
  return useMutation<CallResult<E>, Error, CallInput<E>>({
    mutationKey: [endpoint.id],
    mutationFn: (input) => callWith(endpoint, input),
    onSuccess: () =>
      Promise.all(invalidates.map((read) => client.invalidateQueries({ queryKey: [read.id] }))).then(() => undefined),
  });
}
