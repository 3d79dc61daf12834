import { z } from 'zod';
import { isoDateSchema } from '../iso-date';
import { emailField, nameField, passwordField, phoneField, textField } from './fields';

/**
 * The requests of the public area's account calls (log in, register, the bootstrap admin's first password). Kept
 * apart from the signed-in areas' requests so the login page builds only these schemas.
 */

export { minPasswordLength, passwordTooShortMessage } from './fields';

export const loginRequestSchema = z.object({
  /** An email, or a child's username (children log in at the same call). */
  email: textField('Email').trim().min(1, 'Email is required.').max(254),
  password: textField('Password').min(1, 'Password is required.').max(200),
  /**
   * The remembered-device token an earlier login on this device answered for this account: its attempts count
   * apart from everyone else's, so a flood of guesses on the account does not keep its owner out. Unknown,
   * expired or revoked tokens are simply ignored.
   */
  deviceToken: z.string({ error: 'Device token must be text.' }).max(200, 'Device token is too long.').optional(),
});

/**
 * 429 when an account has had too many sign-in attempts lately from everywhere (a distributed guesser): the
 * owner gets in from a device that signed in before.
 */
export const accountLoginPausedMessage =
  'Too many sign-in attempts on this account. Please try again in a few minutes, or from a device you have signed in on before.';
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The login form's "I'm a kid" mode: a username instead of an email. It is sent as the login call's `email`
 * field (children log in at the same call), so only the form's field and its messages differ.
 */
export const childLoginFormSchema = z.object({
  username: textField('Username').trim().min(1, 'Username is required.').max(254),
  password: textField('Password').min(1, 'Password is required.').max(200),
});

export const registerRequestSchema = z.object({
  name: nameField,
  phone: phoneField,
  email: emailField,
  password: passwordField,
  /**
   * Plan data the plan page passes along, accepted for older clients and not used: registration never charges.
   * The parent area's checkout shows the plan, its dates and total, and buys it only when the parent confirms.
   */
  plan: z.string().max(40).optional(),
  subscriptionId: z.union([z.string().max(40), z.number()]).optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** The browser's IANA time zone: the family's clock starts on it (an unknown one is ignored, UTC stays). */
  timeZone: z.string().max(64).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `email` is accepted for older clients but not used: the answer is the same for every email (no enumeration). */
export const checkPasswordSetRequestSchema = z.object({ email: z.string().max(254).optional() });
/** `passwordSet`: no admin is waiting for a first password (a fact about the platform, not about an account). */
export const checkPasswordSetResponseSchema = z.object({ passwordSet: z.boolean() });

export const setupCodeRequiredMessage =
  'Enter the setup code printed in the start log (also in DATA_DIR/secrets/admin-setup-code).';
export const setupCodeWrongMessage =
  'The setup code is wrong. Use the one printed in the start log (also in DATA_DIR/secrets/admin-setup-code).';

export const setPasswordRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  /** The one-time code written at first start. Optional here so a missing one gets the server's clear 403, not a 400. */
  setupCode: z.string({ error: 'Setup code must be text.' }).max(64, 'Setup code is too long.').optional(),
});

// Re-exported for the sign-in tables; an area's first screen imports it from its own small module.
export { messageResponseSchema } from './message-response';
