import type { HttpHandler } from 'msw';
import { type PublicUser, authEndpoints } from '@young-minds/contracts';
import { mockMessages, mockToken } from '../fixtures';
import { MockHttpError, crudHandlers, mockRoute, newestFirst } from '../kit';
import { editedChild, forgetFamily, loginTaken, loginsOf, refileAccount, removeAccounts } from '../state';
import { adminMockMessages } from './fixtures';
import { adminMockState } from './state';

/** The auth service's own words (services/auth/src/admin/routes.ts and users/child-updates.ts). */
const peopleMockMessages = {
  ...adminMockMessages,
  parentDeleted: 'Parent deleted.',
  childDeleted: 'Child deleted.',
  profileNotFound: 'Profile not found.',
  emailTaken: mockMessages.emailTaken,
} as const;

/** The signed-in admin's login entry, or the service's 404 when the account is gone. */
function ownAccount(user: PublicUser | undefined): { password: string; user: PublicUser } {
  const account = user && loginsOf(user.id)[0]?.[1];
  if (!account) throw new MockHttpError(404, peopleMockMessages.profileNotFound);
  return account;
}

/** The admin's view of every family and the admin's own profile, as the auth service answers them. */
export const peopleHandlers: HttpHandler[] = [
  mockRoute(authEndpoints.getAdminProfile, ({ user }) => {
    const { id, name, email } = ownAccount(user).user;
    return { id, name, email: email ?? '' };
  }),

  mockRoute(authEndpoints.updateAdminProfile, ({ body, user }) => {
    const account = ownAccount(user);
    const { name, email, password } = body;
    if (loginTaken(email, account.user.id)) throw new MockHttpError(409, peopleMockMessages.emailTaken);
    const updated: PublicUser = { ...account.user, name, email };
    refileAccount(updated, password);
    const profile = { id: updated.id, name, email };
    // The service revokes earlier tokens on a new password and hands back a fresh one (mock tokens never change).
    return password === undefined ? profile : { ...profile, token: mockToken(updated) };
  }),

  // The service deletes the parent with their children, subscriptions and payments in one transaction.
  ...crudHandlers({
    endpoints: { list: authEndpoints.listParents, get: authEndpoints.getParent, remove: authEndpoints.deleteParent },
    rows: () => adminMockState.parents,
    notFound: peopleMockMessages.parentNotFound,
    list: { search: (parent) => [parent.name, parent.email], order: newestFirst },
    remove: { after: (parent) => forgetFamily(parent.id), message: peopleMockMessages.parentDeleted },
  }),

  ...crudHandlers({
    endpoints: {
      list: authEndpoints.listChildren,
      get: authEndpoints.getChild,
      update: authEndpoints.updateChild,
      remove: authEndpoints.deleteChild,
    },
    rows: () => adminMockState.children,
    notFound: peopleMockMessages.childNotFound,
    list: { search: (child) => [child.name, child.email, child.username], order: newestFirst },
    update: { apply: (child, { body }) => editedChild(child, body) },
    remove: { after: (child) => removeAccounts([child.id]), message: peopleMockMessages.childDeleted },
  }),
];
