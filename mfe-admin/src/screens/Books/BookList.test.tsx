import { screen, waitFor, within } from '@testing-library/react';
import { bookEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';
import { extraBook } from './testSupport';

const server = setUpMockServer();

const table = () => screen.getByRole('table');
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by title' });

describe('Manage Books', () => {
  it('when the list is loading, then a loading row shows until the books arrive', async () => {
    const pending = errorHandlers.pending('get', bookEndpoints.list);
    server.use(pending.handler);
    renderAdmin('/admin/manage-books');
    expect(await screen.findByText('Loading books…')).toBeInTheDocument();
    expect(screen.queryByText('The Kind Neighbour')).not.toBeInTheDocument();
    pending.release();
    expect(await screen.findByText('The Kind Neighbour')).toBeInTheDocument();
    expect(screen.queryByText('Loading books…')).not.toBeInTheDocument();
  });

  it('when the books load, then the columns show each book newest first with its author, category and pages', async () => {
    renderAdmin('/admin/manage-books');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Books' })).toBeInTheDocument();
    await screen.findByText('My First Book of Duas');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Author', 'Category', 'Pages', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 5)).toEqual([
      ['1', 'My First Book of Duas', 'Young Minds Team', 'Quran', '32'],
      ['2', 'The Kind Neighbour', 'Amina Yusuf', 'Akhlaq (Manners)', '24'],
    ]);
    const neighbour = rowOf('The Kind Neighbour');
    expect(within(neighbour).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/manage-books/view/1');
    expect(within(neighbour).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-books/edit/1');
    expect(within(neighbour).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("when there are no books, then the table says 'No books found.'", async () => {
    adminMockState.books = [];
    renderAdmin('/admin/manage-books');
    expect(await screen.findByText('No books found.')).toBeInTheDocument();
  });

  it('when the list fails to load, then the loading row gives way to the server message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('get', bookEndpoints.list, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-books');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service is unavailable.');
    expect(screen.queryByText('Loading books…')).not.toBeInTheDocument();
    expect(screen.queryByText('No books found.')).not.toBeInTheDocument();
  });

  it('when a title is searched, then only matching books show, and an unmatched search shows the empty text', async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.type(searchBox(), 'duas');
    await waitFor(() => expect(screen.queryByText('The Kind Neighbour')).not.toBeInTheDocument());
    expect(await screen.findByText('My First Book of Duas')).toBeInTheDocument();
    await user.clear(searchBox());
    await user.type(searchBox(), 'zakat');
    expect(await screen.findByText('No books found.')).toBeInTheDocument();
  });

  it('when an author is searched, then the server matches it too', async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.type(searchBox(), 'amina');
    await waitFor(() => expect(screen.queryByText('My First Book of Duas')).not.toBeInTheDocument());
    expect(await screen.findByText('The Kind Neighbour')).toBeInTheDocument();
  });

  it('when there are more than ten books, then they page by ten with numbering that continues', async () => {
    for (let n = 1; n <= 10; n++)
      adminMockState.books.push(
        extraBook(100 + n, `Extra Book ${n}`, `2026-01-${String(n).padStart(2, '0')}T08:00:00.000Z`),
      );
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('My First Book of Duas');
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Page 1 of 2 · 12 books/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Extra Book 1')).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 2)).toEqual([
      ['11', 'Extra Book 2'],
      ['12', 'Extra Book 1'],
    ]);
  });

  it("when 'Add Book' is followed, then the add screen opens at /admin/manage-books/add", async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await user.click(await screen.findByRole('link', { name: 'Add Book' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Book' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-books/add');
  });

  it("when a row's View is followed, then that book's screen opens", async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Kind Neighbour' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-books/view/1');
  });

  it('when Delete is confirmed, then the server deletes the book, the row goes and the server message shows', async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this book?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Book deleted successfully.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The Kind Neighbour')).not.toBeInTheDocument());
    expect(await screen.findByText('My First Book of Duas')).toBeInTheDocument();
    expect(adminMockState.books.map((book) => book.id)).toEqual([2]);
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The Kind Neighbour')).toBeInTheDocument();
    expect(adminMockState.books).toHaveLength(2);
  });

  it('when the delete is waiting for the server, then the dialog buttons are disabled', async () => {
    const pending = errorHandlers.pending('delete', bookEndpoints.remove);
    server.use(pending.handler);
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Book deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The Kind Neighbour')).not.toBeInTheDocument());
  });

  it('when the server refuses the delete, then its message shows and the row stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('delete', bookEndpoints.remove, 404, 'Book not found.'));
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Book not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('The Kind Neighbour')).toBeInTheDocument();
  });

  it('when the delete cannot reach the server, then a general failure shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.networkError('delete', bookEndpoints.remove));
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete book');
  });
});
