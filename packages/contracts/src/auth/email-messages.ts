/**
 * Issue 34, email: the pages the emailed links open, how long they work, how often they may be asked for, and what
 * the calls that use them answer. Plain data (the schemas are in email.ts).
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
