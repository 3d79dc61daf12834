import type { z } from 'zod';
import { HttpError } from './errors';

export type RequestPart = 'body' | 'query' | 'params';

/**
 * A zod error as the client sees it: the first problem as the message ('email: Invalid email address', or a
 * contract's own sentence as written),
 * and the first problem of every field in `fields`. A problem with the whole part is keyed by the part.
 */
export function describeIssues(part: RequestPart, error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    fields[key] ??= issue.message;
  }
  const [key, text] = Object.entries(fields)[0] ?? [part, 'Invalid input'];
  // Our contracts write whole sentences for people ('Password must be at least 6 characters.'): send them as
  // they are. Zod's own terse texts ('Invalid email address') need the field name to make sense.
  return { message: text.endsWith('.') ? text : `${key}: ${text}`, fields };
}

/** Parses one part of a request with its contract schema; 400 naming the first bad field otherwise. */
export async function parseRequestPart<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(value);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(part, result.error);
  throw new HttpError(400, message, { fields });
}

/** Thrown (outside production) when a handler answers something its contract does not allow. */
export class ResponseContractError extends Error {
  override readonly name = 'ResponseContractError';
}
