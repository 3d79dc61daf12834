import { screen, waitFor, within } from '@testing-library/react';
import { activityEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

const table = () => screen.getByRole('table', { name: 'Activities' });
const titles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

async function openList() {
  const utils = renderAdmin('/admin/activities');
  await screen.findByRole('cell', { name: 'Sky Friends' });
  return utils;
}

describe('Manage Activities', () => {
  it('when the list opens, then it says it is loading, then shows every activity newest first with kind, status and categories', async () => {
    const pending = errorHandlers.pending('get', activityEndpoints.list);
    server.use(pending.handler);
    renderAdmin('/admin/activities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Activities' })).toBeInTheDocument();
    expect(await screen.findByText('Loading activities…')).toBeInTheDocument();
    pending.release();
    await screen.findByRole('cell', { name: 'Sky Friends' });
    expect(titles()).toEqual([
      'Night Prayers',
      'Sky Friends',
      'حيوانات صغيرة',
      'Name That Book',
      'Guess the Animal',
      'At the Table',
      'The Seasons',
    ]);
    const first = within(table()).getAllByRole('row')[1]!;
    expect(cellTexts([first], 6)[0]!.slice(1)).toEqual([
      'Night Prayers',
      'Match the Picture',
      'Draft',
      'Salah',
      'Oct 21, 2026',
    ]);
    expect(within(first).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/admin/manage-activities/view/407',
    );
    expect(within(first).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/manage-activities/edit/407',
    );
  });

  it('when there are no activities, then the table says so', async () => {
    adminMockState.activities = [];
    renderAdmin('/admin/activities');
    expect(await screen.findByText('No activities found.')).toBeInTheDocument();
  });

  it('when the list is filtered by kind and by status, then only those activities show', async () => {
    const { user } = await openList();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Match the Picture');
    await waitFor(() => expect(titles()).toEqual(['Night Prayers', 'Sky Friends', 'حيوانات صغيرة']));
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await waitFor(() => expect(titles()).toEqual(['Sky Friends', 'حيوانات صغيرة']));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Match the Name to the Revealed Book');
    await waitFor(() => expect(titles()).toEqual(['Name That Book', 'Guess the Animal']));
  });

  it('when an activity is deleted after the confirm, then the server forgets it and the list refreshes', async () => {
    const { user } = await openList();
    const row = screen.getByRole('cell', { name: 'Guess the Animal' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this activity?');
    await user.click(within(dialog).getByRole('button', { name: /Delete|Yes/ }));
    expect(await screen.findByText('Activity deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(titles()).not.toContain('Guess the Animal'));
    expect(adminMockState.activities.map((activity) => activity.id)).not.toContain(404);
    expect(currentPath()).toBe('/admin/activities');
  });

  it('when Add Activity is clicked, then the form opens', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('link', { name: 'Add Activity' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/manage-activities/add'));
  });
});
