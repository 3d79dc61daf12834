import { screen, waitFor, within } from '@testing-library/react';
import { quizEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The value a Details term shows. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('View Quiz', () => {
  it('when the quiz is loading, then a spinner shows until it arrives', async () => {
    const pending = errorHandlers.pending('get', quizEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-quizzes/view/2');
    expect(await screen.findByText('Loading quiz…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pillars of Islam' })).toBeInTheDocument();
    expect(screen.queryByText('Loading quiz…')).not.toBeInTheDocument();
  });

  it('when the quiz loads, then its title, categories, question count, date and every question with its options show', async () => {
    renderAdmin('/admin/manage-quizzes/view/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pillars of Islam' })).toBeInTheDocument();
    expect(detail('Categories')).toHaveTextContent(/^Ramadan, Salah$/);
    expect(detail('Total Questions')).toHaveTextContent(/^2$/);
    expect(detail('Age group')).toHaveTextContent(/^All ages$/);
    expect(detail('Music-free')).toHaveTextContent(/^Yes$/);
    expect(detail('Content language')).toHaveTextContent(/^Arabic and English$/);
    expect(detail('Created On')).toHaveTextContent(/^Oct 2, 2026$/);
    expect(screen.getByText('How many pillars of Islam are there?')).toBeInTheDocument();
    expect(screen.getByText('In which month do Muslims fast?')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Options of question 1' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      'A. Three',
      'B. Four',
      '✓ C. Five (correct answer)',
      'D. Six',
    ]);
  });

  it('when a question shows, then only its correct option is marked, in words as well as by a tick', async () => {
    renderAdmin('/admin/manage-quizzes/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Prophets Quiz' });
    const second = within(screen.getByRole('list', { name: 'Options of question 2' })).getAllByRole('listitem');
    const marked = second.filter((option) => option.textContent?.includes('(correct answer)'));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('C. Nuh (correct answer)');
    // The tick is decoration only: the words carry the meaning.
    expect(marked[0]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('✓');
  });

  it("when the quiz does not exist, then 'Quiz not found.' shows with a way back", async () => {
    renderAdmin('/admin/manage-quizzes/view/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Quiz not found\.$/);
    expect(screen.getByRole('link', { name: 'Back to quizzes' })).toHaveAttribute('href', '/admin/quizzes');
  });

  it('when the quiz cannot be loaded for another reason, then the server message shows', async () => {
    server.use(errorHandlers.status('get', quizEndpoints.get, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-quizzes/view/2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service is unavailable.');
  });

  it('when Edit is followed, then the edit form opens with this quiz; Back to quizzes leads to the list', async () => {
    const { user } = renderAdmin('/admin/manage-quizzes/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Prophets Quiz' });
    expect(screen.getByRole('link', { name: 'Back to quizzes' })).toHaveAttribute('href', '/admin/quizzes');
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/manage-quizzes/edit/1'));
    expect(await screen.findByLabelText('Quiz Title')).toHaveValue('Prophets Quiz');
  });

  it("when a list row's View is followed, then that quiz opens", async () => {
    adminMockState.quizzes[0]!.title = 'Pillars of Islam (revised)';
    const { user } = renderAdmin('/admin/quizzes');
    const row = await screen.findByRole('row', { name: /Pillars of Islam \(revised\)/ });
    await user.click(within(row).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pillars of Islam (revised)' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-quizzes/view/2');
  });

  it('when the quiz has a cover picture, then it shows named by the title', async () => {
    renderAdmin('/admin/manage-quizzes/view/2');
    await screen.findByRole('heading', { level: 1, name: 'Pillars of Islam' });
    expect(screen.getByRole('img', { name: 'Cover picture of Pillars of Islam' })).toHaveAttribute(
      'src',
      '/media/images/demo-pillars-quiz.png',
    );
  });

  it('when the quiz has no cover picture, then no cover shows', async () => {
    renderAdmin('/admin/manage-quizzes/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Prophets Quiz' });
    expect(screen.queryByRole('img', { name: /^Cover picture of/ })).not.toBeInTheDocument();
  });
});
