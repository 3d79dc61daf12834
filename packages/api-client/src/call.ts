import type { Endpoint } from '@young-minds/contracts';
import type { z } from 'zod';
import { UnexpectedResponseError } from './errors';
import { type Parser, request } from './request';
import { upload, type UploadProgress } from './upload';

/**
 * A schema slot the endpoint leaves empty is typed as the bare `z.ZodType` (the default of `defineEndpoint`);
 * a declared one is a narrower schema. That is how the input type knows which parts a call needs.
 */
export type Declared<S> = z.ZodType extends S ? false : true;

type ParamsInput<E extends Endpoint> =
  Declared<E['params']> extends true ? { params: z.input<NonNullable<E['params']>> } : { params?: never };
type QueryInput<E extends Endpoint> =
  Declared<E['query']> extends true ? { query?: z.input<NonNullable<E['query']>> } : { query?: never };
/** A JSON body the schema accepts, or the same fields (and files) as multipart FormData. */
type BodyInput<E extends Endpoint> =
  Declared<E['body']> extends true ? { body: z.input<NonNullable<E['body']>> | FormData } : { body?: never };

/** What one call takes besides the endpoint: the parts the endpoint declares, a signal, and upload progress. */
export type CallInput<E extends Endpoint> = ParamsInput<E> &
  QueryInput<E> &
  BodyInput<E> & {
    signal?: AbortSignal;
    /** Extra request headers (e.g. `Idempotency-Key`). */
    headers?: Record<string, string>;
    /** With a FormData body: upload progress (the call then goes through XMLHttpRequest; cancel with `signal`). */
    onProgress?: (progress: UploadProgress) => void;
    /** Let the call outlive the page (a last save on `pagehide`); the browser caps such bodies at 64 KB. */
    keepalive?: boolean;
  };

/** What the endpoint answers on success, as its response schema parses it. */
export type CallResult<E extends Endpoint> = z.output<E['response']>;

/** Calls without params, query or body may omit the input altogether. */
type OptionalInput<E extends Endpoint> =
  Declared<E['params']> extends true
    ? [CallInput<E>]
    : Declared<E['body']> extends true
      ? [CallInput<E>]
      : [CallInput<E>?];

/** The input as the implementation reads it, whatever the endpoint. */
interface LooseInput {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  keepalive?: boolean;
}

/** `/api/videos/:id` + `{ id: 3 }` → `/api/videos/3`. A missing value is a programming error, thrown at once. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    // Path parameters are ids and slugs: anything else is as much a programming error as a missing value.
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '')
      throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryOf(query: unknown): Record<string, string | number | boolean | undefined | null> | undefined {
  if (query === undefined || query === null) return undefined;
  return query as Record<string, string | number | boolean | undefined | null>;
}

/**
 * One call of the API, from its contract: the endpoint gives the method, the path, whether a session is needed
 * and the schema the answer must satisfy. A FormData body with `onProgress` is sent as an upload with progress
 * events; `signal` cancels any call (the promise rejects with an AbortError). Failures are `ApiError`s with
 * the server's message; a 401 on an endpoint that needs a session ends the session (see `request`); a 2xx answer
 * that does not match the response schema rejects with `UnexpectedResponseError` (carrying the answer).
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: OptionalInput<E>): Promise<CallResult<E>> {
  return send(endpoint, input);
}

/** A read's input: the path parameters and the query the endpoint declares (no body). */
export type ReadInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E>;

/**
 * `call` with its input as one argument, for code that is generic over the endpoint (the query layer's
 * fetchers): `read` takes a GET's params and query, `callWith` any call's input.
 */
export function read<E extends Endpoint>(
  endpoint: E,
  input?: ReadInput<E>,
  signal?: AbortSignal,
): Promise<CallResult<E>> {
  return send(endpoint, { ...input, signal });
}

/** See `read`: one call with its whole input (a mutation's variables). */
export function callWith<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<CallResult<E>> {
  return send(endpoint, input);
}

type WriteListener = (endpoint: Endpoint) => void;
const writeListeners = new Set<WriteListener>();

/**
 * Hears every write (a call other than GET) that succeeded, whoever made it: the query layer marks the answers
 * it holds stale, so a screen shown next loads afresh. Returns the unsubscribe.
 */
export function onWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function send<E extends Endpoint>(endpoint: E, input: object | undefined): Promise<CallResult<E>> {
  const sent = perform(endpoint, input);
  if (endpoint.method === 'GET') return sent;
  return sent.then((answer) => {
    for (const listener of writeListeners) listener(endpoint);
    return answer;
  });
}

function perform<E extends Endpoint>(endpoint: E, input: object | undefined): Promise<CallResult<E>> {
  const { params, query, body, signal, headers, onProgress, keepalive } = (input ?? {}) as LooseInput;
  const path = pathOf(endpoint, params);
  const sessionRequired = endpoint.access.roles !== 'public';
  const schema = endpoint.response as z.ZodType<CallResult<E>>;
  const checked: Parser<CallResult<E>> = {
    parse(answer) {
      const result = schema.safeParse(answer);
      if (!result.success) throw new UnexpectedResponseError(endpoint.id, answer, result.error.issues);
      return result.data;
    },
  };
  if (onProgress && typeof FormData !== 'undefined' && body instanceof FormData) {
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
      throw new Error(`${endpoint.id}: ${endpoint.method} takes no upload`);
    const sending = upload<unknown>(path, body, {
      method: endpoint.method,
      onProgress,
      signal,
      headers,
      sessionRequired,
    });
    return sending.promise.then((answer) => checked.parse(answer));
  }
  return request(path, {
    method: endpoint.method,
    query: queryOf(query),
    body,
    signal,
    headers,
    keepalive,
    schema: checked,
    sessionRequired,
  });
}
