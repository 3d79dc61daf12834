import { bookEndpoints, bookMessages, bookSchema, categoryMessages, errorBodySchema } from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { wrongTypeMessage } from '../kit';
const uploadTypeMessages = {
  assignment: wrongTypeMessage('The assignment file', 'assignment'),
  thumbnail: wrongTypeMessage('Thumbnail', 'image'),
  book: wrongTypeMessage('Book file', 'book'),
};
import { docxBook } from '../book-files';
import { adminBooks } from './fixtures';
import { adminMockState } from './state';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'cover.png', {
    type: 'image/png',
  });
const pdf = () => new File(['%PDF-1.4\n% book\n'], 'book.pdf', { type: 'application/pdf' });
/** An EPUB's first zip entry: an uncompressed 'mimetype' file holding 'application/epub+zip'. */
function epub(): File {
  const header = new Uint8Array(30);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = 8;
  return new File([header, 'mimetype', 'application/epub+zip'], 'book.epub');
}

const fields = { title: 'Stories of the Prophets', author: 'Ibn Kathir (for children)', category: '2', pages: '48' };

/** The spec's multipart form: text fields, then the files present. */
function form(
  values: Record<string, string> = fields,
  files: Record<string, File> = { thumbnail: png(), pdf: pdf() },
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return body;
}

describe('book fixtures satisfy the contracts', () => {
  it.each(adminBooks.map((book) => [book.title, book] as const))(
    'when "%s" is read as a book, then the schema accepts it',
    (_title, book) => {
      expect(bookSchema.parse(book)).toEqual(book);
    },
  );

  it('when the fixtures are listed as one page, then the list schema accepts it', () => {
    expect(
      bookEndpoints.list.response.safeParse({ data: adminBooks, total: adminBooks.length, page: 1, pageSize: 10 })
        .success,
    ).toBe(true);
  });
});

