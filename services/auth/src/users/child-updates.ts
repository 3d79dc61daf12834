import { type AddChildRequest, type UpdateChildRequest, usernameTakenMessage } from '@young-minds/contracts';
import type { AuthRepos, UserRecord, UserUpdateResult } from '@young-minds/db';
import { HttpError, notFound } from '@young-minds/service-kit';
import { hashPassword } from '../passwords';

const childEmailTakenMessage = 'An account with this email already exists.';
const loginRequiredMessage = 'Choose a username or an email for your child to log in with.';

type Users = AuthRepos['users'];

/** The user an edit stored; the account vanishing mid-request (deleted meanwhile) is a 404. */
export function storedUser(result: UserUpdateResult): UserRecord {
  if (!result.ok) throw notFound();
  return result.user;
}

/** A child's login must be unique across every account: checked here for a clear 409, and by the database's unique keys. */
export async function assertLoginFree(
  users: Users,
  login: { username?: string | null; email?: string | null },
  exceptId?: number,
): Promise<void> {
  if (login.username && (await users.usernameTaken(login.username, exceptId))) {
    throw new HttpError(409, usernameTakenMessage);
  }
  if (login.email && (await users.emailTaken(login.email, exceptId))) {
    throw new HttpError(409, childEmailTakenMessage);
  }
}

/** Edits a child (by its parent or an admin). A child keeps at least one way to log in. */
export async function applyChildUpdate(
  users: Users,
  child: UserRecord,
  patch: UpdateChildRequest,
): Promise<UserRecord> {
  const username = patch.username === undefined ? child.username : patch.username;
  const email = patch.email === undefined ? child.email : patch.email;
  if (!username && !email) throw new HttpError(400, loginRequiredMessage);
  await assertLoginFree(users, { username: patch.username, email: patch.email }, child.id);

  let updated = storedUser(
    await users.update(child.id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.age !== undefined && { age: patch.age }),
      ...(patch.username !== undefined && { username: patch.username }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.avatar !== undefined && { avatar: patch.avatar }),
      ...(patch.weekly_goal_minutes !== undefined && { weeklyGoalMinutes: patch.weekly_goal_minutes }),
      ...(patch.age_band !== undefined && { ageBand: patch.age_band }),
      ...(patch.music_free_only !== undefined && { musicFreeOnly: patch.music_free_only }),
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
    ...(request.weekly_goal_minutes !== undefined && { weeklyGoalMinutes: request.weekly_goal_minutes }),
    ...(request.music_free_only !== undefined && { musicFreeOnly: request.music_free_only }),
  };
}
