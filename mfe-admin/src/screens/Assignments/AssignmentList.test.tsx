import { screen, waitFor, within } from '@testing-library/react';
import { assignmentEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

const table = () => screen.getByRole('table');
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('Manage Assignments', () => {
  it('when the assignments load, then the columns show each assignment newest first with its category and dates', async () => {
    renderAdmin('/admin/assignments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Assignments' })).toBeInTheDocument();
    await screen.findByText('Ramadan Good Deeds Chart');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Category', 'Due Date', 'Uploaded On', 'Review status', 'Actions']);
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
