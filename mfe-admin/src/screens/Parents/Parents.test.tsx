import { screen, waitFor, within } from '@testing-library/react';
import { authEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The table's data rows (the header row left out). */
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Parents' }))
    .getAllByRole('row')
    .slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

async function openScreen() {
  const utils = renderAdmin('/admin/parents');
  await screen.findByRole('cell', { name: 'Fatima Khan' });
  return utils;
}

const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('Manage Parents list', () => {
  it('when the list is loading, then a spinner shows, then the parents newest first with a running number', async () => {
    const held = errorHandlers.pending('get', authEndpoints.listParents);
    server.use(held.handler);
    renderAdmin('/admin/parents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Parents' })).toBeInTheDocument();
    expect(await screen.findByText('Loading parents…')).toBeInTheDocument();
    held.release();
    await screen.findByRole('cell', { name: 'Fatima Khan' });
    expect(screen.queryByText('Loading parents…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Name',
      'Email',
      'Phone',
      'Actions',
    ]);
    expect(names()).toEqual(['Bilal Ahmed', 'Aisha Rahman', 'Omar Siddiqui', 'Fatima Khan']);
    expect(cellsOf(dataRows()[3]!).slice(0, 4)).toEqual(['4', 'Fatima Khan', 'parent@example.com', '+44 20 7946 0101']);
    // No phone on file reads as a dash.
    expect(cellsOf(dataRows()[0]!)[3]).toBe('—');
    const actions = within(dataRows()[0]!)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['View', 'Delete']);
    expect(within(dataRows()[0]!).getByRole('button', { name: 'View' })).toHaveAccessibleDescription('Bilal Ahmed');
  });

  it('when there are no parents, then it says No parents found.', async () => {
    adminMockState.parents = [];
    renderAdmin('/admin/parents');
    expect(await screen.findByRole('cell', { name: 'No parents found.' })).toBeInTheDocument();
  });

  it('when a name or an email is searched, then the server finds the matches; no match says No parents found.', async () => {
    const { user } = await openScreen();
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await user.type(search, 'omar');
    await waitFor(() => expect(names()).toEqual(['Omar Siddiqui']));
    await user.clear(search);
    await user.type(search, 'aisha.rahman@');
    await waitFor(() => expect(names()).toEqual(['Aisha Rahman']));
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByRole('cell', { name: 'No parents found.' })).toBeInTheDocument();
  });
});

describe('Manage Parents details', () => {
  it('when View is pressed, then Parent Details loads the parent from the server; Close closes it', async () => {
    const held = errorHandlers.pending('get', authEndpoints.getParent);
    server.use(held.handler);
    const { user } = await openScreen();
    const view = within(rowOf('Bilal Ahmed')).getByRole('button', { name: 'View' });
    await user.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Parent Details' });
    expect(within(dialog).getByText('Loading parent…')).toBeInTheDocument();
    held.release();
    expect(await within(dialog).findByText('bilal.ahmed@example.com')).toBeInTheDocument();
    const pairs = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Name', 'Bilal Ahmed'],
      ['Email', 'bilal.ahmed@example.com'],
      ['Phone', '—'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view).toHaveFocus();
  });

  it('when the parent is gone from the server, then the dialog says so', async () => {
    const { user } = await openScreen();
    adminMockState.parents = adminMockState.parents.filter((parent) => parent.id !== 6);
    await user.click(within(rowOf('Aisha Rahman')).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Parent Details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load parent: Parent not found.');
  });
});

describe('Manage Parents delete', () => {
  it('when Delete is confirmed, then the server deletes the parent with their children, the list reloads and says so', async () => {
    const { user } = await openScreen();
    await user.click(within(rowOf('Fatima Khan')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this parent?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Parent deleted.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Bilal Ahmed', 'Aisha Rahman', 'Omar Siddiqui']));
    expect(adminMockState.parents.map((parent) => parent.id)).not.toContain(2);
    expect(adminMockState.children.map((child) => child.parent_id)).not.toContain(2);
  });

  it('when the server refuses the delete, then a danger notice gives its message and the row stays', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('delete', authEndpoints.deleteParent, 404, 'Parent not found.'));
    const { user } = await openScreen();
    await user.click(within(rowOf('Omar Siddiqui')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete parent: Parent not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names()).toContain('Omar Siddiqui');
  });
});
