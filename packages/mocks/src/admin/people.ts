import { delay, http, type HttpHandler } from 'msw';
import {
  type Child,
  type PublicUser,
  authEndpoints,
  idParamsSchema,
  listQuerySchema,
  updateAdminProfileRequestSchema,
  updateChildRequestSchema,
} from '@young-minds/contracts';
import { mockMessages, mockToken } from '../fixtures';
import { authorize, fail, firstIssue, latency, mockPath, pageOfItems, queryOf, readJson, reply } from '../respond';
import { mockState } from '../state';
import { adminMockMessages } from './fixtures';
import { adminMockState, matchesSearch } from './state';

/** The auth service's own words (services/auth/src/admin/routes.ts and users/child-updates.ts). */
export const peopleMockMessages = {
  parentNotFound: adminMockMessages.parentNotFound,
  childNotFound: adminMockMessages.childNotFound,
  parentDeleted: 'Parent deleted.',
  childDeleted: 'Child deleted.',
  profileNotFound: 'Profile not found.',
  emailTaken: mockMessages.emailTaken,
  usernameTaken: 'This username is already taken. Please choose another.',
  loginRequired: 'Choose a username or an email for your child to log in with.',
} as const;

/** Newest first, the id breaking ties, as every list of the services. */
const newestFirst = <T extends { id: number; created_at: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

const sameText = (a: string | null | undefined, b: string | null | undefined) => Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** Whether an email belongs to any account other than `exceptId` (emails are unique across every role). */
function emailTaken(email: string, exceptId: number): boolean {
  const { parents, children } = adminMockState;
  return (
    [...mockState.accounts.values()].some(({ user }) => user.id !== exceptId && sameText(user.email, email)) ||
    parents.some((parent) => parent.id !== exceptId && sameText(parent.email, email)) ||
    children.some((child) => child.id !== exceptId && sameText(child.email, email))
  );
}

function usernameTaken(username: string, exceptId: number): boolean {
  return (
    [...mockState.accounts.values()].some(({ user }) => user.id !== exceptId && user.username === username) ||
    adminMockState.children.some((child) => child.id !== exceptId && child.username === username)
  );
}

/** The login entries (email or username → account) of one user. */
function accountsOf(userId: number): Array<[string, { password: string; user: PublicUser }]> {
  return [...mockState.accounts.entries()].filter(([, account]) => account.user.id === userId);
}

function removeAccounts(userIds: readonly number[]): void {
  for (const [login, account] of [...mockState.accounts.entries()]) {
    if (userIds.includes(account.user.id)) mockState.accounts.delete(login);
  }
}

/**
 * Re-files a user's account under the logins it has now (the service finds a login by email or username), with
 * the new details and, when given, the new password. Creates the account when the user had none and a password
 * is now set, so QA can log in as a child the admin gave a password to.
 */
function refileAccount(user: PublicUser, password: string | undefined): void {
  const previous = accountsOf(user.id)[0]?.[1];
  const nextPassword = password ?? previous?.password;
  removeAccounts([user.id]);
  if (nextPassword === undefined) return;
  for (const login of [user.email, user.username]) {
    if (login) mockState.accounts.set(login.toLowerCase(), { password: nextPassword, user });
  }
}

/** `:id` of the path, or the 400 the service sends for a bad one. */
function idOf(params: Record<string, unknown>): { id: number } | { refusal: Response } {
  const parsed = idParamsSchema.safeParse(params);
  return parsed.success ? { id: parsed.data.id } : { refusal: fail(400, firstIssue(parsed.error)) };
}

/** The admin's view of every family and the admin's own profile, as the auth service answers them. */
export const peopleHandlers: HttpHandler[] = [
  http.get(mockPath(authEndpoints.getAdminProfile), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const account = accountsOf(access.user.id)[0]?.[1];
    if (!account) return fail(404, peopleMockMessages.profileNotFound);
    const { id, name, email } = account.user;
    return reply(authEndpoints.getAdminProfile, { id, name, email: email ?? '' });
  }),

  http.put(mockPath(authEndpoints.updateAdminProfile), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const parsed = updateAdminProfileRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const account = accountsOf(access.user.id)[0]?.[1];
    if (!account) return fail(404, peopleMockMessages.profileNotFound);
    const { name, email, password } = parsed.data;
    if (emailTaken(email, account.user.id)) return fail(409, peopleMockMessages.emailTaken);
    const user: PublicUser = { ...account.user, name, email };
    refileAccount(user, password);
    const profile = { id: user.id, name, email };
    // The service revokes earlier tokens on a new password and hands back a fresh one (mock tokens never change).
    return reply(authEndpoints.updateAdminProfile, password === undefined ? profile : { ...profile, token: mockToken(user) });
  }),

  http.get(mockPath(authEndpoints.listParents), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const query = listQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    const { page, pageSize, search } = query.data;
    const rows = newestFirst(adminMockState.parents).filter((parent) => matchesSearch(search, parent.name, parent.email));
    return reply(authEndpoints.listParents, pageOfItems(rows, page, pageSize));
  }),

  http.get(mockPath(authEndpoints.getParent), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idOf(params);
    if ('refusal' in id) return id.refusal;
    const parent = adminMockState.parents.find((row) => row.id === id.id);
    if (!parent) return fail(404, peopleMockMessages.parentNotFound);
    return reply(authEndpoints.getParent, parent);
  }),

  // The service deletes the parent with their children, subscriptions and payments in one transaction.
  http.delete(mockPath(authEndpoints.deleteParent), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idOf(params);
    if ('refusal' in id) return id.refusal;
    const state = adminMockState;
    if (!state.parents.some((row) => row.id === id.id)) return fail(404, peopleMockMessages.parentNotFound);
    const childIds = state.children.filter((child) => child.parent_id === id.id).map((child) => child.id);
    state.parents = state.parents.filter((row) => row.id !== id.id);
    state.children = state.children.filter((child) => child.parent_id !== id.id);
    state.subscriptions = state.subscriptions.filter((subscription) => subscription.parent_id !== id.id);
    removeAccounts([id.id, ...childIds]);
    return reply(authEndpoints.deleteParent, { message: peopleMockMessages.parentDeleted });
  }),

  http.get(mockPath(authEndpoints.listChildren), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const query = listQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    const { page, pageSize, search } = query.data;
    const rows = newestFirst(adminMockState.children).filter((child) => matchesSearch(search, child.name, child.email, child.username));
    return reply(authEndpoints.listChildren, pageOfItems(rows, page, pageSize));
  }),

  http.get(mockPath(authEndpoints.getChild), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idOf(params);
    if ('refusal' in id) return id.refusal;
    const child = adminMockState.children.find((row) => row.id === id.id);
    if (!child) return fail(404, peopleMockMessages.childNotFound);
    return reply(authEndpoints.getChild, child);
  }),

  http.put(mockPath(authEndpoints.updateChild), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idOf(params);
    if ('refusal' in id) return id.refusal;
    const parsed = updateChildRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const child = adminMockState.children.find((row) => row.id === id.id);
    if (!child) return fail(404, peopleMockMessages.childNotFound);
    const patch = parsed.data;
    const username = patch.username === undefined ? child.username : patch.username;
    const email = patch.email === undefined ? child.email : patch.email;
    // A child keeps at least one way to log in; a login is unique across every account.
    if (!username && !email) return fail(400, peopleMockMessages.loginRequired);
    if (patch.username && usernameTaken(patch.username, child.id)) return fail(409, peopleMockMessages.usernameTaken);
    if (patch.email && emailTaken(patch.email, child.id)) return fail(409, peopleMockMessages.emailTaken);
    const updated: Child = { ...child, name: patch.name ?? child.name, age: patch.age ?? child.age, username, email };
    adminMockState.children = adminMockState.children.map((row) => (row.id === child.id ? updated : row));
    refileAccount({ id: child.id, name: updated.name, email, role: 'child', avatar: accountsOf(child.id)[0]?.[1].user.avatar ?? null, username }, patch.password);
    return reply(authEndpoints.updateChild, updated);
  }),

  http.delete(mockPath(authEndpoints.deleteChild), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idOf(params);
    if ('refusal' in id) return id.refusal;
    if (!adminMockState.children.some((row) => row.id === id.id)) return fail(404, peopleMockMessages.childNotFound);
    adminMockState.children = adminMockState.children.filter((row) => row.id !== id.id);
    removeAccounts([id.id]);
    return reply(authEndpoints.deleteChild, { message: peopleMockMessages.childDeleted });
  }),
];
