import { screen } from '@testing-library/react';
import { adminTeamEndpoints, adminTeamMessages, emailMessages } from '@young-minds/contracts';
import { MockHttpError, mockRoute } from '@young-minds/mocks';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();

/** The invitations the back end would hold: token → whether it was used. */
function serveInvitations(tokens: Record<string, boolean>) {
  const accepted: { token: string; password: string }[] = [];
  server.use(
    mockRoute(adminTeamEndpoints.acceptInvite, ({ body }) => {
      if (!(body.token in tokens) || tokens[body.token]) throw new MockHttpError(400, adminTeamMessages.badInvite);
      tokens[body.token] = true;
      accepted.push(body);
      return { message: adminTeamMessages.accepted };
    }),
  );
  return accepted;
}

describe('Accept an invitation', () => {
  it('when the link is good, then the password is set, the server’s sentence shown and the page links to log in', async () => {
    const accepted = serveInvitations({ 'invite-1': false });
    const { user } = renderAt('/accept-invite?token=invite-1');
    expect(screen.getByRole('heading', { name: 'Join the Young Minds team' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'reviewer-pass-1');
    await user.type(screen.getByLabelText('Type the new password again', { exact: true }), 'reviewer-pass-1');
    await user.click(screen.getByRole('button', { name: 'Accept and set my password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(adminTeamMessages.accepted);
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(accepted).toEqual([{ token: 'invite-1', password: 'reviewer-pass-1' }]);
  });

  it('when the link was used or is unknown, then the server’s sentence is shown and no form', async () => {
    serveInvitations({ 'invite-2': true });
    const { user } = renderAt('/accept-invite?token=invite-2');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'reviewer-pass-1');
    await user.type(screen.getByLabelText('Type the new password again', { exact: true }), 'reviewer-pass-1');
    await user.click(screen.getByRole('button', { name: 'Accept and set my password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminTeamMessages.badInvite);
    expect(screen.queryByLabelText('New password', { exact: true })).not.toBeInTheDocument();
  });

  it('when the passwords differ or are short, then the fields say so and nothing is sent', async () => {
    const accepted = serveInvitations({ 'invite-3': false });
    const { user } = renderAt('/accept-invite?token=invite-3');
    await user.type(screen.getByLabelText('New password', { exact: true }), 'short');
    await user.click(screen.getByRole('button', { name: 'Accept and set my password' }));
    expect(screen.getByLabelText('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('New password', { exact: true }));
    await user.type(screen.getByLabelText('New password', { exact: true }), 'reviewer-pass-1');
    await user.type(screen.getByLabelText('Type the new password again', { exact: true }), 'reviewer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Accept and set my password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(accepted).toEqual([]);
  });

  it('when the link has no token, then the page says so at once', () => {
    renderAt('/accept-invite');
    expect(screen.getByRole('alert')).toHaveTextContent(emailMessages.tokenRequired);
    expect(screen.queryByLabelText('New password', { exact: true })).not.toBeInTheDocument();
  });
});
