import { screen, waitFor, within } from '@testing-library/react';
import { quizEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';
import { extraQuiz } from './testSupport';

const server = setUpMockServer();

const table = () => screen.getByRole('table');
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('Manage Quizzes', () => {
  it('when the list is loading, then a loading row shows until the quizzes arrive', async () => {
    const pending = errorHandlers.pending('get', quizEndpoints.list);
    server.use(pending.handler);
    renderAdmin('/admin/quizzes');
    expect(await screen.findByText('Loading quizzes…')).toBeInTheDocument();
    expect(screen.queryByText('Pillars of Islam')).not.toBeInTheDocument();
    pending.release();
    expect(await screen.findByText('Pillars of Islam')).toBeInTheDocument();
    expect(screen.queryByText('Loading quizzes…')).not.toBeInTheDocument();
  });

  it("when the quizzes load, then the spec's columns show each quiz newest first with its categories, count and date", async () => {
    renderAdmin('/admin/quizzes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Quizzes' })).toBeInTheDocument();
    await screen.findByText('Pillars of Islam');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Quiz Title', 'Category', 'Total Questions', 'Created On', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 5)).toEqual([
      ['1', 'Pillars of Islam', 'Ramadan, Salah', '2', 'Oct 2, 2026'],
      ['2', 'Prophets Quiz', 'Prophets', '2', 'Sep 5, 2026'],
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

  it('when the list fails to load, then the loading row gives way to the server message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('get', quizEndpoints.list, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/quizzes');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service is unavailable.');
    expect(screen.queryByText('Loading quizzes…')).not.toBeInTheDocument();
    expect(screen.queryByText('No quizzes found.')).not.toBeInTheDocument();
  });

  it('when a title is searched, then only the matching quizzes show, and an unmatched search shows the empty text', async () => {
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Pillars of Islam');
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'prophets');
    await waitFor(() => expect(screen.queryByText('Pillars of Islam')).not.toBeInTheDocument());
    expect(await screen.findByText('Prophets Quiz')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'zakat');
    expect(await screen.findByText('No quizzes found.')).toBeInTheDocument();
  });

  it('when there are more than ten quizzes, then they page by ten with numbering that continues', async () => {
    for (let n = 1; n <= 10; n++)
      adminMockState.quizzes.push(
        extraQuiz(100 + n, `Extra Quiz ${n}`, `2026-01-${String(n).padStart(2, '0')}T08:00:00.000Z`),
      );
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Pillars of Islam');
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Page 1 of 2 · 12 quizzes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Extra Quiz 1')).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['11', '12']);
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

  it('when the delete is waiting for the server, then the dialog buttons are disabled', async () => {
    const pending = errorHandlers.pending('delete', quizEndpoints.remove);
    server.use(pending.handler);
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Prophets Quiz');
    await user.click(within(rowOf('Prophets Quiz')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Quiz deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Prophets Quiz')).not.toBeInTheDocument());
  });

  it('when Delete is cancelled, then the dialog closes and the quiz stays', async () => {
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Pillars of Islam');
    await user.click(within(rowOf('Pillars of Islam')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Pillars of Islam')).toBeInTheDocument();
    expect(adminMockState.quizzes).toHaveLength(2);
  });

  it('when the delete fails, then the dialog closes anyway and a danger notice gives the server message', async () => {
    const { user } = renderAdmin('/admin/quizzes');
    await screen.findByText('Pillars of Islam');
    await user.click(within(rowOf('Pillars of Islam')).getByRole('button', { name: 'Delete' }));
    // Someone else deleted it meanwhile: the server answers 404.
    adminMockState.quizzes = adminMockState.quizzes.filter((quiz) => quiz.id !== 2);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Quiz not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
