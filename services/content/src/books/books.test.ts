import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databasesUnderTest } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { docxBook } from '@young-minds/mocks/book-files';
import { type ContentHarness, startContent } from '../test-support';

const limits = { book: 32 * 1024, image: 16 * 1024 };

describe.each(databasesUnderTest())('books on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits });
    admin = await createAdmin(harness);
    ({ parent } = await createFamily(harness));
    const created = await harness.db.repos.categories.create('Stories of the Prophets');
    if (!created.ok) throw new Error('category');
    categoryId = created.category.id;
  });
  afterAll(() => harness.close());

  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length));

  type Fields = Partial<Record<'title' | 'author' | 'category' | 'pages', string>>;
  type Files = Partial<Record<string, [Buffer, string]>>;

  function create(fields: Fields = {}, files: Files = {}): request.Test {
    let call = harness.api().post('/api/books').set(bearer(admin));
    const allFields: Fields = {
      title: 'Qisas al-Anbiya',
      author: 'Ibn Kathir',
      category: String(categoryId),
      pages: '320',
      ...fields,
    };
    for (const [key, value] of Object.entries(allFields)) if (value !== undefined) call = call.field(key, value);
    const allFiles: Files = {
      thumbnail: [sampleFiles.jpeg(), 'cover.jpg'],
      pdf: [sampleFiles.pdf(), 'book.pdf'],
      ...files,
    };
    for (const [key, file] of Object.entries(allFiles)) if (file) call = call.attach(key, file[0], file[1]);
    return call;
  }

  async function expectRefused(call: request.Test | Promise<request.Response>, status: number, message: string) {
    const rowsBefore = await harness.db.models.Book.count();
    const filesBefore = filesUnder(harness.mediaRoot);
    const response = await call;
    expect({ status: response.status, message: response.body.message, error: response.body.error }).toEqual({
      status,
      message,
      error: message,
    });
    expect(await harness.db.models.Book.count()).toBe(rowsBefore);
    expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }

  it('when an admin adds a book with a PDF, then 201 with the spec fields and both files stored', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      title: 'Qisas al-Anbiya',
      author: 'Ibn Kathir',
      category: 'Stories of the Prophets',
      category_id: categoryId,
      pages: 320,
      thumbnail_url: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.jpg$/),
      fileUrl: expect.stringMatching(/^\/media\/books\/[0-9a-f-]{36}\.pdf$/),
      format: 'pdf',
      reader_url: null,
      age_band: 'all',
      music_free: false,
      created_at: expect.any(String),
    });
    expect(existsSync(onDisk(response.body.fileUrl))).toBe(true);
    const served = await harness.api().get(response.body.fileUrl);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['an EPUB under "file"', { pdf: undefined, file: [sampleFiles.epub(), 'book.epub'] }, 'epub', false],
    ['a DOCX under "pdf"', { pdf: [Buffer.from(docxBook(['Bismillah'])), 'book.docx'] }, 'docx', true],
    ['a DOC under "file"', { pdf: undefined, file: [sampleFiles.doc(), 'book.doc'] }, 'doc', false],
  ] as [string, Files, string, boolean][])(
    'when the book file is %s, then it is accepted with its format (reader pages for DOCX only)',
    async (_case, files, format, hasReader) => {
      const response = await create({}, files);
      expect(response.status).toBe(201);
      expect(response.body.fileUrl).toMatch(new RegExp(`\\.${format}$`));
      expect(response.body.format).toBe(format);
      expect(response.body.reader_url).toEqual(
        hasReader ? expect.stringMatching(/^\/media\/readers\/[0-9a-f-]{36}\.json$/) : null,
      );
    },
  );

  it.each([
    ['no title', { title: undefined }, 'Title is required.'],
    ['no author', { author: ' ' }, 'Author is required.'],
    ['no category', { category: undefined }, 'Please choose a category.'],
    ['no pages', { pages: undefined }, 'Pages is required.'],
    ['pages that are no number', { pages: 'many' }, 'Pages must be a number.'],
    ['zero pages', { pages: '0' }, 'Pages must be at least 1.'],
    ['fractional pages', { pages: '12.5' }, 'Pages must be a whole number.'],
    ['an unknown category', { category: '999999' }, 'The selected category does not exist.'],
  ] as [string, Fields, string][])(
    'when the form has %s, then 400 and nothing is written',
    async (_case, fields, message) => {
      await expectRefused(create(fields), 400, message);
    },
  );

  it('when a file is missing, doubled or of the wrong type, then the right 4xx and nothing is written', async () => {
    await expectRefused(create({}, { thumbnail: undefined }), 400, 'Please upload a thumbnail image.');
    await expectRefused(create({}, { pdf: undefined }), 400, 'Please upload the book file (PDF, DOC, DOCX or EPUB).');
    await expectRefused(
      create({}, { file: [sampleFiles.pdf(), 'again.pdf'] }),
      400,
      'Please send the book file once (as pdf or file).',
    );
    await expectRefused(
      create({}, { pdf: [sampleFiles.text(), 'book.pdf'] }),
      415,
      'Book file must be a PDF, DOC, DOCX or EPUB file.',
    );
    await expectRefused(
      create({}, { thumbnail: [sampleFiles.webm(), 'cover.png'] }),
      415,
      'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
    );
    await expectRefused(
      create({}, { pdf: [sampleFiles.pdf(limits.book + 1), 'big.pdf'] }),
      413,
      'Book file is too large (at most 32 KB).',
    );
  });

  it('when a parent lists and reads books, then newest first; search matches the author', async () => {
    const listed = await harness.api().get('/api/books?pageSize=2').set(bearer(parent));
    expect(listed.status).toBe(200);
    expect(listed.body.pageSize).toBe(2);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.total).toBe(await harness.db.models.Book.count());
    const searched = await harness.api().get('/api/books?search=kathir').set(bearer(parent));
    expect(searched.body.total).toBe(listed.body.total);
    const none = await harness.api().get('/api/books?search=nobody').set(bearer(parent));
    expect(none.body).toMatchObject({ data: [], total: 0 });
    const one = await harness.api().get(`/api/books/${listed.body.data[0].id}`).set(bearer(parent));
    expect(one.body).toEqual(listed.body.data[0]);
    expect((await harness.api().get('/api/books/999999').set(bearer(parent))).status).toBe(404);
  });

  it('when an admin edits a book with a new file, then the old file goes only after the row points at the new one', async () => {
    const { body: book } = await create();
    const response = await harness
      .api()
      .put(`/api/books/${book.id}`)
      .set(bearer(admin))
      .field('pages', '12')
      .attach('file', sampleFiles.epub(), 'new.epub');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ pages: 12, title: book.title, thumbnail_url: book.thumbnail_url });
    expect(response.body.fileUrl).toMatch(/\.epub$/);
    expect(existsSync(onDisk(book.fileUrl))).toBe(false);
    expect(existsSync(onDisk(response.body.fileUrl))).toBe(true);

    const json = await harness
      .api()
      .put(`/api/books/${book.id}`)
      .set(bearer(admin))
      .send({ title: 'Renamed', pages: 13 });
    expect(json.body).toMatchObject({ title: 'Renamed', pages: 13, fileUrl: response.body.fileUrl });

    await expectRefused(
      harness.api().put(`/api/books/${book.id}`).set(bearer(admin)).attach('pdf', sampleFiles.png(), 'x.pdf'),
      415,
      'Book file must be a PDF, DOC, DOCX or EPUB file.',
    );
    await expectRefused(
      harness.api().put(`/api/books/${book.id}`).set(bearer(admin)).send({}),
      400,
      'Nothing to update.',
    );
    await expectRefused(
      harness.api().put('/api/books/999999').set(bearer(admin)).send({ title: 'X' }),
      404,
      'Book not found.',
    );
  });

  it("when an admin deletes a book, then its row, files and the children's progress on it are gone", async () => {
    const { body: book } = await create();
    const { child } = await createFamily(harness);
    await harness.db.models.LearningProgress.create({
      childId: child.id,
      contentType: 'book',
      contentId: book.id,
      completed: true,
      lastSeenAt: new Date(),
    });
    const response = await harness.api().delete(`/api/books/${book.id}`).set(bearer(admin));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Book deleted successfully.' });
    expect(existsSync(onDisk(book.fileUrl))).toBe(false);
    expect(existsSync(onDisk(book.thumbnail_url))).toBe(false);
    expect(await harness.db.models.LearningProgress.count({ where: { contentType: 'book', contentId: book.id } })).toBe(
      0,
    );
    expect((await harness.api().delete(`/api/books/${book.id}`).set(bearer(admin))).status).toBe(404);
  });
});
