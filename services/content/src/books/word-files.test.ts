import { bookMessages } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { type TestSession, bearer, createAdmin, filesUnder } from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';
import { deflatedWordDocument, manyParagraphs, paragraph } from './testing/word-documents';

// Word books that ask too much of the server (issue 29, item 10: a 40 KB file stalled the service for 85–104 s):
// refused with a 400 that asks for a PDF, nothing stored, and the service answers other calls meanwhile.

const limits = { book: 32 * 1024, image: 16 * 1024 };

/** Waits (bounded) until `condition` holds. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(serviceDatabases())('Word books beyond the limits on $name', ({ name }) => {
  let harness: ContentHarness;
  /** The same service with the pre-checks out of the way and a short time limit: conversions that run and run. */
  let slow: ContentHarness;
  let admin: TestSession;
  let slowAdmin: TestSession;
  let categoryId: number;
  let slowCategoryId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits });
    slow = await startContent(name, {
      limits,
      wordLimits: { maxElements: 100_000_000, maxXmlBytes: 1024 ** 3, maxUnpackedBytes: 1024 ** 3, timeoutMs: 2000 },
    });
    admin = await createAdmin(harness);
    slowAdmin = await createAdmin(slow);
    const created = await harness.db.repos.categories.create('Stories');
    const slowCreated = await slow.db.repos.categories.create('Stories');
    if (!created.ok || !slowCreated.ok) throw new Error('category');
    categoryId = created.category.id;
    slowCategoryId = slowCreated.category.id;
  });
  afterAll(async () => {
    await harness.close();
    await slow.close();
  });

  const upload = (on: ContentHarness, session: TestSession, category: number, book: Buffer) =>
    on
      .api()
      .post('/api/books')
      .set(bearer(session))
      .field('title', 'A very long story')
      .field('author', 'Someone')
      .field('category', String(category))
      .field('pages', '10')
      .attach('thumbnail', sampleFiles.jpeg(), 'cover.jpg')
      .attach('pdf', book, 'story.docx');

  /** The books and the files of `on` now. */
  const stateOf = async (on: ContentHarness) => ({
    rows: await on.db.models.Book.count(),
    files: filesUnder(on.mediaRoot),
  });

  /** 400 with the sentence, and neither a row nor a file (the upload, the book file, a reader file) left. */
  async function expectTooComplex(
    on: ContentHarness,
    response: Promise<{ status: number; body: unknown }>,
    before?: { rows: number; files: string[] },
  ) {
    const { rows: rowsBefore, files: filesBefore } = before ?? (await stateOf(on));
    const answer = await response;
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: bookMessages.wordTooComplex,
        error: bookMessages.wordTooComplex,
        fields: { pdf: bookMessages.wordTooComplex },
      }),
    });
    expect(await on.db.models.Book.count()).toBe(rowsBefore);
    expect(filesUnder(on.mediaRoot)).toEqual(filesBefore);
    expect(filesUnder(on.uploadDir)).toEqual([]);
  }

  it('when a 20 KB Word file unpacks to 600,000 elements, then 400 "too large or complex" and nothing is stored', async () => {
    const bomb = await deflatedWordDocument(manyParagraphs(200_000));
    expect(bomb.length).toBeLessThan(limits.book);
    await expectTooComplex(harness, upload(harness, admin, categoryId, bomb));
  });

  it('when a Word file of a few KB unpacks to 12 MB of text, then 400 "too large or complex" and nothing is stored', async () => {
    const bomb = await deflatedWordDocument(paragraph('a'.repeat(12 * 1024 * 1024)));
    expect(bomb.length).toBeLessThan(limits.book);
    await expectTooComplex(harness, upload(harness, admin, categoryId, bomb));
  });

  it('when a Word file is converting, then the service answers other calls meanwhile; past the time limit the upload gets 400 and stores nothing', async () => {
    const bomb = await deflatedWordDocument(manyParagraphs(200_000));
    const before = await stateOf(slow);
    let uploadDone = false;
    const uploading = upload(slow, slowAdmin, slowCategoryId, bomb).then((response) => {
      uploadDone = true;
      return response;
    });
    // The book file is stored before it is converted: from then on the conversion runs.
    await until(
      () => filesUnder(slow.mediaRoot).some((file) => file.startsWith('books/') && !before.files.includes(file)),
      'the book file',
    );
    const health = await slow.api().get('/health');
    const categories = await slow.api().get('/api/Category').set(bearer(slowAdmin));
    expect({ health: health.status, categories: categories.status, uploadDone }).toEqual({
      health: 200,
      categories: 200,
      uploadDone: false,
    });
    await expectTooComplex(slow, uploading, before);
  });

  it('when a normal Word file is added, then it still converts', async () => {
    const book = await deflatedWordDocument(paragraph('Once upon a time') + paragraph('The end'));
    const response = await upload(harness, admin, categoryId, book);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ format: 'docx', reader_url: expect.stringMatching(/^\/media\/readers\//) });
  });
});
