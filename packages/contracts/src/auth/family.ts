import { z } from 'zod';
import { familyThemeSchema } from './family-theme';

/**
 * The parent's own account and family: the PIN that takes a handed-over device back, the profile, the theme
 * and the account's deletion (the data export: family-export.ts). Messages the parent and child areas show are exported as they are.
 */

/** A wrong PIN or password never answers 401: the client would end the session that asked (see api-client). */
export const wrongPinMessage = 'The PIN is incorrect.';
export const wrongParentPasswordMessage = 'The password is incorrect.';
export const noParentPinMessage = 'No parent PIN is set. Enter your password instead.';
/** Answered (429) after 5 wrong PINs or passwords for one family within 15 minutes. */
export const returnToParentLockedMessage = 'Too many wrong tries. Please wait 15 minutes and try again.';
export const returnToParentNeedsOneMessage = 'Enter your PIN or your password.';
/** Answered (403) to a child session that was opened by the child's own login, not by a parent's hand-off. */
export const returnToParentNotHandedOverMessage =
  'Only a device handed over by a parent can switch back to the parent.';
export const pinFormatMessage = 'The PIN must be exactly 4 digits.';

const pin = z.string({ error: pinFormatMessage }).regex(/^\d{4}$/, pinFormatMessage);
const currentPassword = z
  .string({ error: 'Current password is required.' })
  .min(1, 'Current password is required.')
  .max(200, 'Password is too long.');

/** The parent's PIN or their password: exactly one of them. */
export const returnToParentRequestSchema = z
  .object({
    pin: pin.optional(),
    password: z
      .string({ error: 'Password must be text.' })
      .min(1, 'Password is required.')
      .max(200, 'Password is too long.')
      .optional(),
  })
  .refine((body) => (body.pin === undefined) !== (body.password === undefined), {
    message: returnToParentNeedsOneMessage,
  });
export type ReturnToParentRequest = z.infer<typeof returnToParentRequestSchema>;

/** `pin: null` removes the PIN (the device then goes back with the password only). */
export const setParentPinRequestSchema = z.object({
  currentPassword,
  pin: pin.nullable(),
});
export type SetParentPinRequest = z.infer<typeof setParentPinRequestSchema>;

export const parentProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  has_pin: z.boolean(),
  theme: familyThemeSchema,
});
export type ParentProfile = z.infer<typeof parentProfileSchema>;

/** The typed confirmation is the parent area's; the server asks for the password. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password is too long.'),
});
