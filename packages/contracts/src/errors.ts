import { z } from 'zod';

/**
 * Every error response. The spec's screens read either `message` or `error`, so both carry the same text.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  error: z.string(),
  /** Which field(s) failed validation, when the error is a 400 from a schema. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The statuses our services answer with on purpose; anything else is a bug. */
export const errorStatuses = [400, 401, 402, 403, 404, 409, 413, 415, 429, 503] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

export type RequestPart = 'body' | 'query' | 'params';

/**
 * A failed request schema as every client sees it, from the services and from the mocks alike: the first problem
 * of every field in `fields`, and the first problem as the message. Our contracts write whole sentences for
 * people ('Password must be at least 6 characters.'): they go as they are; zod's own terse texts ('Invalid email
 * address') get the field's name in front. A problem with the whole part is keyed by the part.
 */
export function describeIssues(
  part: RequestPart,
  error: z.ZodError,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    fields[key] ??= issue.message;
  }
  const [key, text] = Object.entries(fields)[0] ?? [part, 'Invalid input'];
  return { message: text.endsWith('.') ? text : `${key}: ${text}`, fields };
}
