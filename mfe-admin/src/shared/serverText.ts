import { ApiError } from '@young-minds/api-client';
import { messages } from '../messages';

/**
 * What the server said about a failed call: its `error` field, else its `message` (the services send both, with
 * the same text); null when there was no answer to read (a network failure, an empty body).
 */
export function serverText(caught: unknown): string | null {
  if (!(caught instanceof ApiError) || typeof caught.body !== 'object' || caught.body === null) return null;
  const { error, message } = caught.body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof message === 'string' && message) return message;
  return null;
}

/**
 * `lead` followed by why the call failed, as the client read it ('Failed to delete category with ID 3: This
 * category is still used by 2 videos. …', 'Failed to upload video. Network error'): the reason is what tells the
 * admin what to do next. An answer that is not what the contract promises is named as such.
 */
export function withServerReason(lead: string, caught: unknown, separator = ': '): string {
  if (caught instanceof ApiError) return `${lead}${separator}${caught.message}`;
  if (caught instanceof Error && caught.name === 'ZodError')
    return `${lead}${separator}${messages.t('server.unexpectedAnswer')}`;
  return lead;
}
