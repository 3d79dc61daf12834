import { screen, waitFor, within } from '@testing-library/react';
import { adminTeamEndpoints, adminTeamMessages } from '@young-minds/contracts';
import { errorHandlers, teamMockState } from '@young-minds/mocks';
import { cellTexts, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());
// Beside the shared mocks' two admins (both reviewers): one invited who is not a reviewer yet.
beforeEach(() => {
  teamMockState.admins.push({
    id: 8,
    name: 'Maryam Noor',
    email: 'maryam@youngminds.local',
    reviewer: false,
    invited: true,
    created_at: '2026-11-20T00:00:00.000Z',
    token: 'mock-invite-8',
  });
});

const table = () => screen.getByRole('region', { name: 'Admins' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: new RegExp(name) });

async function openTeam() {
  const utils = renderAdmin('/admin/team');
  await within(await screen.findByRole('region', { name: 'Admins' })).findByRole('cell', { name: /Shaykh Ibrahim/ });
  return utils;
}

describe('Team', () => {
  it('when the team loads, then each admin shows with their email and reviewer flag, the caller marked You and the invited one Invited', async () => {
    await openTeam();
    expect(screen.getByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Team', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(cellTexts(within(table()).getAllByRole('row').slice(1), 3)).toEqual([
      ['AdminYou', 'admin@youngminds.local', 'Yes'],
      ['Shaykh Ibrahim', 'scholar@youngminds.local', 'Yes'],
      ['Maryam NoorInvited', 'maryam@youngminds.local', 'No'],
    ]);
    // Never a Remove on your own row.
    expect(within(rowOf('admin@youngminds.local')).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(within(rowOf('Shaykh Ibrahim')).getByRole('button', { name: 'Remove' })).toHaveAccessibleDescription(
      'Shaykh Ibrahim',
    );
  });

  it('when the admins cannot be loaded, then the table says why', async () => {
    server.use(errorHandlers.status('get', adminTeamEndpoints.list, 500, 'Something went wrong.'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/team');
    expect(await within(await screen.findByRole('region', { name: 'Admins' })).findByRole('alert')).toHaveTextContent(
      'Failed to fetch the admins: Something went wrong.',
    );
  });

  it('when an admin is invited, then the form says the email went out, shows the setup link to copy, and the team lists them as invited', async () => {
    const { user } = await openTeam();
    const invite = screen.getByRole('region', { name: 'Invite an admin' });
    // user-event's clipboard stands in for the browser's (set up with the render).
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(within(invite).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required.');
    expect(within(invite).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(teamMockState.admins).toHaveLength(3);

    await user.type(within(invite).getByRole('textbox', { name: 'Name' }), 'Bilal Ahmed');
    await user.type(within(invite).getByRole('textbox', { name: 'Email' }), 'Bilal@Example.com');
    await user.click(within(invite).getByRole('checkbox', { name: 'Reviewer' }));
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));

    expect(await within(invite).findByText(/We emailed bilal@example.com a link/)).toBeInTheDocument();
    const link = within(invite).getByRole('textbox', { name: 'Setup link (for a server without email)' });
    const { token } = teamMockState.admins.at(-1)!;
    expect(link).toHaveValue(`${window.location.origin}/accept-invite?token=${token}`);
    expect(link).toHaveAttribute('readonly');
    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(await within(invite).findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/accept-invite?token=${token}`);

    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(within(invite).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(await within(table()).findByRole('cell', { name: /Bilal Ahmed/ })).toHaveTextContent('Bilal AhmedInvited');
    expect(teamMockState.admins.at(-1)).toMatchObject({ email: 'bilal@example.com', reviewer: true, invited: true });
  });

  it('when the email is taken, then the invite form shows the server message', async () => {
    const { user } = await openTeam();
    const invite = screen.getByRole('region', { name: 'Invite an admin' });
    await user.type(within(invite).getByRole('textbox', { name: 'Name' }), 'Again');
    await user.type(within(invite).getByRole('textbox', { name: 'Email' }), 'scholar@youngminds.local');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(adminTeamMessages.emailTaken);
    expect(teamMockState.admins).toHaveLength(3);
  });

  it('when an admin is made a reviewer, then it says so and the row follows', async () => {
    const { user } = await openTeam();
    await user.click(within(rowOf('Maryam Noor')).getByRole('button', { name: 'Make reviewer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Maryam Noor is now a reviewer.');
    expect(await within(rowOf('Maryam Noor')).findByRole('button', { name: 'Remove reviewer role' })).toBeVisible();
    expect(teamMockState.admins[2]!.reviewer).toBe(true);
  });

  it('when Remove is cancelled, then the keyboard is back on Remove; when confirmed, then the admin leaves the team', async () => {
    const { user } = await openTeam();
    const remove = within(rowOf('Shaykh Ibrahim')).getByRole('button', { name: 'Remove' });
    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Remove admin' });
    expect(dialog).toHaveTextContent('Remove Shaykh Ibrahim from the admins? The content they wrote stays.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await user.click(remove);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove admin' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(adminTeamMessages.removed);
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: 'Shaykh Ibrahim' })).not.toBeInTheDocument(),
    );
    expect(teamMockState.admins.map((admin) => admin.name)).toEqual(['Admin', 'Maryam Noor']);
  });

  it('when the server refuses to remove the last admin, then its message shows and the row stays', async () => {
    server.use(errorHandlers.status('delete', adminTeamEndpoints.remove, 409, adminTeamMessages.lastAdmin));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openTeam();
    await user.click(within(rowOf('Shaykh Ibrahim')).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove admin' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(adminTeamMessages.lastAdmin);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('Shaykh Ibrahim')).toBeInTheDocument();
  });
});