describe('book handlers answer like the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { token?: string | null; body?: FormData | object } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`http://localhost${path}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  it('when anyone logged in lists books, then the page parses, newest first', async () => {
    for (const token of [adminToken, parentToken, childToken]) {
      const answer = await call('GET', '/api/books?page=1&pageSize=10', { token });
      expect(answer.status).toBe(200);
      const page = bookEndpoints.list.response.parse(answer.body);
      expect(page.data.map((book) => book.title)).toEqual(['My First Book of Duas', 'The Kind Neighbour']);
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    }
  });

  it('when the list is searched (title or author), filtered by category and paged, then only matching books come back', async () => {
    const byTitle = bookEndpoints.list.response.parse((await call('GET', '/api/books?search=DUAS')).body);
    expect(byTitle.data.map((book) => book.id)).toEqual([2]);
    const byAuthor = bookEndpoints.list.response.parse((await call('GET', '/api/books?search=amina')).body);
    expect(byAuthor.data.map((book) => book.id)).toEqual([1]);
    const byCategory = bookEndpoints.list.response.parse((await call('GET', '/api/books?category=1')).body);
    expect(byCategory.data.map((book) => book.id)).toEqual([1]);
    const second = bookEndpoints.list.response.parse((await call('GET', '/api/books?page=2&pageSize=1')).body);
    expect(second.data.map((book) => book.id)).toEqual([1]);
    expect(second.total).toBe(2);
  });

  it('when the list query is out of bounds, then 400 with an error body', async () => {
    expectError(await call('GET', '/api/books?pageSize=500'), 400);
    expectError(await call('GET', '/api/books?category=abc'), 400);
  });

  it('when a book is read, then it parses; an unknown or malformed id is 404 / 400', async () => {
    expect(bookEndpoints.get.response.parse((await call('GET', '/api/books/2')).body)).toMatchObject({
      title: 'My First Book of Duas',
      pages: 32,
    });
    expectError(await call('GET', '/api/books/999'), 404, bookMessages.notFound);
    expectError(await call('GET', '/api/books/abc'), 400);
  });

  it('when the admin adds a book, then 201 with the stored book, first in the list, its files served back', async () => {
    const answer = await call('POST', '/api/books', { body: form() });
    expect(answer.status).toBe(201);
    const book = bookEndpoints.create.response.parse(answer.body);
    expect(book).toMatchObject({
      title: 'Stories of the Prophets',
      author: 'Ibn Kathir (for children)',
      category: 'Prophets',
      category_id: 2,
      pages: 48,
    });
    expect(book.thumbnail_url).toMatch(/^\/media\/images\/.+\.png$/);
    expect(book.fileUrl).toMatch(/^\/media\/books\/.+\.pdf$/);
    expect(book).toMatchObject({ format: 'pdf', reader_url: null });
    const list = bookEndpoints.list.response.parse((await call('GET', '/api/books')).body);
    expect(list.data[0]?.id).toBe(book.id);
    expect(await (await fetch(`http://localhost${book.fileUrl}`)).text()).toContain('%PDF-1.4');
  });

  it('when the book file comes as `file` and is an EPUB, then it is accepted and stored as one', async () => {
    const answer = await call('POST', '/api/books', { body: form(fields, { thumbnail: png(), file: epub() }) });
    expect(answer.status).toBe(201);
    const book = bookEndpoints.create.response.parse(answer.body);
    expect(book.fileUrl).toMatch(/\.epub$/);
    expect(book).toMatchObject({ format: 'epub', reader_url: null });
  });

  it('when a book gets a Word file, then its format is docx (the mock makes no reader pages: the reader offers the download)', async () => {
    const docx = new File([new Uint8Array(docxBook(['Bismillah']))], 'book.docx');
    const answer = await call('PUT', '/api/books/1', { body: form({}, { pdf: docx }) });
    expect(answer.status).toBe(200);
    const book = bookEndpoints.update.response.parse(answer.body);
    expect(book).toMatchObject({ format: 'docx', reader_url: null, title: 'The Kind Neighbour' });
    expect(book.fileUrl).toMatch(/^\/media\/books\/.+\.docx$/);
  });

  it.each([
    ['no title', 400, 'Title is required.', () => form({ ...fields, title: '' })],
    ['no category', 400, bookMessages.categoryRequired, () => form({ ...fields, category: '' })],
    ['zero pages', 400, 'Pages must be at least 1.', () => form({ ...fields, pages: '0' })],
    ['no thumbnail', 400, bookMessages.thumbnailRequired, () => form(fields, { pdf: pdf() })],
    ['no book file', 400, bookMessages.fileRequired, () => form(fields, { thumbnail: png() })],
    [
      'the book file twice',
      400,
      bookMessages.fileTwice,
      () => form(fields, { thumbnail: png(), pdf: pdf(), file: pdf() }),
    ],
    [
      'a thumbnail that is not an image',
      415,
      uploadTypeMessages.thumbnail,
      () => form(fields, { thumbnail: pdf(), pdf: pdf() }),
    ],
    [
      'a book file that is not a document',
      415,
      uploadTypeMessages.book,
      () => form(fields, { thumbnail: png(), pdf: png() }),
    ],
    ['an unknown category', 400, categoryMessages.unknown, () => form({ ...fields, category: '404' })],
  ])(
    'when a book with %s is added, then %i with the service text and nothing is stored',
    async (_case, status, message, body) => {
      expectError(await call('POST', '/api/books', { body: body() }), status, message);
      expect(adminMockState.books).toHaveLength(2);
    },
  );

  it('when the admin edits a book by multipart without files, then 200 with the fields replaced and the files kept', async () => {
    const answer = await call('PUT', '/api/books/1', { body: form({ ...fields, category: '3' }, {}) });
    expect(answer.status).toBe(200);
    expect(bookEndpoints.update.response.parse(answer.body)).toMatchObject({
      id: 1,
      title: 'Stories of the Prophets',
      category: 'Quran',
      category_id: 3,
      pages: 48,
      thumbnail_url: '/media/images/demo-neighbour.jpg',
      fileUrl: '/media/books/demo-neighbour.pdf',
      created_at: '2026-08-25T08:00:00.000Z',
    });
  });

  it('when the admin edits a book by JSON or sends new files, then only what was sent changes', async () => {
    const json = bookEndpoints.update.response.parse((await call('PUT', '/api/books/2', { body: { pages: 40 } })).body);
    expect(json).toMatchObject({ title: 'My First Book of Duas', pages: 40 });
    const files = bookEndpoints.update.response.parse(
      (await call('PUT', '/api/books/2', { body: form({}, { thumbnail: png(), pdf: pdf() }) })).body,
    );
    expect(files.thumbnail_url).toMatch(/^\/media\/images\/mock-upload-\d+\.png$/);
    expect(files.fileUrl).toMatch(/^\/media\/books\/mock-upload-\d+\.pdf$/);
  });

  it('when an edit sends nothing, names an unknown book, a bad file or an unknown category, then 400 / 404 / 415 and nothing changes', async () => {
    expectError(await call('PUT', '/api/books/1', { body: {} }), 400, bookMessages.nothingToUpdate);
    expectError(await call('PUT', '/api/books/999', { body: { pages: 3 } }), 404, bookMessages.notFound);
    expectError(
      await call('PUT', '/api/books/1', { body: form({}, { thumbnail: pdf() }) }),
      415,
      uploadTypeMessages.thumbnail,
    );
    expectError(await call('PUT', '/api/books/1', { body: { category: 404 } }), 400, categoryMessages.unknown);
    expectError(await call('PUT', '/api/books/1', { body: { title: ' ' } }), 400, 'Title is required.');
    expect(adminMockState.books).toEqual(adminBooks);
  });

  it('when the admin deletes a book, then 200 with the message, it is gone, and a second delete is a 404', async () => {
    const answer = await call('DELETE', '/api/books/2');
    expect(answer.status).toBe(200);
    expect(bookEndpoints.remove.response.parse(answer.body).message).toBe(bookMessages.deleted);
    expect(adminMockState.books.map((book) => book.id)).toEqual([1]);
    expectError(await call('GET', '/api/books/2'), 404, bookMessages.notFound);
    expectError(await call('DELETE', '/api/books/2'), 404, bookMessages.notFound);
  });

  it.each([
    ['GET', '/api/books'],
    ['GET', '/api/books/1'],
    ['POST', '/api/books'],
    ['PUT', '/api/books/1'],
    ['DELETE', '/api/books/1'],
  ] as const)('when %s %s is called without a token, then 401 with an error body', async (method, path) => {
    expectError(
      await call(method, path, { token: null, body: method === 'POST' || method === 'PUT' ? form() : undefined }),
      401,
    );
  });

  it.each([
    ['POST', '/api/books'],
    ['PUT', '/api/books/1'],
    ['DELETE', '/api/books/1'],
  ] as const)('when a parent calls %s %s, then 403 with an error body and nothing changes', async (method, path) => {
    expectError(await call(method, path, { token: parentToken, body: method === 'DELETE' ? undefined : form() }), 403);
    expect(adminMockState.books).toEqual(adminBooks);
  });
});
