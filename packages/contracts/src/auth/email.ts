import { z } from 'zod';
import { minPasswordLength, passwordTooShortMessage } from './fields';

/**
 * Issue 34, email: the links a parent receives (reset a password, verify the address, sign in to a paused account,
 * stop a child's weekly note) and the calls that use them. A link carries a random token, kept hashed by the
 * server, good once and for a limited time.
 */

/** The pages the emailed links open (the public area), with `?token=…`. */
export const emailLinkPaths = {
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  signInLink: '/sign-in-link',
  unsubscribeDigest: '/unsubscribe',
  /** Where a parent asks for a reset link (linked from /login). */
  forgotPassword: '/forgot-password',
} as const;

/** How long each kind of link works. */
export const emailLinkLifetimeMinutes = {
  resetPassword: 60,
  verifyEmail: 7 * 24 * 60,
  signInLink: 15,
} as const;

/** Per address and per client address, per hour: asks for a reset or sign-in link beyond these get 429. */
export const emailLinkRateLimit = { perEmailPerHour: 5, perAddressPerHour: 20 } as const;

export const emailMessages = {
  /** The same answer for every address, known or not, so the form tells nobody who has an account. */
  resetLinkSent: 'If an account uses this address, we have sent it a link to choose a new password.',
  passwordReset: 'Your password is changed. Please log in with your new password.',
  /** 400: a reset link that was used, has expired or was never ours. */
  resetLinkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  emailVerified: 'Thank you! Your email address is confirmed.',
  /** 400: a verification link that was used, has expired or was never ours. */
  verifyLinkInvalid: 'This confirmation link has expired or has already been used. Please ask for a new one.',
  verificationSent: 'We have sent you a new confirmation email.',
  alreadyVerified: 'Your email address is already confirmed.',
  signInLinkSent: 'If an account uses this address, we have sent it a link to log in.',
  /** 400: a sign-in link that was used, has expired or was never ours. */
  signInLinkInvalid: 'This sign-in link has expired or has already been used. Please ask for a new one.',
  digestUnsubscribed: 'You will no longer receive the weekly note for this child.',
  /** 400: an unsubscribe link that is not ours (or its child no longer exists). */
  unsubscribeLinkInvalid: 'This link is not valid any more.',
  tokenRequired: 'The link is missing its code. Please open the link from the email again.',
} as const;

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
