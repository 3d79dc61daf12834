import { screen } from '@testing-library/react';
import { bookEndpoints } from '@young-minds/contracts';
import { errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, shownDetails, setUpMockServer } from '../../testing';

const server = setUpMockServer();

describe('View Book', () => {
  it('when the book is loading, then a spinner shows until it arrives', async () => {
    const pending = errorHandlers.pending('get', bookEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-books/view/2');
    expect(await screen.findByText('Loading the book…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'My First Book of Duas' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the book…')).not.toBeInTheDocument();
  });

  it('when the book loads, then its cover, details and a link to its file in a new tab show', async () => {
    renderAdmin('/admin/manage-books/view/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'My First Book of Duas' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'My First Book of Duas' })).toHaveAttribute(
      'src',
      '/media/images/demo-duas.jpg',
    );
    expect(shownDetails()).toEqual({
      Author: 'Young Minds Team',
      Category: 'Quran',
      Pages: '32',
      'Age group': '3–5',
      'Music-free': 'Yes',
      'Content language': 'Arabic and English',
      'Uploaded On': 'Oct 5, 2026',
    });
    const file = screen.getByRole('link', { name: 'Open the book file' });
    expect(file).toHaveAttribute('href', '/media/books/demo-duas.pdf');
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-books/edit/2');
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/admin/manage-books');
  });

  it("when Edit is followed, then the book's edit screen opens", async () => {
    const { user } = renderAdmin('/admin/manage-books/view/2');
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Book' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-books/edit/2');
  });

  it("when the book does not exist, then the screen says 'Book not found.' and leads back", async () => {
    renderAdmin('/admin/manage-books/view/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Book not found\.$/);
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/admin/manage-books');
  });

  it('when the server fails, then its message shows', async () => {
    server.use(errorHandlers.status('get', bookEndpoints.get, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-books/view/2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service is unavailable.');
  });
});
