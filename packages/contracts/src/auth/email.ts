import { z } from 'zod';
import { emailMessages } from './email-messages';
import { minPasswordLength, passwordTooShortMessage } from './fields';

/**
 * Issue 34, email: the links a parent receives (reset a password, verify the address, sign in to a paused account,
 * stop a child's weekly note) and the calls that use them. A link carries a random token, kept hashed by the
 * server, good once and for a limited time.
 */

// The links' paths, lifetimes, limits and messages are plain data in a module of their own (an area's banner shows a
// message without building this module's schemas); re-exported here.
export { emailLinkLifetimeMinutes, emailLinkPaths, emailLinkRateLimit, emailMessages } from './email-messages';

const token = z
  .string({ error: emailMessages.tokenRequired })
  .trim()
  .min(1, emailMessages.tokenRequired)
  .max(200, emailMessages.tokenRequired);

export const emailAddress = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email is required.' : 'Email must be text.') })
  .trim()
  .min(1, 'Email is required.')
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address.').max(254, 'Email is too long.'));

/** `POST /api/auth/forgot-password` and `POST /api/auth/sign-in-link`. */
export const emailAddressRequestSchema = z.object({ email: emailAddress });
export type EmailAddressRequest = z.infer<typeof emailAddressRequestSchema>;

/** `POST /api/auth/reset-password`: the emailed token and the new password. Every other session ends. */
export const resetPasswordRequestSchema = z.object({
  token,
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.') })
    .min(minPasswordLength, passwordTooShortMessage)
    .max(200, 'Password is too long.'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `POST /api/auth/verify-email`, `POST /api/auth/sign-in-link/redeem`, `POST /api/digests/unsubscribe`. */
export const emailTokenRequestSchema = z.object({ token });
export type EmailTokenRequest = z.infer<typeof emailTokenRequestSchema>;

/** `POST /api/admin/digests/send`: this week's notes now (operators and tests), for opted-in children. */
export const sendDigestsResponseSchema = z.object({ message: z.string(), queued: z.number().int().min(0) });
export type SendDigestsResponse = z.infer<typeof sendDigestsResponseSchema>;
