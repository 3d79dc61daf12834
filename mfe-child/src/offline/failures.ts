import { ApiError, UnexpectedResponseError } from '@young-minds/api-client';

/** The call never got an answer: no connection (fetch's TypeError, the upload's status 0). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  if (error instanceof UnexpectedResponseError) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return error instanceof TypeError;
}

/** The device says it has no connection (a call would fail at once). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * What a queued item's failure means. `retry`: try again later (no connection, the server busy or down, 408,
 * 429, a 409 for a replay still being processed; and 401/403, so a child's work outlives an ended session or
 * subscription). `drop`: the server will never take it (content removed, bad input).
 * A 2xx answer that does not match its contract was still taken: `sent`.
 */
export function outcomeOfFailure(error: unknown): 'retry' | 'drop' | 'sent' {
  if (error instanceof UnexpectedResponseError) return 'sent';
  if (!(error instanceof ApiError)) return 'retry';
  const { status } = error;
  if (status === 0 || status >= 500 || [401, 403, 408, 409, 429].includes(status)) return 'retry';
  return 'drop';
}
