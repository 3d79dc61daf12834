import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { authEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers, mockPath, mockState } from '@young-minds/mocks';
import { renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The table's data rows (the header row left out). */
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Children' }))
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const pairsIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function openScreen() {
  const utils = renderAdmin('/admin/children');
  await screen.findByRole('cell', { name: 'Maryam' });
  return utils;
}

/** Records the bodies of the children edits sent to the server (the mock still answers them). */
function recordEdits(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(mockPath(authEndpoints.updateChild), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

async function openEdit(user: ReturnType<typeof renderAdmin>['user'], name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Child' });
  await within(dialog).findByLabelText('Name');
  return dialog;
}

const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('Manage Children list', () => {
  it('when the list is loading, then a spinner shows, then the children newest first with their login and parent', async () => {
    const held = errorHandlers.pending('get', authEndpoints.listChildren);
    server.use(held.handler);
    renderAdmin('/admin/children');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Children' })).toBeInTheDocument();
    expect(await screen.findByText('Loading children…')).toBeInTheDocument();
    held.release();
    await screen.findByRole('cell', { name: 'Maryam' });
    expect(screen.queryByText('Loading children…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Name',
      'Age',
      'Email',
      'Parent Name',
      'Actions',
    ]);
    expect(dataRows().map((row) => cellsOf(row).slice(0, 5))).toEqual([
      ['1', 'Zainab', '7', 'zainab.r (username)', 'Aisha Rahman'],
      ['2', 'Ibrahim', '10', 'ibrahim.s@example.com', 'Omar Siddiqui'],
      ['3', 'Maryam', '6', 'maryam.k (username)', 'Fatima Khan'],
      ['4', 'Yusuf', '8', 'yusuf (username)', 'Fatima Khan'],
    ]);
    expect(
      within(dataRows()[0]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Edit', 'Delete']);
    expect(within(dataRows()[0]!).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('Zainab');
  });

  it('when a child has no email, username, age or parent name, then those cells read as a dash', async () => {
    adminMockState.children = [
      {
        id: 50,
        name: 'Hamza',
        age: null,
        email: null,
        username: null,
        avatar: null,
        weekly_goal_minutes: 120,
        age_band: '9-12',
        age_band_follows_age: true,
        music_free_only: false,
        read_to_me: true,
        read_to_me_follows_age: true,
        has_picture_code: false,
        opens_without_code: false,
        weekly_digest: false,
        parent: null,
        parent_id: 4,
        created_at: '2026-11-01T00:00:00.000Z',
      },
    ];
    renderAdmin('/admin/children');
    await screen.findByRole('cell', { name: 'Hamza' });
    expect(cellsOf(dataRows()[0]!).slice(0, 5)).toEqual(['1', 'Hamza', '—', '—', '—']);
  });

  it('when there are no children, then it says No children found.', async () => {
    adminMockState.children = [];
    renderAdmin('/admin/children');
    expect(await screen.findByRole('cell', { name: 'No children found.' })).toBeInTheDocument();
  });
});

describe('Manage Children details', () => {
  it('when View is pressed, then Child Details loads the child from the server; Close closes it', async () => {
    const held = errorHandlers.pending('get', authEndpoints.getChild);
    server.use(held.handler);
    const { user } = await openScreen();
    const view = within(rowOf('Ibrahim')).getByRole('button', { name: 'View' });
    await user.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Child Details' });
    expect(within(dialog).getByText('Loading child…')).toBeInTheDocument();
    held.release();
    await within(dialog).findByText('ibrahim.s@example.com');
    expect(pairsIn(dialog)).toEqual([
      ['Name', 'Ibrahim'],
      ['Age', '10'],
      ['Email', 'ibrahim.s@example.com'],
      ['Username', '—'],
      ['Parent Name', 'Omar Siddiqui'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('when the child is gone from the server, then the dialog says so', async () => {
    const { user } = await openScreen();
    adminMockState.children = adminMockState.children.filter((child) => child.id !== 5);
    await user.click(within(rowOf('Maryam')).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Child Details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load child: Child not found.');
  });
});

describe('Manage Children edit', () => {
  it('when Edit is pressed, then the dialog loads the child into labelled fields, Name focused', async () => {
    const held = errorHandlers.pending('get', authEndpoints.getChild);
    server.use(held.handler);
    const { user } = await openScreen();
    await user.click(within(rowOf('Maryam')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Child' });
    expect(within(dialog).getByText('Loading child…')).toBeInTheDocument();
    held.release();
    const name = await within(dialog).findByLabelText('Name');
    expect(name).toHaveValue('Maryam');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Age')).toHaveValue(6);
    expect(within(dialog).getByLabelText('Age')).toHaveAttribute('type', 'number');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('maryam.k');
    // Children have no email: the dialog offers none.
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('New Password')).toHaveValue('');
    expect(within(dialog).getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Save Changes']);
  });

  it('when the edit is saved, then PUT sends it with the new password, the button is busy, then the row shows it and says so', async () => {
    const bodies = recordEdits();
    const held = errorHandlers.pending('put', authEndpoints.updateChild);
    server.use(held.handler);
    const { user } = await openScreen();
    const dialog = await openEdit(user, 'Maryam');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Maryam K.');
    await user.clear(within(dialog).getByLabelText('Age'));
    await user.type(within(dialog).getByLabelText('Age'), '7');
    await user.type(within(dialog).getByLabelText('New Password'), 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const busy = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.release();

    expect(await screen.findByRole('status')).toHaveTextContent('Child updated successfully.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cellsOf(rowOf('Maryam K.')).slice(1, 5)).toEqual(['Maryam K.', '7', 'maryam.k (username)', 'Fatima Khan']);
    expect(bodies).toEqual([{ name: 'Maryam K.', age: 7, username: 'maryam.k', password: 'newpass1' }]);
    expect(adminMockState.children.find((child) => child.id === 5)).toMatchObject({ name: 'Maryam K.', age: 7 });
    expect(mockState.accounts.get('maryam.k')?.password).toBe('newpass1');
  });

  it('when the new password is left empty, then no password is sent and the old one still works', async () => {
    const bodies = recordEdits();
    const { user } = await openScreen();
    const dialog = await openEdit(user, 'Yusuf');
    await user.clear(within(dialog).getByLabelText('Age'));
    await user.type(within(dialog).getByLabelText('Age'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Child updated successfully.');
    expect(bodies).toEqual([{ name: 'Yusuf', age: 9, username: 'yusuf' }]);
    expect(mockState.accounts.get('yusuf')?.password).toBe('child123');
  });

  it('when fields break the rules, then each says why, the first is focused and nothing is sent', async () => {
    const bodies = recordEdits();
    const { user } = await openScreen();
    const dialog = await openEdit(user, 'Maryam');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.clear(within(dialog).getByLabelText('Age'));
    await user.type(within(dialog).getByLabelText('Age'), '19');
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'ab');
    await user.type(within(dialog).getByLabelText('New Password'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Age')).toHaveAccessibleDescription('Age must be between 1 and 18.');
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters.',
    );
    expect(within(dialog).getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters.',
    );
    for (const label of ['Name', 'Age', 'Username', 'New Password']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(bodies).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit Child' })).toBeInTheDocument();
  });

  it('when the age is empty, then it says the age must be between 1 and 18', async () => {
    const { user } = await openScreen();
    const dialog = await openEdit(user, 'Maryam');
    await user.clear(within(dialog).getByLabelText('Age'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByLabelText('Age')).toHaveAccessibleDescription('Age must be between 1 and 18.');
  });

  it('when the server refuses the edit, then its message shows in the dialog and the row is unchanged', async () => {
    silenceExpectedErrorLog();
    const { user } = await openScreen();
    const dialog = await openEdit(user, 'Maryam');
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'yusuf');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update child: This username is already taken. Please choose another.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();

    // The username is the child's login: emptied, the form says so and sends nothing.
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cellsOf(rowOf('Maryam'))[3]).toBe('maryam.k (username)');
    expect(adminMockState.children.find((child) => child.id === 5)?.username).toBe('maryam.k');
  });

  it('when Cancel is pressed, then nothing is saved', async () => {
    const bodies = recordEdits();
    const { user } = await openScreen();
    const dialog = await openEdit(user, 'Zainab');
    await user.type(within(dialog).getByLabelText('Name'), ' Rahman');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names()).toContain('Zainab');
    expect(bodies).toEqual([]);
  });
});

describe('Manage Children delete', () => {
  it('when Delete is confirmed, then the server deletes the child, the list reloads and says so', async () => {
    const { user } = await openScreen();
    await user.click(within(rowOf('Yusuf')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this child?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Child deleted.');
    await waitFor(() => expect(names()).toEqual(['Zainab', 'Ibrahim', 'Maryam']));
    expect(adminMockState.children.map((child) => child.id)).not.toContain(3);
    expect(mockState.accounts.has('yusuf')).toBe(false);
  });

  it('when the server refuses the delete, then a danger notice gives its message and the row stays', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('delete', authEndpoints.deleteChild, 404, 'Child not found.'));
    const { user } = await openScreen();
    await user.click(within(rowOf('Zainab')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete child: Child not found.');
    expect(names()).toContain('Zainab');
  });
});
