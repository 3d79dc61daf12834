import { type AddChildRequest, type UpdateChildRequest, usernameTakenMessage } from '@young-minds/contracts';
import type { AuthRepos, UserRecord, UserUpdateResult } from '@young-minds/db';
import { HttpError, notFound } from '@young-minds/service-kit';
import { hashPassword } from '../passwords';

type Users = AuthRepos['users'];

/** The user an edit stored; the account vanishing mid-request (deleted meanwhile) is a 404. */
export function storedUser(result: UserUpdateResult): UserRecord {
  if (!result.ok) throw notFound();
  return result.user;
}

/** A child's username must be unique across every account: checked here for a clear 409, and by the database's unique keys. */
export async function assertLoginFree(users: Users, username: string | undefined, exceptId?: number): Promise<void> {
  if (username && (await users.usernameTaken(username, exceptId))) {
    throw new HttpError(409, usernameTakenMessage);
  }
}

/**
 * Edits a child (by its parent or an admin). The username is the child's login: it can change, never go; children
 * have no email (the contract refuses one), so none is ever written here.
 */
export async function applyChildUpdate(
  users: Users,
  child: UserRecord,
  patch: UpdateChildRequest,
): Promise<UserRecord> {
  await assertLoginFree(users, patch.username, child.id);

  let updated = storedUser(
    await users.update(child.id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.age !== undefined && { age: patch.age }),
      ...(patch.username !== undefined && { username: patch.username }),
      ...(patch.avatar !== undefined && { avatar: patch.avatar }),
      ...(patch.weekly_goal_minutes !== undefined && { weeklyGoalMinutes: patch.weekly_goal_minutes }),
      ...(patch.age_band !== undefined && { ageBand: patch.age_band }),
      ...(patch.music_free_only !== undefined && { musicFreeOnly: patch.music_free_only }),
      ...(patch.read_to_me !== undefined && { readToMe: patch.read_to_me }),
      ...(patch.opens_without_code !== undefined && { opensWithoutCode: patch.opens_without_code }),
      ...(patch.weekly_digest !== undefined && { weeklyDigest: patch.weekly_digest }),
    }),
  );
  if (patch.password !== undefined)
    updated = storedUser(await users.setPasswordHash(child.id, await hashPassword(patch.password)));
  return updated;
}

export async function newChildFields(request: AddChildRequest) {
  return {
    name: request.name,
    age: request.age,
    username: request.username,
    passwordHash: await hashPassword(request.password),
    avatar: request.avatar,
    ageBand: request.age_band ?? null,
    readToMe: request.read_to_me ?? null,
    ...(request.weekly_goal_minutes !== undefined && { weeklyGoalMinutes: request.weekly_goal_minutes }),
    ...(request.music_free_only !== undefined && { musicFreeOnly: request.music_free_only }),
  };
}
