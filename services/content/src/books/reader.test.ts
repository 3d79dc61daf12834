import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookMessages, bookReaderPagesSchema } from '@young-minds/contracts';
import { databasesUnderTest } from '@young-minds/db/testing';
import { docxBook, storedZip } from '@young-minds/mocks/book-files';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';
import { pageTextLength } from './reader';

const namespaces =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
const relationshipType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A DOCX whose body is `body` (WordprocessingML), with the document's relationships and parts (pictures). */
function wordDocument(body: string, relationships: string[] = [], parts: [string, Uint8Array][] = []): Buffer {
  return Buffer.from(
    storedZip([
      [
        '[Content_Types].xml',
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/>' +
          '<Default Extension="emf" ContentType="image/x-emf"/><Override PartName="/word/document.xml" ' +
          'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ],
      [
        '_rels/.rels',
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${relationshipType}/officeDocument" Target="word/document.xml"/></Relationships>`,
      ],
      [
        'word/document.xml',
        `<?xml version="1.0" encoding="UTF-8"?><w:document ${namespaces}><w:body>${body}</w:body></w:document>`,
      ],
      [
        'word/_rels/document.xml.rels',
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `${relationships.join('')}</Relationships>`,
      ],
      ...parts,
    ]),
  );
}

const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const picture = (blip: string, description: string) =>
  `<w:p><w:r><w:drawing><wp:inline><wp:docPr id="1" name="Picture" descr="${description}"/><a:graphic>` +
  '<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill>' +
  `<a:blip ${blip}/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
const relationship = (id: string, type: string, target: string, external = false) =>
  `<Relationship Id="${id}" Type="${relationshipType}/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>`;

/** A 1×1 PNG's first bytes: enough for mammoth, which only copies it. */
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(databasesUnderTest())('book reader pages on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let child: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits: { book: 64 * 1024, image: 16 * 1024 } });
    admin = await createAdmin(harness);
    ({ child } = await createFamily(harness));
    const created = await harness.db.repos.categories.create('Stories');
    if (!created.ok) throw new Error('category');
    categoryId = created.category.id;
  });
  afterAll(() => harness.close());

  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length));
  const readerFiles = () =>
    filesUnder(harness.mediaRoot)
      .filter((file) => file.startsWith('readers/'))
      .sort();

  function create(book: Buffer, fileName = 'book.docx'): request.Test {
    return harness
      .api()
      .post('/api/books')
      .set(bearer(admin))
      .field('title', 'Stories for Yusuf')
      .field('author', 'Amina')
      .field('category', String(categoryId))
      .field('pages', '3')
      .attach('thumbnail', sampleFiles.png(), 'cover.png')
      .attach('pdf', book, fileName);
  }

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
    const rowsBefore = await harness.db.models.Book.count();
    const filesBefore = filesUnder(harness.mediaRoot);
    const response = await call;
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: bookMessages.unreadableWord,
        fields: { pdf: bookMessages.unreadableWord },
      }),
    });
    expect(await harness.db.models.Book.count()).toBe(rowsBefore);
    expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }

  it('when a DOCX book is added, then its pages are split at the page breaks and served as JSON', async () => {
    const response = await create(
      Buffer.from(docxBook(['Page one', 'Page <script>alert(1)</script> two', 'Page three'])),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      format: 'docx',
      reader_url: expect.stringMatching(/^\/media\/readers\/[0-9a-f-]{36}\.json$/),
    });
    const pages = await readerPages(response.body.reader_url);
    expect(pages).toEqual([
      '<p>Page one</p>',
      '<p>Page &lt;script&gt;alert(1)&lt;/script&gt; two</p>',
      '<p>Page three</p>',
    ]);
    expect(pages.join('')).not.toMatch(/<script|onerror|href/i);
    // The read answers what the upload answered.
    const read = await harness.api().get(`/api/books/${response.body.id}`).set(bearer(child));
    expect(read.body).toEqual(response.body);
  });

  it('when a DOCX has links and pictures, then only the link texts and the embedded pictures are kept', async () => {
    const response = await create(
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
    const response = await create(wordDocument(texts.map(paragraph).join('')));
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
    await expectUnreadable(create(book));
  });

  it('when a DOCX book gets a new file, then the old reader file goes with the old file', async () => {
    const { body: book } = await create(Buffer.from(docxBook(['First edition'])));
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
    const { body: book } = await create(Buffer.from(docxBook(['Gone soon'])));
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
      author: 'Amina',
      categoryId,
      pages: 2,
      thumbnailUrl: '/media/images/older.png',
      fileUrl: `/media/${key}`,
    });
    if (!created.ok) throw new Error(created.reason);
    expect(created.book.readerUrl).toBeNull();
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
    expect(first.body.reader_url).toMatch(/^\/media\/readers\/[0-9a-f-]{36}\.json$/);
    expect(second.body.reader_url).toBe(first.body.reader_url);
    expect(readerFiles()).toEqual([...before, first.body.reader_url.slice('/media/'.length)].sort());
    expect((await harness.db.repos.books.findById(book.id))?.readerUrl).toBe(first.body.reader_url);
    expect(await readerPages(first.body.reader_url)).toEqual(['<p>Old page 1</p>', '<p>Old page 2</p>']);
  });

  it('when a DOCX book from before cannot be read, then it is still served, without reader pages', async () => {
    const book = await olderBook(sampleFiles.docx());
    const before = filesUnder(harness.mediaRoot);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await harness.api().get(`/api/books/${book.id}`).set(bearer(child));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ format: 'docx', reader_url: null, fileUrl: book.fileUrl });
    }
    expect(filesUnder(harness.mediaRoot)).toEqual(before);
  });
});
