import type { HttpHandler } from 'msw';
import { type AdminMember, adminTeamEndpoints as endpoints, adminTeamMessages } from '@young-minds/contracts';
import { mockAccounts } from '../fixtures';
import { fail, mockRoute, mockStore, nextId } from '../kit';
import { mockState } from '../state';

type TeamMember = Omit<AdminMember, 'isYou'> & { token: string | null };

const member = ({ id, name, email }: { id: number; name: string; email: string | null }): TeamMember => ({
  id,
  name,
  email: email ?? '',
  reviewer: true,
  invited: false,
  created_at: '2026-10-01T09:00:00.000Z',
  token: null,
});

/** Admin → Team in QA mode: the admin accounts (both reviewers) and the invitations (token → admin). */
export const [teamMockState] = mockStore(() => ({
  admins: [member(mockAccounts.admin.user), member(mockAccounts.reviewer.user)],
}));

/** Whether the admin may approve content. */
export const isMockReviewer = (id: number) => teamMockState.admins.some((admin) => admin.id === id && admin.reviewer);
/** An admin's name (null once removed), as bylines show it. */
export const mockAdminName = (id: number) => teamMockState.admins.find((admin) => admin.id === id)?.name ?? null;

const shown = ({ token: _token, ...admin }: TeamMember, callerId: number | undefined): AdminMember => ({
  ...admin,
  isYou: admin.id === callerId,
});

/** The team's calls, as the auth service answers them (the invitation's email is not sent in QA mode). */
export function teamHandlers(): HttpHandler[] {
  const find = (id: number) => teamMockState.admins.find((admin) => admin.id === id);
  return [
    mockRoute(endpoints.list, ({ user }) => teamMockState.admins.map((admin) => shown(admin, user?.id))),
    mockRoute(endpoints.invite, ({ body, user }) => {
      const email = body.email.toLowerCase();
      if (mockState.accounts.has(email) || teamMockState.admins.some((admin) => admin.email === email))
        return fail(409, adminTeamMessages.emailTaken);
      const token = `mock-invite-${nextId()}`;
      const admin = {
        ...member({ id: nextId(), name: body.name, email }),
        reviewer: body.reviewer,
        invited: true,
        token,
      };
      teamMockState.admins.push(admin);
      return { message: adminTeamMessages.invited, admin: shown(admin, user?.id), setupToken: token };
    }),
    mockRoute(endpoints.update, ({ params, body, user }) => {
      const admin = find(params.id);
      if (!admin) return fail(404, adminTeamMessages.notFound);
      admin.reviewer = body.reviewer;
      return shown(admin, user?.id);
    }),
    mockRoute(endpoints.remove, ({ params, user }) => {
      if (!find(params.id)) return fail(404, adminTeamMessages.notFound);
      if (params.id === user?.id) return fail(409, adminTeamMessages.notYourself);
      if (teamMockState.admins.length === 1) return fail(409, adminTeamMessages.lastAdmin);
      teamMockState.admins = teamMockState.admins.filter((admin) => admin.id !== params.id);
      for (const [login, account] of mockState.accounts)
        if (account.user.id === params.id) mockState.accounts.delete(login);
      return { message: adminTeamMessages.removed };
    }),
    mockRoute(endpoints.acceptInvite, ({ body }) => {
      const admin = teamMockState.admins.find((one) => one.token !== null && one.token === body.token);
      if (!admin) return fail(400, adminTeamMessages.badInvite);
      Object.assign(admin, { token: null, invited: false });
      const user = { ...mockAccounts.admin.user, id: admin.id, name: admin.name, email: admin.email };
      mockState.accounts.set(admin.email, { password: body.password, user });
      return { message: adminTeamMessages.accepted };
    }),
  ];
}
