import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bookMessages, mediaTooLargeMessage, mediaWrongKindMessage, narrationMessages } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { audioSamples, pad } from '../media/audio-samples';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';

const limits = { audio: 4 * 1024 };

describe.each(serviceDatabases())('book page narrations on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let categoryId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits });
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
    const created = await harness.db.repos.categories.create('Stories');
    if (!created.ok) throw new Error('category');
    categoryId = created.category.id;
  });
  afterAll(() => harness.close());

  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length).split('?')[0] ?? '');

  async function createBook(pages = 3): Promise<number> {
    const response = await harness
      .api()
      .post('/api/books')
      .set(bearer(admin))
      .field('title', 'Read to Me')
      .field('author', 'Young Minds Team')
      .field('category', String(categoryId))
      .field('pages', String(pages))
      .attach('thumbnail', sampleFiles.jpeg(), 'cover.jpg')
      .attach('pdf', sampleFiles.pdf(), 'book.pdf');
    expect(response.status).toBe(201);
    // Approved by a reviewer (issue 35): every reader of the book may list its recordings.
    await publishAllContent(harness);
    return response.body.id as number;
  }

  const record = (bookId: number, page: number, file: Buffer = audioSamples.id3(), as: TestSession = admin) =>
    harness.api().put(`/api/books/${bookId}/pages/${page}/narration`).set(bearer(as)).attach('audio', file, 'page.mp3');

  it('when an admin records pages, then every reader of the book lists them in page order as signed links', async () => {
    const bookId = await createBook();
    const second = await record(bookId, 2, audioSamples.wav());
    expect(second.status).toBe(200);
    expect(second.body).toEqual({
      page: 2,
      url: expect.stringMatching(/^\/media\/audio\/[0-9a-f-]{36}\.wav\?expires=\d+&signature=[\w-]+$/),
    });
    expect(existsSync(onDisk(second.body.url))).toBe(true);
    expect((await record(bookId, 1)).status).toBe(200);

    for (const session of [admin, parent, child]) {
      const listed = await harness.api().get(`/api/books/${bookId}/narrations`).set(bearer(session));
      expect(listed.status).toBe(200);
      expect(listed.body.narrations.map((narration: { page: number }) => narration.page)).toEqual([1, 2]);
      expect(listed.body.narrations[1].url).toMatch(/^\/media\/audio\/.+\.wav\?expires=/);
    }
    // The recording is paid content: its link plays, the bare path does not.
    const served = await harness.api().get(second.body.url);
    expect({ status: served.status, type: served.headers['content-type'] }).toEqual({
      status: 200,
      type: 'audio/wav',
    });
    expect((await harness.api().get(second.body.url.split('?')[0])).status).toBe(403);
  });

  it('when a page is recorded again, then the new recording replaces the old one and the old file is deleted', async () => {
    const bookId = await createBook();
    const first = await record(bookId, 1);
    const again = await record(bookId, 1, audioSamples.vorbis());
    expect(again.status).toBe(200);
    expect(again.body.url).toMatch(/\.ogg\?/);
    expect(existsSync(onDisk(first.body.url))).toBe(false);
    expect(existsSync(onDisk(again.body.url))).toBe(true);
    const listed = await harness.api().get(`/api/books/${bookId}/narrations`).set(bearer(admin));
    expect(listed.body.narrations).toEqual([{ page: 1, url: expect.stringMatching(/\.ogg\?/) }]);
  });

  it('when an admin removes a recording, then its row and file go and the page has none', async () => {
    const bookId = await createBook();
    const recorded = await record(bookId, 3);
    const removed = await harness.api().delete(`/api/books/${bookId}/pages/3/narration`).set(bearer(admin));
    expect({ status: removed.status, body: removed.body }).toEqual({
      status: 200,
      body: { message: narrationMessages.removed },
    });
    expect(existsSync(onDisk(recorded.body.url))).toBe(false);
    const listed = await harness.api().get(`/api/books/${bookId}/narrations`).set(bearer(admin));
    expect(listed.body).toEqual({ narrations: [] });
    const twice = await harness.api().delete(`/api/books/${bookId}/pages/3/narration`).set(bearer(admin));
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 404,
      message: narrationMessages.noNarration,
    });
  });

  it('when a book is deleted, then its recordings and their files go with it', async () => {
    const bookId = await createBook();
    const one = await record(bookId, 1);
    const two = await record(bookId, 2);
    expect((await harness.api().delete(`/api/books/${bookId}`).set(bearer(admin))).status).toBe(200);
    expect(existsSync(onDisk(one.body.url))).toBe(false);
    expect(existsSync(onDisk(two.body.url))).toBe(false);
    expect(await harness.db.models.BookPageNarration.count({ where: { bookId } })).toBe(0);
  });

  it.each([
    ['a page beyond the book', 4, audioSamples.id3(), 400, narrationMessages.pageBeyondBook],
    ['a picture instead of a sound', 1, sampleFiles.jpeg(), 415, mediaWrongKindMessage('audio', 'The recording')],
    [
      'a recording over the size limit',
      1,
      pad(audioSamples.id3(), 8 * 1024),
      413,
      mediaTooLargeMessage('audio', 'The recording', 4 * 1024),
    ],
  ] as const)(
    'when an admin sends %s (page %i), then %i with its words and nothing is stored',
    async (_case, page, file, status, message) => {
      const bookId = await createBook();
      const before = filesUnder(harness.mediaRoot);
      const response = await record(bookId, page, file);
      expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
      expect(filesUnder(harness.mediaRoot)).toEqual(before);
      expect(filesUnder(harness.uploadDir)).toEqual([]);
      expect(await harness.db.models.BookPageNarration.count({ where: { bookId } })).toBe(0);
    },
  );

  it('when no recording is sent, or the book does not exist, then 400 or 404 with the words', async () => {
    const bookId = await createBook();
    const empty = await harness
      .api()
      .put(`/api/books/${bookId}/pages/1/narration`)
      .set(bearer(admin))
      .field('note', 'none');
    expect({ status: empty.status, message: empty.body.message }).toEqual({
      status: 400,
      message: narrationMessages.recordingRequired,
    });
    const missing = await record(999_999, 1);
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 404,
      message: bookMessages.notFound,
    });
    const list = await harness.api().get('/api/books/999999/narrations').set(bearer(child));
    expect(list.status).toBe(404);
  });

  it('when a parent or a child tries to record or remove, then 403 and nothing changes', async () => {
    const bookId = await createBook();
    await record(bookId, 1);
    for (const session of [parent, child]) {
      expect((await record(bookId, 2, audioSamples.id3(), session)).status).toBe(403);
      const removed = await harness.api().delete(`/api/books/${bookId}/pages/1/narration`).set(bearer(session));
      expect(removed.status).toBe(403);
    }
    expect(await harness.db.models.BookPageNarration.count({ where: { bookId } })).toBe(1);
  });
});
