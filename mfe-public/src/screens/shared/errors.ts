import { ApiError } from '@young-minds/api-client';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The `message` (or `error`) field a failed call's body carried, if any: the server's own sentence. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null) return null;
  return text('message' in body ? body.message : undefined) ?? text('error' in body ? body.error : undefined);
}
