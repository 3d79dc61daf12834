import {
  type Child,
  type PublicUser,
  type UpdateChildRequest,
  childSettingsOf,
  unsetLanguagePreferences,
  usernameTakenMessage,
} from '@young-minds/contracts';
import { MockHttpError, resetMockStores } from './kit/errors';
import { definedOnly } from './kit/crud';
import { blogs, mockAccounts } from './fixtures';
import { adminMockState } from './admin/state';
import { parentMockState } from './parent/state';

type FiledAccount = { password: string; user: PublicUser };

/**
 * Links the QA mode knows without an email: each works once for the demo parent (reset the mock state to use them
 * again). Open `/reset-password?token=mock-reset-link` and the like.
 */
export const mockEmailLinks = {
  resetPassword: 'mock-reset-link',
  verifyEmail: 'mock-verify-link',
  signIn: 'mock-sign-in-link',
} as const;

/** What the mock back end remembers between calls (reset it between tests with `resetMockState`). */
const initial = () => ({
  /** Whether the bootstrap admin has a password yet (check-password-set / set-password). */
  adminPasswordSet: false,
  /** Accounts that can log in: login (email or username, lowercased) → password and user. */
  accounts: new Map<string, FiledAccount>(
    Object.values(mockAccounts).map(({ login, password, user }) => [
      login.toLowerCase(),
      { password, user: { ...user } },
    ]),
  ),
  blogs: [...blogs],
  nextUserId: 100,
  /**
   * The open hand-offs ("Start learning as …"): the child's token → the parent who handed over. A hand-off's
   * token works only while it is here: it leaves when the device goes back to the parent and on the parent's
   * password, PIN or logout, as the auth service's hand-off rows end.
   */
  handOffs: new Map<string, number>(),
  /**
   * The emailed links (issue 34) the mock has "sent": token → whose and what for. Each works once; the demo
   * parent's QA links (`mockEmailLinks`) are filed from the start.
   */
  emailLinks: new Map<string, { userId: number; purpose: 'reset-password' | 'verify-email' | 'sign-in' }>([
    [mockEmailLinks.resetPassword, { userId: mockAccounts.parent.user.id, purpose: 'reset-password' }],
    [mockEmailLinks.verifyEmail, { userId: mockAccounts.parent.user.id, purpose: 'verify-email' }],
    [mockEmailLinks.signIn, { userId: mockAccounts.parent.user.id, purpose: 'sign-in' }],
  ]),
});

export type MockState = ReturnType<typeof initial>;

export const mockState: MockState = initial();

/** Every mock store back to its fixtures (this one with `overrides`): a test's calls start from the same data. */
export function resetMockState(overrides: Partial<MockState> = {}): void {
  Object.assign(mockState, initial(), overrides);
  resetMockStores();
}

/** Ends every open hand-off of a parent (the parent's password, PIN or logout). */
export function endHandOffsOf(parentId: number): void {
  for (const [token, parent] of [...mockState.handOffs]) if (parent === parentId) mockState.handOffs.delete(token);
}

/** Every login entry of user `id` (a user logs in by email and by username, each filed apart). */
export const loginsOf = (id: number): Array<[string, FiledAccount]> =>
  [...mockState.accounts.entries()].filter(([, account]) => account.user.id === id);

/** Whether an email or username is any user's but `exceptId`'s (logins are unique across every role). */
export function loginTaken(login: string, exceptId: number): boolean {
  const same = (other: string | null | undefined) => Boolean(other && other.toLowerCase() === login.toLowerCase());
  const users: Array<Pick<PublicUser, 'id' | 'email'> & { username?: string | null }> = [
    ...[...mockState.accounts.values()].map((account) => account.user),
    ...adminMockState.parents,
    ...adminMockState.children,
    ...parentMockState.children,
  ];
  return users.some((user) => user.id !== exceptId && (same(user.email) || same(user.username)));
}

/**
 * Re-files a user's logins under their email and username now, with the new password or the one they had (none
 * without a password: a child nobody gave one cannot log in), so QA logs in with what was just saved.
 */
export function refileAccount(user: PublicUser, password?: string): void {
  const logins = loginsOf(user.id);
  const nextPassword = password ?? logins[0]?.[1].password;
  for (const [login] of logins) mockState.accounts.delete(login);
  if (nextPassword === undefined) return;
  for (const login of [user.email, user.username])
    if (login) mockState.accounts.set(login.toLowerCase(), { password: nextPassword, user });
}

/** A child's login user: the filed one with the child's new details (picture and language kept). */
export function childUser(child: Pick<Child, 'id' | 'name' | 'email' | 'username'>): PublicUser {
  const filed = loginsOf(child.id)[0]?.[1].user;
  return {
    id: child.id,
    name: child.name,
    email: child.email,
    role: 'child',
    avatar: filed?.avatar ?? null,
    username: child.username,
    preferences: filed?.preferences ?? unsetLanguagePreferences,
    emailVerified: false,
  };
}

/** A setting as stored: null while it follows the age, else the chosen value (an edit's null: follows again). */
const chosen = <T>(edit: T | null | undefined, followsAge: boolean, value: T) =>
  edit === undefined ? (followsAge ? null : value) : edit;

/**
 * A child after an edit by its parent or an admin, as the auth service stores it (`applyChildUpdate`) and presents it
 * (`childSettingsOf`): the username unique across every account (409), never an email, its logins re-filed.
 */
export function editedChild(child: Child, patch: UpdateChildRequest): Child {
  if (patch.username && loginTaken(patch.username, child.id)) throw new MockHttpError(409, usernameTakenMessage);
  const { password, age_band, read_to_me, email: _none, ...fields } = patch;
  const updated: Child = { ...child, ...definedOnly(fields), email: null };
  Object.assign(
    updated,
    childSettingsOf(
      updated.age,
      chosen(age_band, child.age_band_follows_age, child.age_band),
      chosen(read_to_me, child.read_to_me_follows_age, child.read_to_me),
    ),
  );
  refileAccount(childUser(updated), password);
  return updated;
}

/** Removes every login of these users (a deleted account, and its children's). */
export function removeAccounts(userIds: readonly number[]): void {
  for (const [login, account] of [...mockState.accounts.entries()])
    if (userIds.includes(account.user.id)) mockState.accounts.delete(login);
}

/**
 * A deleted parent's whole family, whoever deletes it (the parent or an admin), as the auth service's delete
 * cascades: the parent's row, the children, subscriptions, payments, devices, picture codes and every login.
 */
export function forgetFamily(parentId: number): void {
  const ours = (row: { parent_id: number }) => row.parent_id === parentId;
  const childIds = [...adminMockState.children, ...parentMockState.children].filter(ours).map((child) => child.id);
  adminMockState.parents = adminMockState.parents.filter((parent) => parent.id !== parentId);
  adminMockState.children = adminMockState.children.filter((child) => !ours(child));
  adminMockState.subscriptions = adminMockState.subscriptions.filter((row) => !ours(row));
  parentMockState.children = parentMockState.children.filter((child) => !ours(child));
  parentMockState.payments = parentMockState.payments.filter((entry) => entry.parentId !== parentId);
  parentMockState.familyDevices = parentMockState.familyDevices.filter((device) => device.parentId !== parentId);
  for (const id of childIds) parentMockState.pictureCodes.delete(id);
  removeAccounts([parentId, ...childIds]);
}
