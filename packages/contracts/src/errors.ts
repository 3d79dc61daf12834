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
