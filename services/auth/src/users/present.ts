import {
  type AdminProfile,
  type AgeBand,
  type Child,
  type ChildAvatar,
  type DigitStyle,
  type InterfaceLocale,
  type LanguagePreferences,
  type FamilyDevice,
  type FamilyTheme,
  type Parent,
  type PublicUser,
  ageBands,
  childAvatars,
  childSettingsOf,
  defaultFamilyTheme,
  digitStyles,
  interfaceLocales,
  familyThemes,
} from '@young-minds/contracts';
import type { FamilyDeviceRecord, UserRecord } from '@young-minds/db';

/** The only shapes a user leaves this service in: no password hash, no token version. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar ?? null,
    username: user.username ?? null,
    preferences: preferencesOf(user),
    // Admins' addresses are the operators' own; children have none to confirm.
    emailVerified: user.role === 'admin' || (user.role === 'parent' && user.emailVerifiedAt != null),
  };
}

/** The stored language choices; a value no longer offered reads as not chosen. */
export function preferencesOf(user: Pick<UserRecord, 'locale' | 'digits'>): LanguagePreferences {
  return {
    locale: interfaceLocales.find((locale): locale is InterfaceLocale => locale === user.locale) ?? null,
    digits: digitStyles.find((digits): digits is DigitStyle => digits === user.digits) ?? null,
  };
}

export function toParent(user: UserRecord): Parent {
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? null,
    created_at: isoTime(user.createdAt),
  };
}

export function toChild(user: UserRecord, parentName: string | null): Child {
  if (user.parentId === null) throw new Error(`User ${user.id} is not a child account.`);
  const readToMe = user.readToMe === null || user.readToMe === undefined ? null : Boolean(user.readToMe);
  return {
    id: user.id,
    name: user.name,
    age: user.age ?? null,
    email: user.email,
    username: user.username ?? null,
    parent: parentName,
    parent_id: user.parentId,
    created_at: isoTime(user.createdAt),
    avatar: childAvatars.find((avatar): avatar is ChildAvatar => avatar === user.avatar) ?? null,
    weekly_goal_minutes: user.weeklyGoalMinutes,
    ...childSettingsOf(
      user.age ?? null,
      ageBands.find((band): band is AgeBand => band === user.ageBand) ?? null,
      readToMe,
    ),
    music_free_only: Boolean(user.musicFreeOnly),
    has_picture_code: user.pictureCodeHash !== null && user.pictureCodeHash !== undefined,
    opens_without_code: Boolean(user.opensWithoutCode),
    weekly_digest: Boolean(user.weeklyDigest),
  };
}

/** A family's theme by its stored name; the default when none (or one no longer offered) is stored. */
export function familyThemeOf(themeName: string | null): FamilyTheme {
  return familyThemes.find((theme) => theme.name === themeName) ?? defaultFamilyTheme;
}

/** A family device as the parent sees it (and the export lists it): never its token hash. */
export function toFamilyDevice(device: FamilyDeviceRecord): FamilyDevice {
  return {
    id: device.id,
    name: device.name,
    created_at: isoTime(device.createdAt),
    last_used_at: isoTime(device.lastUsedAt ?? null),
  };
}

export function toAdminProfile(user: UserRecord): AdminProfile {
  return { id: user.id, name: user.name, email: user.email ?? '' };
}

export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null): string | null;
export function isoTime(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
