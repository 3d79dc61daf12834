import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { type Subscription, proPlan, subscriptionEndpoints } from '@young-minds/contracts';
import { adminMockState, adminSubscriptions, errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

/** The PUT bodies the screen sends (the mock answers them as usual). */
function recordUpdates(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(`*${subscriptionEndpoints.updateSubscription.path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** A date picker's value, as the browser sets it once a day is picked. */
const pickDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name });

async function openEdit(id = 3) {
  const utils = renderAdmin(`/admin/manage-subscriptions/edit/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'Edit Subscription' });
  await screen.findByLabelText('Start Date');
  return utils;
}

/** Old subscriptions, so the last of them sits beyond the first page of 100. */
function manyOlderSubscriptions(count: number): Subscription[] {
  return Array.from({ length: count }, (_, n) => ({
    ...adminSubscriptions[3]!,
    id: 500 + n,
    parent_name: `Family ${n}`,
    // Each a minute older than the one before: the last one made comes last in the list.
    created_at: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString(),
  }));
}

describe('Edit Subscription', () => {
  it('when the subscription is loading, then a spinner shows until it arrives', async () => {
    const pending = errorHandlers.pending('get', subscriptionEndpoints.listSubscriptions);
    server.use(pending.handler);
    renderAdmin('/admin/manage-subscriptions/edit/3');
    expect(await screen.findByText('Loading the subscription…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByLabelText('Start Date')).toHaveValue('2026-09-03');
    expect(screen.queryByText('Loading the subscription…')).not.toBeInTheDocument();
  });

  it("when it loads, then it shows the parent's name, the plan, both dates and whether it is active", async () => {
    await openEdit();
    expect(screen.getByText('Parent Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Aisha Rahman');
    const plan = screen.getByLabelText('Plan');
    expect(
      within(plan)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([proPlan.name]);
    expect(plan).toHaveValue('Pro');
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2026-09-03');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('End Date')).toHaveValue('2027-03-03');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(button('Save Changes')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to subscriptions' })).toHaveAttribute('href', '/admin/subscriptions');
  });

  it("when the parent account is gone, then the parent reads 'N/A'", async () => {
    adminMockState.subscriptions.find((row) => row.id === 2)!.parent_name = null;
    await openEdit(2);
    expect(screen.getByText('Parent Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('N/A');
    expect(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  });

  it('when the subscription is beyond the first page of the list, then it is still found', async () => {
    const pages: string[] = [];
    server.use(
      http.get(`*${subscriptionEndpoints.listSubscriptions.path}`, ({ request }) => {
        pages.push(new URL(request.url).search);
      }),
    );
    adminMockState.subscriptions.push(...manyOlderSubscriptions(150));
    await openEdit(649);
    expect(screen.getByText('Parent Name', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Family 149');
    expect(pages).toEqual(['?page=1&pageSize=100', '?page=2&pageSize=100']);
  });

  it("when the subscription does not exist, then the screen says 'Subscription not found.' with a way back", async () => {
    renderAdmin('/admin/manage-subscriptions/edit/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Subscription not found\.$/);
    expect(screen.getByRole('link', { name: 'Back to subscriptions' })).toHaveAttribute('href', '/admin/subscriptions');
    expect(screen.queryByLabelText('Start Date')).not.toBeInTheDocument();
  });

  it("when the list cannot be read, then the server's message shows", async () => {
    server.use(
      errorHandlers.status(
        'get',
        subscriptionEndpoints.listSubscriptions,
        503,
        'The database is unavailable. Please try again shortly.',
      ),
    );
    renderAdmin('/admin/manage-subscriptions/edit/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is unavailable. Please try again shortly.',
    );
  });

  it("when the end date is before the start date, then the form says 'End date must be on or after the start date.' and nothing is sent", async () => {
    const updates = recordUpdates();
    const { user } = await openEdit();
    pickDate('End Date', '2026-09-02');
    await user.click(button('Save Changes'));
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription(
      'End date must be on or after the start date.',
    );
    expect(screen.getByLabelText('End Date')).toHaveFocus();
    expect(updates).toEqual([]);
  });

  it('when a date is cleared, then the form asks for it and nothing is sent', async () => {
    const updates = recordUpdates();
    const { user } = await openEdit();
    pickDate('Start Date', '');
    pickDate('End Date', '');
    await user.click(button('Save Changes'));
    expect(screen.getByLabelText('Start Date')).toHaveAccessibleDescription('Start date is required.');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription('End date is required.');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    expect(updates).toEqual([]);
  });

  it("when the end date and the active flag change, then only those are sent and the list says 'Subscription updated successfully.'", async () => {
    const updates = recordUpdates();
    const { user } = await openEdit();
    pickDate('End Date', '2027-09-03');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(button('Save Changes'));

    expect((await screen.findByText('Subscription updated successfully.')).closest('[role="status"]')).not.toBeNull();
    expect(currentPath()).toBe('/admin/subscriptions');
    expect(updates).toEqual([{ end_date: '2027-09-03', is_active: false }]);
    expect(adminMockState.subscriptions.find((row) => row.id === 3)).toMatchObject({
      start_date: '2026-09-03',
      end_date: '2027-09-03',
      is_active: 0,
    });
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Aisha Rahman/ })).getAllByRole('cell')[4]).toHaveTextContent(
        'Sep 3, 2027',
      ),
    );
  });

  it('when nothing was changed, then the form says so and sends nothing', async () => {
    const updates = recordUpdates();
    const { user } = await openEdit();
    await user.click(button('Save Changes'));
    expect((await screen.findByText('There are no changes to save.')).closest('[role="status"]')).not.toBeNull();
    expect(updates).toEqual([]);
    expect(currentPath()).toBe('/admin/manage-subscriptions/edit/3');
  });

  it("when the save is under way, then the button reads 'Saving...' and is disabled", async () => {
    const pending = errorHandlers.pending('put', subscriptionEndpoints.updateSubscription);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(button('Save Changes'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Subscription updated successfully.')).toBeInTheDocument();
  });

  it('when the server refuses the save, then a danger alert shows its message and the form stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      errorHandlers.status('put', subscriptionEndpoints.updateSubscription, 400, 'End date is not a real date.'),
    );
    const { user } = await openEdit();
    pickDate('End Date', '2027-09-03');
    await user.click(button('Save Changes'));
    expect((await screen.findByText('End date is not a real date.')).closest('[role="alert"]')).not.toBeNull();
    expect(button('Save Changes')).toBeEnabled();
    expect(currentPath()).toBe('/admin/manage-subscriptions/edit/3');
    expect(adminMockState.subscriptions.find((row) => row.id === 3)?.end_date).toBe('2027-03-03');
  });
});
