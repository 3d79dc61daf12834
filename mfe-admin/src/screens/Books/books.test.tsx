// The book screens are the media kit's (shared/MediaKindScreens.tsx) made from screens/Books/books.tsx: this
// suite proves the description: its fields and their words, its columns, its details and what the server stores.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bookEndpoints, categoryEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import {
  abortFiresEvent,
  cellTexts,
  choicesOf,
  currentPath,
  holdCall,
  mockCategoryChoices,
  openMediaForm,
  renderAdmin,
  setUpMockServer,
  shownDetails,
  silenceExpectedErrorLog,
  testFile,
} from '../../testing';

const server = setUpMockServer();

// Console silencers and the abort stand-in are per test.
afterEach(() => jest.restoreAllMocks());

/** The first bytes of a PNG: enough for the content check. */
const coverPng = () =>
  testFile('cover.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
const bookPdf = () => testFile('stories.pdf', 'application/pdf', '%PDF-1.4\n% a book\n');

/** The book writes the screen sends (the mock answers them as usual). */
function recordWrites(): string[] {
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.use(http.post(`*${bookEndpoints.create.path}`, record), http.put(`*${bookEndpoints.update.path}`, record));
  return calls;
}

const submitButton = (name: string) => screen.getByRole('button', { name });
const noticeWith = async (text: string, role: 'status' | 'alert') =>
  expect((await screen.findByText(text)).closest(`[role="${role}"]`)).not.toBeNull();

const openAdd = () => openMediaForm('/admin/manage-books/add');

/** Fills Add Book; `thumbnail: null` leaves the thumbnail out. */
async function fillAdd(user: UserEvent, files: { title?: string; thumbnail?: File | null; pdf?: File } = {}) {
  await user.type(screen.getByLabelText('Title'), files.title ?? 'Stories of the Prophets');
  await user.type(screen.getByLabelText('Author'), 'Ibn Kathir (for children)');
  await user.selectOptions(screen.getByLabelText('Category'), 'Prophets');
  await user.type(screen.getByLabelText('Pages'), '48');
  if (files.thumbnail !== null) await user.upload(screen.getByLabelText('Thumbnail'), files.thumbnail ?? coverPng());
  await user.upload(screen.getByLabelText('Book File'), files.pdf ?? bookPdf());
}

describe('Add Book', () => {
  it('when the screen opens, then it offers every field, the categories and the file types', async () => {
    await openAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Book' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Author')).toHaveValue('');
    expect(choicesOf(screen.getByLabelText('Category'))).toEqual(mockCategoryChoices);
    expect(screen.getByLabelText('Pages')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Pages')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Thumbnail')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Book File')).toHaveAttribute('accept', '.pdf,.doc,.docx,.epub');
    expect(screen.getByLabelText('Book File')).toHaveAccessibleDescription('PDF, DOC, DOCX or EPUB');
    expect(submitButton('Add Book')).toBeEnabled();
  });

  it('when it is submitted empty, then each field says what is missing and nothing is sent', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await user.click(submitButton('Add Book'));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Author')).toHaveAccessibleDescription('Author is required.');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Please choose a category.');
    expect(screen.getByLabelText('Pages')).toHaveAccessibleDescription('Pages is required.');
    // The thumbnail may stay empty (a PDF's first page becomes the cover): the field keeps its hint.
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(
      'JPEG, PNG, GIF or WebP image. Leave it empty for a PDF book: its first page becomes the cover.',
    );
    expect(screen.getByLabelText('Book File')).toHaveAccessibleDescription(
      'Please upload the book file (PDF, DOC, DOCX or EPUB).',
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('when pages is below 1 or the files are of the wrong kind, then the form says so and nothing is sent', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.clear(screen.getByLabelText('Pages'));
    await user.type(screen.getByLabelText('Pages'), '0');
    // fireEvent: user-event would silently drop files that the inputs' accept lists exclude.
    fireEvent.change(screen.getByLabelText('Thumbnail'), {
      target: { files: [testFile('cover.txt', 'text/plain', 'text')] },
    });
    fireEvent.change(screen.getByLabelText('Book File'), {
      target: { files: [testFile('book.txt', 'text/plain', 'text')] },
    });
    await user.click(submitButton('Add Book'));
    // The contract's schema and file rules, in the server's own words.
    expect(screen.getByLabelText('Pages')).toHaveAccessibleDescription('Pages must be at least 1.');
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(
      'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
    );
    expect(screen.getByLabelText('Book File')).toHaveAccessibleDescription(
      'Book file must be a PDF, DOC, DOCX or EPUB file.',
    );
    expect(screen.getByLabelText('Pages')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('when a chosen file is larger than its kind allows, then the form says so before sending anything', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    const hugeCover = coverPng();
    // 10 MB is the image limit of the contracts (the server refuses larger ones with the same sentence).
    Object.defineProperty(hugeCover, 'size', { value: 10 * 1024 * 1024 + 1 });
    await fillAdd(user, { thumbnail: hugeCover });
    await user.click(submitButton('Add Book'));
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription('Thumbnail is too large (at most 10 MB).');
    expect(screen.getByLabelText('Thumbnail')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it("when a complete form is uploaded, then the server stores the book and the list says '✅ Book added successfully!'", async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.selectOptions(screen.getByLabelText('Age group'), '9–12');
    await user.click(screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' }));
    await user.selectOptions(screen.getByLabelText('Content language'), 'Arabic and English');
    await user.click(submitButton('Add Book'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Books' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-books');
    await noticeWith('✅ Book added successfully!', 'status');
    expect(await screen.findByRole('row', { name: /Stories of the Prophets/ })).toHaveTextContent(
      'Ibn Kathir (for children)Prophets48',
    );
    expect(writes).toEqual(['POST /api/books']);
    const stored = adminMockState.books.find((book) => book.title === 'Stories of the Prophets');
    expect(stored).toMatchObject({
      author: 'Ibn Kathir (for children)',
      category: 'Prophets',
      category_id: 2,
      pages: 48,
      age_band: '9-12',
      music_free: true,
      language: 'both',
    });
    expect(stored?.thumbnail_url).toMatch(/^\/media\/images\/.+\.png$/);
    expect(stored?.fileUrl).toMatch(/^\/media\/books\/.+\.pdf$/);
  });

  it('when a PDF book is added without a thumbnail, then it is saved with a cover made from the PDF', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user, { title: 'Covered by its first page', thumbnail: null });
    await user.click(submitButton('Add Book'));
    await noticeWith('✅ Book added successfully!', 'status');
    expect(writes).toEqual(['POST /api/books']);
    const stored = adminMockState.books.find((book) => book.title === 'Covered by its first page');
    expect(stored?.thumbnail_url).toMatch(/^\/media\/images\/.+\.png$/);
  });

  it('when an EPUB or Word book has no thumbnail, then the form asks for one before sending (only a PDF gets a made cover)', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user, {
      title: 'A Tale in EPUB',
      thumbnail: null,
      pdf: testFile('tale.epub', 'application/epub+zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04])),
    });
    await user.click(submitButton('Add Book'));
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(
      "Please upload a thumbnail image: only a PDF book's cover can be made from its first page, not an EPUB or Word book's.",
    );
    expect(screen.getByLabelText('Thumbnail')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('when the upload is under way, then the button is busy, the progress bar shows, and Cancel stops it', async () => {
    const held = holdCall(server, 'post', bookEndpoints.create.path, () =>
      HttpResponse.json(adminMockState.books[0], { status: 201 }),
    );
    const abort = abortFiresEvent();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(submitButton('Add Book'));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(submitButton('Uploading...')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(abort).toHaveBeenCalledTimes(1);
    await noticeWith('Upload cancelled.', 'status');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submitButton('Add Book')).toBeEnabled();
    expect(currentPath()).toBe('/admin/manage-books/add');
    held.release();
  });

  it("when the server refuses a file by its content, then the alert reads 'Upload failed: ' with the server's error", async () => {
    silenceExpectedErrorLog();
    const { user } = await openAdd();
    await fillAdd(user, { thumbnail: testFile('cover.png', 'image/png', 'not an image') });
    await user.click(submitButton('Add Book'));
    await noticeWith('Upload failed: Thumbnail must be an image (JPEG, PNG, GIF or WebP).', 'alert');
    expect(submitButton('Add Book')).toBeEnabled();
    expect(adminMockState.books).toHaveLength(2);
  });

  it('when the error body carries only an error field, then that field is what the alert shows', async () => {
    silenceExpectedErrorLog();
    server.use(
      http.post(`*${bookEndpoints.create.path}`, () =>
        HttpResponse.json({ error: 'Storage is full.' }, { status: 503 }),
      ),
    );
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(submitButton('Add Book'));
    await noticeWith('Upload failed: Storage is full.', 'alert');
  });

  it("when the server cannot be reached, then the alert reads 'Something went wrong'", async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.networkError('post', bookEndpoints.create));
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(submitButton('Add Book'));
    await noticeWith('Something went wrong', 'alert');
  });

  it("when the categories cannot be loaded, then the form says 'Failed to load categories'", async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('get', categoryEndpoints.list, 503, 'Down'));
    renderAdmin('/admin/manage-books/add');
    await noticeWith('Failed to load categories', 'alert');
    expect(
      within(screen.getByLabelText('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a category']);
  });
});

describe('Edit Book', () => {
  async function openEdit(id = 1) {
    const utils = renderAdmin(`/admin/manage-books/edit/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Book' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('The Kind Neighbour'));
    await screen.findByRole('option', { name: 'Prophets' });
    return utils;
  }

  it('when the screen is loading, then a spinner shows until the book arrives', async () => {
    const pending = errorHandlers.pending('get', bookEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-books/edit/1');
    expect(await screen.findByText('Loading the book…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByDisplayValue('The Kind Neighbour')).toBeInTheDocument();
    expect(screen.queryByText('Loading the book…')).not.toBeInTheDocument();
  });

  it('when the book loads, then the form holds its values and shows the current thumbnail and file', async () => {
    await openEdit();
    expect(screen.getByLabelText('Author')).toHaveValue('Amina Yusuf');
    expect(screen.getByLabelText('Category')).toHaveValue('1');
    expect(screen.getByLabelText('Pages')).toHaveValue(24);
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      '/media/images/demo-neighbour.jpg',
    );
    expect(screen.getByRole('link', { name: 'Open the current book file' })).toHaveAttribute(
      'href',
      '/media/books/demo-neighbour.pdf',
    );
    expect(screen.getByLabelText('Thumbnail')).not.toBeRequired();
    expect(screen.getByLabelText('Book File')).not.toBeRequired();
    expect(submitButton('Save Changes')).toBeEnabled();
  });

  it("when changes are saved without new files, then the server updates the book, keeps its files, and the list says 'Book updated successfully!'", async () => {
    const writes = recordWrites();
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Pages'));
    await user.type(screen.getByLabelText('Pages'), '30');
    await user.selectOptions(screen.getByLabelText('Category'), 'Quran');
    // The stored flags load (all ages, with music) and save as changed.
    expect(screen.getByLabelText('Age group')).toHaveValue('all');
    const musicFree = screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' });
    expect(musicFree).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Age group'), '3–5');
    await user.click(musicFree);
    expect(screen.getByLabelText('Content language')).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText('Content language'), 'Arabic');
    await user.click(submitButton('Save Changes'));

    await noticeWith('Book updated successfully!', 'status');
    expect(currentPath()).toBe('/admin/manage-books');
    expect(writes).toEqual(['PUT /api/books/1']);
    expect(adminMockState.books.find((book) => book.id === 1)).toMatchObject({
      pages: 30,
      category: 'Quran',
      category_id: 3,
      age_band: '3-5',
      music_free: true,
      language: 'ar',
      thumbnail_url: '/media/images/demo-neighbour.jpg',
      fileUrl: '/media/books/demo-neighbour.pdf',
    });
  });

  it('when a new thumbnail and file are chosen, then they replace the stored ones', async () => {
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('Thumbnail'), coverPng());
    await user.upload(screen.getByLabelText('Book File'), bookPdf());
    await user.click(submitButton('Save Changes'));
    await noticeWith('Book updated successfully!', 'status');
    const book = adminMockState.books.find((row) => row.id === 1);
    expect(book?.thumbnail_url).toMatch(/^\/media\/images\/mock-upload-\d+\.png$/);
    expect(book?.fileUrl).toMatch(/^\/media\/books\/mock-upload-\d+\.pdf$/);
  });

  it("when the save is under way, then the button reads 'Saving...' and is disabled", async () => {
    const pending = errorHandlers.pending('put', bookEndpoints.update);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.click(submitButton('Save Changes'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    pending.release();
    await noticeWith('Book updated successfully!', 'status');
  });

  it('when the author is cleared, then the form asks for it and no files are required', async () => {
    const writes = recordWrites();
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Author'));
    await user.click(submitButton('Save Changes'));
    expect(screen.getByLabelText('Author')).toHaveAccessibleDescription('Author is required.');
    expect(screen.getByLabelText('Author')).toHaveFocus();
    expect(screen.getByLabelText('Thumbnail')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Book File')).toHaveAccessibleDescription('PDF, DOC, DOCX or EPUB');
    expect(writes).toEqual([]);
  });

  it("when the book does not exist, then the screen says 'Book not found.'", async () => {
    renderAdmin('/admin/manage-books/edit/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Book not found\.$/);
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/admin/manage-books');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});

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
    ).toEqual(['#', 'Title', 'Author', 'Category', 'Pages', 'Review status', 'Actions']);
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
    silenceExpectedErrorLog();
    server.use(errorHandlers.networkError('delete', bookEndpoints.remove));
    const { user } = renderAdmin('/admin/manage-books');
    await screen.findByText('The Kind Neighbour');
    await user.click(within(rowOf('The Kind Neighbour')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete book');
  });
});

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
});
