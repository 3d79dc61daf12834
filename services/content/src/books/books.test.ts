import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookMessages, bookReaderPagesSchema } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { docxBook } from '@young-minds/scenarios/book-files';
import { type ContentHarness, newDraftReview, publishAllContent, startContent } from '../test-support';
import { pageTextLength } from './reader';
import { paragraph, picture, png, relationship, wordDocument } from './testing/word-documents';

const limits = { book: 32 * 1024, image: 64 * 1024 };
const seedPdf = readFileSync(join(__dirname, '../../seed/media/stories-of-the-prophets.pdf'));

describe.each(serviceDatabases())('books on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits });
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
    const created = await harness.db.repos.categories.create('Stories of the Prophets');
    if (!created.ok) throw new Error('category');
    categoryId = created.category.id;
  });
  afterAll(() => harness.close());

  const plain = (url: string) => url.split('?')[0] ?? '';
  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length).split('?')[0] ?? '');

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
    return response;
  }

  it('when an admin adds a book with a PDF, then 201 with the spec fields and both files stored', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ...newDraftReview,
      id: expect.any(Number),
      title: 'Qisas al-Anbiya',
      author: 'Ibn Kathir',
      category: 'Stories of the Prophets',
      category_id: categoryId,
      pages: 320,
      thumbnail_url: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.jpg$/),
      fileUrl: expect.stringMatching(/^\/media\/books\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]+$/),
      format: 'pdf',
      reader_url: null,
      age_band: 'all',
      music_free: false,
      language: 'en',
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
      expect(response.body.fileUrl).toMatch(new RegExp(`\\.${format}\\?`));
      expect(response.body.format).toBe(format);
      expect(response.body.reader_url).toEqual(
        hasReader
          ? expect.stringMatching(/^\/media\/readers\/[0-9a-f-]{36}\.json\?expires=\d+&signature=[\w-]+$/)
          : null,
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
    await expectRefused(
      create({}, { thumbnail: undefined, pdf: undefined, file: [sampleFiles.epub(), 'book.epub'] }),
      400,
      bookMessages.thumbnailForFormat,
    );
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

  it('when an admin adds a PDF book without a thumbnail, then its first page is its cover: a 480 px PNG, deleted with it', async () => {
    const response = await create({}, { thumbnail: undefined, pdf: [seedPdf, 'prophets.pdf'] });
    expect(response.status).toBe(201);
    expect(response.body.thumbnail_url).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.png$/);
    const cover = readFileSync(onDisk(response.body.thumbnail_url));
    expect(cover.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The PNG's header: its width and height (the seed's page is A5-like, taller than wide).
    expect(cover.readUInt32BE(16)).toBe(480);
    expect(cover.readUInt32BE(20)).toBeGreaterThan(480);
    const served = await harness.api().get(response.body.thumbnail_url).set(bearer(parent));
    expect(served.headers['content-type']).toBe('image/png');

    expect((await harness.api().delete(`/api/books/${response.body.id}`).set(bearer(admin))).status).toBe(200);
    expect(existsSync(onDisk(response.body.thumbnail_url))).toBe(false);
    expect(existsSync(onDisk(response.body.fileUrl))).toBe(false);
  });

  it('when a PDF without a thumbnail cannot be drawn, or its book cannot be saved, then 400 and no file is left', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41), Buffer.from('\n%%EOF\n')]);
    await expectRefused(
      create({}, { thumbnail: undefined, pdf: [garbage, 'hostile.pdf'] }),
      400,
      bookMessages.coverUnreadable,
    );
    await expectRefused(
      create({}, { thumbnail: undefined, pdf: [seedPdf.subarray(0, 400), 'truncated.pdf'] }),
      400,
      bookMessages.coverUnreadable,
    );
    // The cover is drawn, then the row is refused: the drawn cover goes with the uploads.
    await expectRefused(
      create({ category: '999999' }, { thumbnail: undefined, pdf: [seedPdf, 'prophets.pdf'] }),
      400,
      'The selected category does not exist.',
    );
  });

  it('when a parent lists and reads books, then newest first; search matches the author', async () => {
    await publishAllContent(harness);
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
    expect(response.body.fileUrl).toMatch(/\.epub\?/);
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

  const readerFiles = () =>
    filesUnder(harness.mediaRoot)
      .filter((file) => file.startsWith('readers/'))
      .sort();

  const createDocx = (book: Buffer) => create({}, { pdf: [book, 'book.docx'] });

  /** The reader file as a browser gets it: status, headers and the pages. */
  async function readerPages(url: string) {
    const served = await harness.api().get(url).set(bearer(child));
    expect(served.status).toBe(200);
    expect({
      type: served.headers['content-type'],
      nosniff: served.headers['x-content-type-options'],
      policy: served.headers['content-security-policy'],
    }).toEqual({
      type: 'application/json; charset=utf-8',
      nosniff: 'nosniff',
      policy: expect.stringContaining("default-src 'none'"),
    });
    return bookReaderPagesSchema.parse(JSON.parse(served.text)).pages;
  }

  async function expectUnreadable(call: request.Test) {
    const response = await expectRefused(call, 400, bookMessages.unreadableWord);
    expect(response.body.fields).toEqual({ pdf: bookMessages.unreadableWord });
  }

  it('when a DOCX book is added, then its pages are split at the page breaks and served as JSON', async () => {
    const response = await createDocx(
      Buffer.from(docxBook(['Page one', 'Page <script>alert(1)</script> two', 'Page three'])),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      format: 'docx',
      reader_url: expect.stringMatching(/^\/media\/readers\/[0-9a-f-]{36}\.json\?expires=\d+&signature=[\w-]+$/),
    });
    await publishAllContent(harness);
    const pages = await readerPages(response.body.reader_url);
    expect(pages).toEqual([
      '<p>Page one</p>',
      '<p>Page &lt;script&gt;alert(1)&lt;/script&gt; two</p>',
      '<p>Page three</p>',
    ]);
    expect(pages.join('')).not.toMatch(/<script|onerror|href/i);
    // The read answers what the upload answered, approved by a reviewer since (issue 35).
    const read = await harness.api().get(`/api/books/${response.body.id}`).set(bearer(child));
    expect(read.body).toEqual({ ...response.body, review: { ...response.body.review, status: 'published' } });
  });

  it('when a DOCX has links and pictures, then only the link texts and the embedded pictures are kept', async () => {
    const response = await createDocx(
      wordDocument(
        '<w:p><w:hyperlink r:id="rLink"><w:r><w:t>Visit us</w:t></w:r></w:hyperlink>' +
          '<w:r><w:t xml:space="preserve"> and </w:t></w:r>' +
          '<w:hyperlink r:id="rScript"><w:r><w:t>play</w:t></w:r></w:hyperlink></w:p>' +
          picture('r:embed="rCat"', 'A cat') +
          picture('r:link="rRemote"', 'remote&quot; onerror=&quot;alert(1)') +
          picture('r:embed="rVector"', 'A drawing'),
        [
          relationship('rLink', 'hyperlink', 'https://elsewhere.example/', true),
          relationship('rScript', 'hyperlink', 'javascript:alert(1)', true),
          relationship('rCat', 'image', 'media/cat.png'),
          relationship('rRemote', 'image', 'https://elsewhere.example/tracker.png', true),
          relationship('rVector', 'image', 'media/drawing.emf'),
        ],
        [
          ['word/media/cat.png', png],
          ['word/media/drawing.emf', Buffer.from('not a picture a browser shows')],
        ],
      ),
    );
    expect(response.status).toBe(201);
    const pages = await readerPages(response.body.reader_url);
    expect(pages).toEqual([
      `<p>Visit us and play</p><p><img alt="A cat" src="data:image/png;base64,${png.toString('base64')}" /></p>`,
    ]);
    expect(pages.join('')).not.toMatch(/href|onerror|elsewhere|javascript|x-emf/i);
  });

  it('when a long DOCX has no page breaks, then it is cut between paragraphs into pages of about 1,500 characters', async () => {
    const texts = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1}. ${'word '.repeat(60).trim()}`);
    const response = await createDocx(wordDocument(texts.map(paragraph).join('')));
    expect(response.status).toBe(201);
    const pages = await readerPages(response.body.reader_url);
    const perPage = Math.ceil(pageTextLength / texts[0]!.length);
    expect(pages).toEqual([
      texts
        .slice(0, perPage)
        .map((text) => `<p>${text}</p>`)
        .join(''),
      texts
        .slice(perPage, 2 * perPage)
        .map((text) => `<p>${text}</p>`)
        .join(''),
      texts
        .slice(2 * perPage)
        .map((text) => `<p>${text}</p>`)
        .join(''),
    ]);
  });

  it.each([
    ['a zip that only looks like a Word document', sampleFiles.docx()],
    ['a Word document with no text', wordDocument('<w:p></w:p>')],
  ])('when the DOCX is %s, then 400 and nothing is stored', async (_case, book) => {
    await expectUnreadable(createDocx(book));
  });

  it('when a DOCX book gets a new file, then the old reader file goes with the old file', async () => {
    const { body: book } = await createDocx(Buffer.from(docxBook(['First edition'])));
    await expectUnreadable(
      harness.api().put(`/api/books/${book.id}`).set(bearer(admin)).attach('pdf', sampleFiles.docx(), 'x.docx'),
    );
    expect((await harness.api().get(`/api/books/${book.id}`).set(bearer(admin))).body).toEqual(book);

    const second = await harness
      .api()
      .put(`/api/books/${book.id}`)
      .set(bearer(admin))
      .attach('pdf', Buffer.from(docxBook(['Second edition'])), 'second.docx');
    expect(second.status).toBe(200);
    expect(second.body.reader_url).not.toBe(book.reader_url);
    expect(existsSync(onDisk(book.reader_url))).toBe(false);
    expect(await readerPages(second.body.reader_url)).toEqual(['<p>Second edition</p>']);

    const asPdf = await harness
      .api()
      .put(`/api/books/${book.id}`)
      .set(bearer(admin))
      .attach('pdf', sampleFiles.pdf(), 'third.pdf');
    expect(asPdf.body).toMatchObject({ format: 'pdf', reader_url: null });
    expect(existsSync(onDisk(second.body.reader_url))).toBe(false);

    // Editing the text fields leaves the files alone.
    const renamed = await harness.api().put(`/api/books/${book.id}`).set(bearer(admin)).send({ title: 'Renamed' });
    expect(renamed.body).toMatchObject({
      title: 'Renamed',
      format: 'pdf',
      reader_url: null,
      fileUrl: asPdf.body.fileUrl,
    });
  });

  it('when a DOCX book is deleted, then its reader file is deleted with it', async () => {
    const { body: book } = await createDocx(Buffer.from(docxBook(['Gone soon'])));
    expect(existsSync(onDisk(book.reader_url))).toBe(true);
    expect((await harness.api().delete(`/api/books/${book.id}`).set(bearer(admin))).status).toBe(200);
    expect(existsSync(onDisk(book.reader_url))).toBe(false);
    expect(existsSync(onDisk(book.fileUrl))).toBe(false);
    // No row names it any more: the sweeper's check agrees it may go.
    expect(await harness.db.repos.mediaDeletions.referenced([book.reader_url])).toEqual(new Set());
  });

  /** A DOCX book as one uploaded before reader files existed: its file stored, no reader file. */
  async function olderBook(bytes: Buffer) {
    const key = `books/${randomUUID()}.docx`;
    mkdirSync(join(harness.mediaRoot, 'books'), { recursive: true });
    writeFileSync(join(harness.mediaRoot, key), bytes);
    const created = await harness.db.repos.books.create({
      title: 'An older book',
      author: 'Ibn Kathir',
      categoryId,
      pages: 2,
      thumbnailUrl: '/media/images/older.png',
      fileUrl: `/media/${key}`,
    });
    if (!created.ok) throw new Error(created.reason);
    expect(created.book.readerUrl).toBeNull();
    await publishAllContent(harness);
    return created.book;
  }

  it('when a DOCX book from before is read twice at once, then it gets one reader file, kept', async () => {
    const book = await olderBook(Buffer.from(docxBook(['Old page 1', 'Old page 2'])));
    const before = readerFiles();
    const [first, second] = await Promise.all([
      harness.api().get(`/api/books/${book.id}`).set(bearer(child)),
      harness.api().get(`/api/books/${book.id}`).set(bearer(child)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.reader_url).toMatch(/^\/media\/readers\/[0-9a-f-]{36}\.json\?expires=\d+&signature=[\w-]+$/);
    expect(second.body.reader_url).toBe(first.body.reader_url);
    expect(readerFiles()).toEqual([...before, plain(first.body.reader_url).slice('/media/'.length)].sort());
    expect((await harness.db.repos.books.findById(book.id))?.readerUrl).toBe(plain(first.body.reader_url));
    expect(await readerPages(first.body.reader_url)).toEqual(['<p>Old page 1</p>', '<p>Old page 2</p>']);
  });

  it('when a DOCX book from before cannot be read, then it is still served, without reader pages', async () => {
    const book = await olderBook(sampleFiles.docx());
    const before = filesUnder(harness.mediaRoot);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await harness.api().get(`/api/books/${book.id}`).set(bearer(child));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ format: 'docx', reader_url: null });
      expect(plain(response.body.fileUrl)).toBe(book.fileUrl);
    }
    expect(filesUnder(harness.mediaRoot)).toEqual(before);
  });
});
