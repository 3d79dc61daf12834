import { z } from 'zod';

/**
 * A day as the spec writes it: YYYY-MM-DD. Its own module so the sign-in requests can use it without building the
 * plans' schemas (the login page evaluates only what it imports).
 */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
