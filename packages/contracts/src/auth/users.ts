import { z } from 'zod';
import { roleSchema } from '../roles';
import { type AgeBand, ageBandForAge, ageBands, childAvatars } from '../families';
import { languagePreferencesSchema } from './preferences';

/** The user as every client sees it (login, register, me). Never carries a password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Children who log in with a username have no email. */
  email: z.string().nullable(),
  role: roleSchema,
  avatar: z.string().nullable(),
  /** Only children have a username (their parent picks it). */
  username: z.string().nullable(),
  /** The account's language and digits; null until the user picks them (the device's choice stands). */
  preferences: languagePreferencesSchema,
  /** Whether the parent confirmed their email address from the emailed link (admins: true; children: false). */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * A login's answer: the session, and a fresh remembered-device token for this account on this device (random,
 * kept hashed by the server, replacing the one sent; it ends with a password change or a log-out everywhere).
 */
export const loginResponseSchema = sessionResponseSchema.extend({ deviceToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const parentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type Parent = z.infer<typeof parentSchema>;

/** "Read to me" is on by default up to this age (and while the age is unknown). */
const readToMeUpToAge = 7;

/** Whether the app reads aloud to a child: the parent's choice, or (null) on when the age is unknown or ≤ 7. */
export function readToMeFor(choice: boolean | null, age: number | null): boolean {
  return choice ?? (age === null || age <= readToMeUpToAge);
}

/**
 * A child's age band and Read to me as stored (null: not chosen, so it follows the age) as every client reads them:
 * the service presents its rows with it and the mocks theirs.
 */
export function childSettingsOf(age: number | null, ageBand: AgeBand | null, readToMe: boolean | null) {
  return {
    age_band: ageBand ?? ageBandForAge(age),
    age_band_follows_age: ageBand === null,
    read_to_me: readToMeFor(readToMe, age),
    read_to_me_follows_age: readToMe === null,
  };
}

export const childSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  /** The parent's name, as the admin's children table shows it. */
  parent: z.string().nullable(),
  parent_id: z.number().int(),
  created_at: z.string(),
  /** A built-in picture; null for children added before avatars existed. */
  avatar: z.enum(childAvatars).nullable(),
  weekly_goal_minutes: z.number().int(),
  /** The band the parent chose, or the one the child's age falls in (`ageBandForAge`). */
  age_band: z.enum(ageBands),
  /** True when no band was chosen, so `age_band` follows the child's age (and moves with it). */
  age_band_follows_age: z.boolean(),
  music_free_only: z.boolean(),
  /** Whether the child area reads its instructions aloud: the parent's choice, or the age's (`readToMeFor`). */
  read_to_me: z.boolean(),
  /** True when the parent chose nothing, so `read_to_me` follows the child's age (on up to 7). */
  read_to_me_follows_age: z.boolean(),
  /** Whether the child has a picture code for the family device (the code itself is never answered). */
  has_picture_code: z.boolean(),
  /** The parent lets this child in on the family device by tapping their tile alone (no picture code asked). */
  opens_without_code: z.boolean(),
  /** The parent receives a weekly note about this child by email (off until the parent turns it on). */
  weekly_digest: z.boolean(),
});
export type Child = z.infer<typeof childSchema>;

export const adminProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;
