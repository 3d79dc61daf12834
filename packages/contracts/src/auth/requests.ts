import { z } from 'zod';
import { ageBands, childAvatars, weeklyGoalLimits } from '../families';
import {
  emailField as email,
  nameField as name,
  passwordField as password,
  phoneField as phone,
  textField as text,
} from './fields';

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
