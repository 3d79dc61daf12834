import { z } from 'zod';

/**
 * The answer of a call that only reports what it did (`{ message }`), in a module of its own: the endpoints an
 * area's first screen lists (the session's, the parent's) use it without building the sign-in forms' schemas.
 */
export const messageResponseSchema = z.object({ message: z.string() });
