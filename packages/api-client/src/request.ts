import { sessionStore } from '@young-minds/session';
import { ApiError, messageFromBody } from './errors';
import { languageHeaders } from './language';
import { handleUnauthorized } from './unauthorized';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-style `parse` (the contracts' schemas), so responses can be checked without a zod import here. */
export interface Parser<T> {
  parse(value: unknown): T;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Let the request outlive the page (`fetch`'s keepalive). */
  keepalive?: boolean;
  /** Send the session's bearer token (default true when there is one). */
  auth?: boolean;
  /** Validates the response body. */
  schema?: Parser<T>;
  /**
   * Whether the call needs a session (default true). A 401 to such a call, sent with the session's token, means
   * the session is over: it is cleared and the unauthorized handler runs. A public call's 401 (a wrong password
   * at login) is only an error for the screen to show.
   */
  sessionRequired?: boolean;
}

/** `/api/...` on this origin: `auth/login`, `/auth/login` and `/api/auth/login` all mean the same call. */
export function apiUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  let url = clean === '/api' || clean.startsWith('/api/') || clean.startsWith('/api?') ? clean : `/api${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null) return false;
  if (typeof body === 'string') return false;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return false;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return false;
  if (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) return false;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return false;
  return true;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The request headers for a call: the page's language (`Accept-Language`, so errors come back in it) and the
 * bearer token from the session unless `auth: false`. Returns whether a token was sent.
 */
export function authHeaders(auth: boolean | undefined): { headers: Record<string, string>; sentToken: boolean } {
  const token = auth === false ? null : sessionStore.getState().token;
  const language = languageHeaders();
  return token
    ? { headers: { ...language, Authorization: `Bearer ${token}` }, sentToken: true }
    : { headers: language, sentToken: false };
}

/**
 * One call to /api. Resolves with the parsed body; rejects with ApiError on a non-2xx answer (message from the
 * body's `message` or `error`). A 401 to a call that carried the session's token logs out and goes to /login;
 * a 401 without one (a wrong password at login) is just an ApiError for the screen to show.
 */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { headers: auth, sentToken } = authHeaders(options.auth);
  const headers: Record<string, string> = { Accept: 'application/json', ...auth, ...options.headers };
  let body: BodyInit | undefined;
  if (isJsonBody(options.body)) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  } else {
    body = options.body as BodyInit | undefined;
  }
  const res = await fetch(apiUrl(path, options.query), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
    credentials: 'same-origin',
  });
  const parsed = await readBody(res);
  if (!res.ok) {
    if (res.status === 401 && sentToken && options.sessionRequired !== false) handleUnauthorized();
    throw new ApiError(res.status, messageFromBody(parsed, res.status), parsed);
  }
  return options.schema ? options.schema.parse(parsed) : (parsed as T);
}
