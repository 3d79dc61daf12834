import { ApiError } from '@young-minds/api-client';

/** What the server said (its `message`), or the screen's own words when the failure said nothing usable. */
export function serverText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
