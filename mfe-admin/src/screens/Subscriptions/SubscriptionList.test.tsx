import { screen, waitFor, within } from '@testing-library/react';
import { subscriptionEndpoints } from '@young-minds/contracts';
import { adminMockState, adminSubscriptions, errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const table = () => screen.getByRole('region', { name: 'Subscriptions' });
async function dataRows() {
  await waitFor(() => expect(within(table()).queryByText('Loading subscriptions…')).not.toBeInTheDocument());
  return within(table()).getAllByRole('row').slice(1);
}
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openCancel(name: string) {
  const utils = renderAdmin('/admin/subscriptions');
  await screen.findByRole('cell', { name });
  await utils.user.click(within(rowOf(name)).getByRole('button', { name: 'Cancel' }));
  return { ...utils, dialog: screen.getByRole('dialog', { name: 'Cancel Subscription' }) };
}

describe('Manage Subscriptions', () => {
  it("when the subscriptions load, then the spec's columns show each one, newest first, with its status badge", async () => {
    renderAdmin('/admin/subscriptions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Subscriptions' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Parent Name', 'Plan', 'Start Date', 'End Date', 'Status', 'Actions']);
    const rows = await dataRows();
    expect(rows.map((row) => cellsOf(row).slice(0, 6))).toEqual([
      ['1', 'Bilal Ahmed', 'Pro', 'Oct 28, 2026', 'Apr 28, 2027', 'Active'],
      ['2', 'Aisha Rahman', 'Pro', 'Sep 3, 2026', 'Mar 3, 2027', 'Active'],
      ['3', 'Omar Siddiqui', 'Pro', 'Jul 19, 2026', 'Jan 19, 2027', 'Deactive'],
      ['4', 'Fatima Khan', 'Pro', 'Jun 2, 2026', 'Dec 2, 2026', 'Active'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/manage-subscriptions/edit/4',
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('when a subscription is already inactive, then its Cancel button is disabled and says why', async () => {
    renderAdmin('/admin/subscriptions');
    await screen.findByRole('cell', { name: 'Omar Siddiqui' });
    const cancel = within(rowOf('Omar Siddiqui')).getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('This subscription is already cancelled.');
  });

  it("when the parent account is gone, then the Parent Name reads 'N/A'", async () => {
    adminMockState.subscriptions[0]!.parent_name = null;
    renderAdmin('/admin/subscriptions');
    await screen.findByRole('cell', { name: 'Aisha Rahman' });
    const [first] = await dataRows();
    expect(cellsOf(first!).slice(0, 3)).toEqual(['1', 'N/A', 'Pro']);
  });

  it("when there are no subscriptions, then the table reads 'No subscriptions found.'", async () => {
    adminMockState.subscriptions = [];
    renderAdmin('/admin/subscriptions');
    expect(await screen.findByRole('cell', { name: 'No subscriptions found.' })).toBeInTheDocument();
  });

  it('when a parent name is searched, then the server answers only the matching subscriptions', async () => {
    const { user } = renderAdmin('/admin/subscriptions');
    await screen.findByRole('cell', { name: 'Fatima Khan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by parent name' }), 'aisha');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Fatima Khan' })).not.toBeInTheDocument());
    expect((await dataRows()).map((row) => cellsOf(row)[1])).toEqual(['Aisha Rahman']);
  });

  it("when Cancel is confirmed, then the server cancels it, the notice reads 'Subscription cancelled.' and the row stays as 'Deactive'", async () => {
    const { user, dialog } = await openCancel('Aisha Rahman');
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this subscription?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect((await screen.findByText('Subscription cancelled.')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cellsOf(rowOf('Aisha Rahman'))[5]).toBe('Deactive'));
    expect(within(rowOf('Aisha Rahman')).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The row (and its billing history) is kept on the server, only made inactive.
    expect(adminMockState.subscriptions).toHaveLength(adminSubscriptions.length);
    expect(adminMockState.subscriptions.find((row) => row.id === 3)?.is_active).toBe(0);
    expect(await dataRows()).toHaveLength(4);
  });

  it("when 'Keep it' is chosen, then nothing changes", async () => {
    const { user, dialog } = await openCancel('Aisha Rahman');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adminMockState.subscriptions.find((row) => row.id === 3)?.is_active).toBe(1);
    expect(cellsOf(rowOf('Aisha Rahman'))[5]).toBe('Active');
  });

  it("when the cancel fails, then a danger notice shows the server's message and the row stays active", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      errorHandlers.status('delete', subscriptionEndpoints.cancelSubscription, 404, 'Subscription not found.'),
    );
    const { user, dialog } = await openCancel('Aisha Rahman');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect((await screen.findByText('Subscription not found.')).closest('[role="alert"]')).not.toBeNull();
    expect(cellsOf(rowOf('Aisha Rahman'))[5]).toBe('Active');
    expect(adminMockState.subscriptions.find((row) => row.id === 3)?.is_active).toBe(1);
  });

  it('when Edit is followed, then the edit screen of that subscription opens', async () => {
    const { user } = renderAdmin('/admin/subscriptions');
    await screen.findByRole('cell', { name: 'Omar Siddiqui' });
    await user.click(within(rowOf('Omar Siddiqui')).getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Subscription' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-subscriptions/edit/2');
  });
});
