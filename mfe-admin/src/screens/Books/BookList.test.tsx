import { screen, waitFor, within } from '@testing-library/react';
import { bookEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

const table = () => screen.getByRole('table');
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by title' });

describe('Manage Books', () => {
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

  it('when an author is searched, then the server matches it too', async () => {
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.type(searchBox(), 'amina');
    await waitFor(() => expect(screen.queryByText('My First Book of Duas')).not.toBeInTheDocument());
    expect(await screen.findByText('The Kind Neighbour')).toBeInTheDocument();
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
