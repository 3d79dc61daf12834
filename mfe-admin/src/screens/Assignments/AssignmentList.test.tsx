import { screen, waitFor, within } from '@testing-library/react';
import { assignmentEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';
import { extraAssignment } from './testSupport';

const server = setUpMockServer();

const table = () => screen.getByRole('table');
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by title' });

describe('Manage Assignments', () => {
  it('when the list is loading, then a loading row shows until the assignments arrive', async () => {
    const pending = errorHandlers.pending('get', assignmentEndpoints.list);
    server.use(pending.handler);
    renderAdmin('/admin/assignments');
    expect(await screen.findByText('Loading assignments…')).toBeInTheDocument();
    expect(screen.queryByText('Wudu Steps Worksheet')).not.toBeInTheDocument();
    pending.release();
    expect(await screen.findByText('Wudu Steps Worksheet')).toBeInTheDocument();
    expect(screen.queryByText('Loading assignments…')).not.toBeInTheDocument();
  });

  it('when the assignments load, then the columns show each assignment newest first with its category and dates', async () => {
    renderAdmin('/admin/assignments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Assignments' })).toBeInTheDocument();
    await screen.findByText('Ramadan Good Deeds Chart');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Category', 'Due Date', 'Uploaded On', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 5)).toEqual([
      ['1', 'Ramadan Good Deeds Chart', 'Ramadan', 'Dec 15, 2026', 'Oct 20, 2026'],
      ['2', 'Wudu Steps Worksheet', 'Salah', 'Dec 1, 2026', 'Sep 21, 2026'],
    ]);
    const wudu = rowOf('Wudu Steps Worksheet');
    expect(within(wudu).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/admin/manage-assignments/view/1',
    );
    expect(within(wudu).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/manage-assignments/edit/1',
    );
    expect(within(wudu).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("when the spec's other path /admin/manage-assignments is opened, then the same list shows at /admin/assignments", async () => {
    renderAdmin('/admin/manage-assignments');
    expect(await screen.findByText('Wudu Steps Worksheet')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/assignments');
  });

  it("when there are no assignments, then the table says 'No assignments found.'", async () => {
    adminMockState.assignments = [];
    renderAdmin('/admin/assignments');
    expect(await screen.findByText('No assignments found.')).toBeInTheDocument();
  });

  it('when the list fails to load, then the loading row gives way to the spec text and the server message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('get', assignmentEndpoints.list, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/assignments');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch assignments: The content service is unavailable.',
    );
    expect(screen.queryByText('Loading assignments…')).not.toBeInTheDocument();
    expect(screen.queryByText('No assignments found.')).not.toBeInTheDocument();
  });

  it('when a title is searched, then only matching assignments show, and an unmatched search shows the empty text', async () => {
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.type(searchBox(), 'ramadan');
    // The rows leave while the searched page loads: wait until the answer shows the match without the others.
    await waitFor(() => {
      expect(screen.queryByText('Wudu Steps Worksheet')).not.toBeInTheDocument();
      expect(screen.getByText('Ramadan Good Deeds Chart')).toBeInTheDocument();
    });
    await user.clear(searchBox());
    await user.type(searchBox(), 'zakat');
    expect(await screen.findByText('No assignments found.')).toBeInTheDocument();
  });

  it('when there are more than ten assignments, then they page by ten with numbering that continues', async () => {
    for (let n = 1; n <= 10; n++)
      adminMockState.assignments.push(
        extraAssignment(100 + n, `Extra Sheet ${n}`, `2026-01-${String(n).padStart(2, '0')}T08:00:00.000Z`),
      );
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Ramadan Good Deeds Chart');
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Page 1 of 2 · 12 assignments/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Extra Sheet 1')).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 2)).toEqual([
      ['11', 'Extra Sheet 2'],
      ['12', 'Extra Sheet 1'],
    ]);
  });

  it("when 'Add Assignment' is followed, then the add screen opens at /admin/manage-assignments/add", async () => {
    const { user } = renderAdmin('/admin/assignments');
    await user.click(await screen.findByRole('link', { name: 'Add Assignment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Assignment' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-assignments/add');
  });

  it("when a row's View is followed, then that assignment's screen opens", async () => {
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.click(within(rowOf('Wudu Steps Worksheet')).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wudu Steps Worksheet' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-assignments/view/1');
  });

  it('when Delete is confirmed, then the server deletes the assignment, the row goes and the server message shows', async () => {
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.click(within(rowOf('Wudu Steps Worksheet')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this assignment?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Assignment deleted successfully.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The rows leave while the searched page loads: wait until the answer shows the match without the others.
    await waitFor(() => {
      expect(screen.queryByText('Wudu Steps Worksheet')).not.toBeInTheDocument();
      expect(screen.getByText('Ramadan Good Deeds Chart')).toBeInTheDocument();
    });
    expect(adminMockState.assignments.map((assignment) => assignment.id)).toEqual([2]);
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.click(within(rowOf('Wudu Steps Worksheet')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Wudu Steps Worksheet')).toBeInTheDocument();
    expect(adminMockState.assignments).toHaveLength(2);
  });

  it('when the delete is waiting for the server, then the dialog buttons are disabled', async () => {
    const pending = errorHandlers.pending('delete', assignmentEndpoints.remove);
    server.use(pending.handler);
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.click(within(rowOf('Wudu Steps Worksheet')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Assignment deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Wudu Steps Worksheet')).not.toBeInTheDocument());
  });

  it('when the server refuses the delete, then its message shows and the row stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('delete', assignmentEndpoints.remove, 404, 'Assignment not found.'));
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.click(within(rowOf('Wudu Steps Worksheet')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Assignment not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Wudu Steps Worksheet')).toBeInTheDocument();
  });

  it('when the delete cannot reach the server, then a general failure shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.networkError('delete', assignmentEndpoints.remove));
    const { user } = renderAdmin('/admin/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    await user.click(within(rowOf('Wudu Steps Worksheet')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete assignment');
  });
});
