import { screen, waitFor, within } from '@testing-library/react';
import { quizEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

const table = () => screen.getByRole('table');
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('Manage Quizzes', () => {
  it("when the quizzes load, then the spec's columns show each quiz newest first with its categories, count and date", async () => {
    renderAdmin('/admin/quizzes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Quizzes' })).toBeInTheDocument();
    await screen.findByText('Pillars of Islam');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Quiz Title', 'Category', 'Total Questions', 'Created On', 'Review status', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 6)).toEqual([
      ['1', 'Pillars of Islam', 'Ramadan, Salah', '2', 'Oct 2, 2026', 'Published'],
      ['2', 'Prophets Quiz', 'Prophets', '2', 'Sep 5, 2026', 'Published'],
    ]);
    const pillars = rowOf('Pillars of Islam');
    expect(within(pillars).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/manage-quizzes/view/2');
    expect(within(pillars).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-quizzes/edit/2');
    expect(within(pillars).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("when there are no quizzes, then the table says 'No quizzes found.'", async () => {
    adminMockState.quizzes = [];
    renderAdmin('/admin/quizzes');
    expect(await screen.findByText('No quizzes found.')).toBeInTheDocument();
  });

  it("when 'Add Quiz' is followed, then the create screen opens", async () => {
    const { user } = renderAdmin('/admin/quizzes');
    await user.click(await screen.findByRole('link', { name: 'Add Quiz' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/manage-quizzes/add'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Quiz' })).toBeInTheDocument();
  });

  it('when Delete is confirmed, then the server deletes the quiz, the row goes and the server message shows', async () => {
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Pillars of Islam');
    await user.click(within(rowOf('Pillars of Islam')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this quiz?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Quiz deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pillars of Islam')).not.toBeInTheDocument());
    expect(await screen.findByText('Prophets Quiz')).toBeInTheDocument();
    expect(adminMockState.quizzes.map((quiz) => quiz.id)).toEqual([1]);
  });

  it('when the delete cannot reach the server, then the danger notice says the quiz was not deleted', async () => {
    server.use(errorHandlers.networkError('delete', quizEndpoints.remove));
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Prophets Quiz');
    await user.click(within(rowOf('Prophets Quiz')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete quiz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Prophets Quiz')).toBeInTheDocument();
    expect(adminMockState.quizzes).toHaveLength(2);
  });
});
