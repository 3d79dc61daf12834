import { z } from 'zod';
import { ageBands, childAvatars, weeklyGoalLimits } from '../families';
import { isoDateSchema } from '../plans';

export const minPasswordLength = 6;
export const passwordTooShortMessage = 'Password must be at least 6 characters.';
/** The server's sentence for a sixth child (the Pro plan allows 5); the parent area shows it as it is. */
export const maxChildrenMessage = 'You can add at most 5 children on the Pro plan.';
/** A parent whose subscription has ended cannot add children (403). */
export const addChildNeedsSubscriptionMessage = 'An active subscription is needed to add children.';
export const usernameTakenMessage = 'This username is already taken. Please choose another.';
export const childAvatarInvalidMessage = 'Choose one of the built-in pictures for your child.';
export const weeklyGoalInvalidMessage = `The weekly goal must be between ${weeklyGoalLimits.min} and ${weeklyGoalLimits.max} minutes.`;
export const ageBandInvalidMessage = `The age band must be one of ${ageBands.join(', ')}.`;
/** Children log in with a username; an address typed on a child would be someone else's (issue 29). */
export const childHasNoEmailMessage = 'Children have no email: they log in with their username.';

/** A text field whose absence or wrong type reads as a sentence ('Phone is required.'), not as zod's jargon. */
function text(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
  });
}

const password = text('Password').min(minPasswordLength, passwordTooShortMessage).max(200, 'Password is too long.');
const email = text('Email').trim().toLowerCase().pipe(z.email('Please enter a valid email address.').max(254));
const name = text('Name').trim().min(1, 'Name is required.').max(120, 'Name is too long.');
const phone = text('Phone')
  .trim()
  .min(1, 'Phone is required.')
  .max(32, 'Phone is too long.')
  .regex(/^[+()\d\s.-]+$/, 'Please enter a valid phone number.');
/** A child's login name: letters, digits, dot, dash and underscore; it never contains '@', so it cannot look like an email. */
const username = text('Username')
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters.')
  .max(40, 'Username is too long.')
  .regex(/^[a-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores.');
const age = z.coerce
  .number({ error: 'Age must be a number.' })
  .int('Age must be a whole number.')
  .min(1, 'Age must be between 1 and 18.')
  .max(18, 'Age must be between 1 and 18.');

export const loginRequestSchema = z.object({
  /** An email, or a child's username (children log in at the same call). */
  email: text('Email').trim().min(1, 'Email is required.').max(254),
  password: text('Password').min(1, 'Password is required.').max(200),
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
  username: text('Username').trim().min(1, 'Username is required.').max(254),
  password: text('Password').min(1, 'Password is required.').max(200),
});

export const registerRequestSchema = z.object({
  name,
  phone,
  email,
  password,
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
  email,
  password,
  /** The one-time code written at first start. Optional here so a missing one gets the server's clear 403, not a 400. */
  setupCode: z.string({ error: 'Setup code must be text.' }).max(64, 'Setup code is too long.').optional(),
});

export const messageResponseSchema = z.object({ message: z.string() });

export const changePasswordRequestSchema = z.object({
  currentPassword: text('Current password').min(1, 'Current password is required.').max(200),
  newPassword: password,
});

export const updateAdminProfileRequestSchema = z.object({
  name,
  email,
  /** Sent only when the admin typed a new one. */
  password: password.optional(),
});

export const updateParentProfileRequestSchema = z.object({ name, email, phone });
export type UpdateParentProfileRequest = z.infer<typeof updateParentProfileRequestSchema>;

/** A built-in picture (no photo uploads of children). */
const childAvatar = z.enum(childAvatars, { error: childAvatarInvalidMessage });
const weeklyGoalMinutes = z.coerce
  .number({ error: weeklyGoalInvalidMessage })
  .int(weeklyGoalInvalidMessage)
  .min(weeklyGoalLimits.min, weeklyGoalInvalidMessage)
  .max(weeklyGoalLimits.max, weeklyGoalInvalidMessage);
const ageBand = z.enum(ageBands, { error: ageBandInvalidMessage });
const musicFreeOnly = z.boolean({ error: 'Music-free only must be true or false.' });
/** Null: "Read to me" follows the child's age (on up to 7). */
const readToMe = z.boolean({ error: 'Read to me must be true or false.' }).nullable();
/** Refused whenever it is sent (null too), with a sentence naming the field: a child is never given an email. */
const noChildEmail = z.never({ error: childHasNoEmailMessage }).optional();

/**
 * A parent adds a child: the child logs in with the username (children need no email) and the password.
 * The weekly goal, age band, music-free and Read to me settings are optional (default: 120 minutes, the age's
 * band, off, the age's Read to me).
 */
export const addChildRequestSchema = z.object({
  name,
  age,
  username,
  password,
  email: noChildEmail,
  avatar: childAvatar,
  weekly_goal_minutes: weeklyGoalMinutes.optional(),
  /** Null (or absent): the band follows the child's age. */
  age_band: ageBand.nullable().optional(),
  music_free_only: musicFreeOnly.optional(),
  /** Null (or absent): Read to me follows the child's age. */
  read_to_me: readToMe.optional(),
});
export type AddChildRequest = z.infer<typeof addChildRequestSchema>;

/** Every field optional; a new password is set only when given. The username stays: it is the child's login. */
export const updateChildRequestSchema = z
  .object({
    name: name.optional(),
    age: age.optional(),
    username: username.optional(),
    email: noChildEmail,
    password: password.optional(),
    avatar: childAvatar.optional(),
    weekly_goal_minutes: weeklyGoalMinutes.optional(),
    /** Null: the band follows the child's age again. */
    age_band: ageBand.nullable().optional(),
    music_free_only: musicFreeOnly.optional(),
    /** Null: Read to me follows the child's age again. */
    read_to_me: readToMe.optional(),
    /** On the family device, the child's tile opens without a picture code. */
    opens_without_code: z.boolean({ error: 'opens_without_code must be true or false.' }).optional(),
    /** The weekly note about this child, emailed to the parent at the end of the family's week. */
    weekly_digest: z.boolean({ error: 'weekly_digest must be true or false.' }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update.' });
export type UpdateChildRequest = z.infer<typeof updateChildRequestSchema>;
