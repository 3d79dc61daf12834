import { maxBookmarkLength, progressMessages } from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import {
  type TestSession,
  bearer,
  createAdmin,
  createChild,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';

describe.each(serviceDatabases())('learning progress on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let content: SampleContent;
  let admin: TestSession;

  beforeAll(async () => {
    clock = new Date('2026-03-01T10:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
    admin = await createAdmin(harness);
    content = await insertSampleContent(harness.db);
  });
  afterAll(() => harness.close());

  /** Moves the pinned clock on, so "most recent first" has something to order by. */
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const record = (child: TestSession, body: object) =>
    harness.api().put('/api/progress/me').set(bearer(child)).send(body);

  it('when a child records a video position, then it is upserted on one row; completed stays completed', async () => {
    const { child } = await createFamily(harness);
    const first = await record(child, { contentType: 'video', contentId: content.videoId, positionSeconds: 42 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(Number),
      contentType: 'video',
      contentId: content.videoId,
      title: 'The Prophet’s Hijra',
      positionSeconds: 42,
      bookmark: null,
      completed: false,
      score: null,
      lastSeenAt: clock.toISOString(),
    });
    tick();
    const done = await record(child, {
      contentType: 'video',
      contentId: content.videoId,
      positionSeconds: 754,
      completed: true,
    });
    expect(done.body).toMatchObject({ id: first.body.id, positionSeconds: 754, completed: true });
    tick();
    const rewatch = await record(child, {
      contentType: 'video',
      contentId: content.videoId,
      positionSeconds: 10,
      completed: false,
    });
    expect(rewatch.body).toMatchObject({
      id: first.body.id,
      positionSeconds: 10,
      completed: true,
      lastSeenAt: clock.toISOString(),
    });
    expect(await harness.db.models.LearningProgress.count({ where: { childId: child.id } })).toBe(1);
  });

  it('when a child records a bookmark in a book, then it is kept, returned and shown to the parent', async () => {
    const { parent, child } = await createFamily(harness);
    const book = { contentType: 'book', contentId: content.bookId };
    const first = await record(child, { ...book, bookmark: '7' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...book, bookmark: '7', positionSeconds: null, completed: false });
    tick();
    // A record without a bookmark leaves the bookmark where it was.
    expect((await record(child, { ...book })).body).toMatchObject({ bookmark: '7', completed: false });
    tick();
    // Finished: the bookmark on the last page (320) with the claim.
    expect((await record(child, { ...book, bookmark: '320', completed: true })).body).toMatchObject({
      bookmark: '320',
      completed: true,
    });
    tick();
    // As long as a bookmark may be: the column keeps every character.
    const cfi = `epubcfi(/6/4!/4/2/${'1/'.repeat(239)}1:0)`;
    expect(cfi.length).toBe(maxBookmarkLength);
    expect((await record(child, { ...book, bookmark: cfi })).body).toMatchObject({ id: first.body.id, bookmark: cfi });
    const mine = await harness.api().get('/api/progress/me/items?contentType=book').set(bearer(child));
    expect(mine.body.data).toEqual([expect.objectContaining({ id: first.body.id, bookmark: cfi, completed: true })]);
    const report = await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(parent));
    expect(report.body.recent).toEqual([expect.objectContaining({ contentType: 'book', bookmark: cfi })]);
  });

  describe('a completion claim is believed only when it is plausible (issue 29)', () => {
    const video = () => ({ contentType: 'video', contentId: content.videoId });
    const book = () => ({ contentType: 'book', contentId: content.bookId });

    it('when a child claims a 754 s video completed at 10 s, or a 320-page book at page 12, then the place is kept but not the completion', async () => {
      const { parent, child } = await createFamily(harness);
      const early = await record(child, { ...video(), positionSeconds: 10, completed: true });
      expect(early.status).toBe(200);
      expect(early.body).toMatchObject({ positionSeconds: 10, completed: false });
      const without = await record(child, { ...video(), completed: true });
      expect(without.body).toMatchObject({ positionSeconds: 10, completed: false });
      const skimmed = await record(child, { ...book(), bookmark: '12', completed: true });
      expect(skimmed.body).toMatchObject({ bookmark: '12', completed: false });
      const report = await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(parent));
      expect(report.body.summary.byKind).toMatchObject({ video: { completed: 0 }, book: { completed: 0 } });

      // Watched to ~90 % (players round: 2 s short still counts), read to the last page.
      expect((await record(child, { ...video(), positionSeconds: 677, completed: true })).body).toMatchObject({
        completed: true,
      });
      expect((await record(child, { ...book(), bookmark: '320', completed: true })).body).toMatchObject({
        completed: true,
      });
    });

    it('when the claim comes from the offline queue, then it is answered (not refused) and its replay gets the same answer', async () => {
      const { child } = await createFamily(harness);
      const send = () =>
        record(child, { ...video(), positionSeconds: 30, completed: true }).set(
          'Idempotency-Key',
          '7d1c1c36-4c1e-4a57-9c59-0ad3c8f5f0a1',
        );
      const first = await send();
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ positionSeconds: 30, completed: false });
      const again = await send();
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
    });

    it("when a video's length is unknown, or a book is an EPUB, then the claim is taken; a Word book's last page is its reader's", async () => {
      const { child } = await createFamily(harness);
      const { Video, Book } = harness.db.models;
      const unknown = await Video.create({
        title: 'A recording',
        description: 'Length unknown',
        categoryId: content.categoryId,
        videoUrl: '/media/videos/recording.webm',
        thumbnailUrl: '/media/thumbnails/recording.jpg',
      });
      const epub = await Book.create({
        title: 'An EPUB',
        author: 'Someone',
        categoryId: content.categoryId,
        pages: 100,
        thumbnailUrl: '/media/thumbnails/epub.jpg',
        fileUrl: '/media/books/story.epub',
      });
      const reader = await harness.media.storeJson('readers', { pages: ['<p>1</p>', '<p>2</p>', '<p>3</p>'] });
      const word = await Book.create({
        title: 'A Word book',
        author: 'Someone',
        categoryId: content.categoryId,
        pages: 99,
        thumbnailUrl: '/media/thumbnails/word.jpg',
        fileUrl: '/media/books/story.docx',
        readerUrl: reader.url,
      });
      // Approved by a reviewer (issue 35): a child records progress on published items only.
      await publishAllContent(harness);
      const claim = (body: object) => record(child, { ...body, completed: true });
      expect((await claim({ contentType: 'video', contentId: unknown.id, positionSeconds: 1 })).body.completed).toBe(
        true,
      );
      expect(
        (await claim({ contentType: 'book', contentId: epub.id, bookmark: 'epubcfi(/6/2!/4/1:0)' })).body.completed,
      ).toBe(true);
      expect((await claim({ contentType: 'book', contentId: word.id, bookmark: '2' })).body.completed).toBe(false);
      expect((await claim({ contentType: 'book', contentId: word.id, bookmark: '3' })).body.completed).toBe(true);
    });
  });

  it('when the content does not exist or the body is bad, then 4xx and nothing is written', async () => {
    const { child } = await createFamily(harness);
    const cases: [object, number, string][] = [
      [{ contentType: 'video', contentId: 999999 }, 404, 'Video not found.'],
      [{ contentType: 'book', contentId: 999999 }, 404, 'Book not found.'],
      [{ contentType: 'assignment', contentId: 999999, completed: true }, 404, 'Assignment not found.'],
      [
        { contentType: 'quiz', contentId: content.quizId, completed: true },
        400,
        'contentType must be video, book, assignment or dua.',
      ],
      [{ contentId: content.videoId }, 400, 'contentType is required.'],
      [{ contentType: 'video' }, 400, 'contentId is required.'],
      [{ contentType: 'video', contentId: 'abc' }, 400, 'contentId must be a number.'],
      [
        { contentType: 'video', contentId: content.videoId, positionSeconds: -1 },
        400,
        'positionSeconds cannot be negative.',
      ],
      [
        { contentType: 'video', contentId: content.videoId, positionSeconds: '12' },
        400,
        'positionSeconds must be a number.',
      ],
      [
        { contentType: 'book', contentId: content.bookId, positionSeconds: 12 },
        400,
        'A position can only be recorded for a video.',
      ],
      [{ contentType: 'book', contentId: content.bookId, completed: 'yes' }, 400, 'completed must be true or false.'],
      [
        { contentType: 'video', contentId: content.videoId, bookmark: '12' },
        400,
        progressMessages.bookmarkForBooksOnly,
      ],
      [
        { contentType: 'book', contentId: content.bookId, bookmark: '1'.repeat(maxBookmarkLength + 1) },
        400,
        `bookmark must be at most ${maxBookmarkLength} characters.`,
      ],
      [{ contentType: 'book', contentId: content.bookId, bookmark: 12 }, 400, 'bookmark must be text.'],
      [{ contentType: 'book', contentId: content.bookId, bookmark: '  ' }, 400, 'bookmark cannot be empty.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await record(child, body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status, message });
    }
    expect(await harness.db.models.LearningProgress.count({ where: { childId: child.id } })).toBe(0);
  });

  it('when a child has watched, read, taken quizzes and handed in work, then the summary counts it and lists recent items with titles', async () => {
    const { parent, child } = await createFamily(harness);
    await record(child, { contentType: 'video', contentId: content.videoId, positionSeconds: 754, completed: true });
    tick();
    await record(child, { contentType: 'book', contentId: content.bookId });
    tick();
    const quiz = await harness.api().get(`/api/quizzes/${content.quizId}`).set(bearer(child));
    const questionId = quiz.body.questions[0].id;
    const wrong = await harness
      .api()
      .post('/api/quiz-submissions/submit')
      .set(bearer(child))
      .send({ quizId: content.quizId, answers: [{ questionId, answer: 'A' }] });
    expect(wrong.body).toMatchObject({ score: 0, total: 1 });
    tick();
    await harness
      .api()
      .post('/api/quiz-submissions/submit')
      .set(bearer(child))
      .send({ quizId: content.quizId, answers: [{ questionId, answer: 'C' }] });
    tick();
    const handedIn = await harness
      .api()
      .post(`/api/assignments/${content.assignmentId}/submissions`)
      .set(bearer(child))
      .field('text', 'My drawing of the Kaaba');
    expect(handedIn.status).toBe(201);

    const expectedSummary = {
      byKind: {
        video: { started: 1, completed: 1, attempts: null, averageScore: null },
        book: { started: 1, completed: 0, attempts: null, averageScore: null },
        // The first try's 0 %, not the mean of both tries: a retry never raises the average.
        quiz: { started: 1, completed: 1, attempts: 2, averageScore: 0 },
        assignment: { started: 1, completed: 1, attempts: null, averageScore: null },
        activity: { started: 0, completed: 0, attempts: 0, averageScore: null },
      },
    };
    const mine = await harness.api().get('/api/progress/me').set(bearer(child));
    expect(mine.status).toBe(200);
    expect(mine.body.child).toEqual({ id: child.id, name: 'Amina' });
    expect(mine.body.summary).toMatchObject(expectedSummary);
    expect(
      mine.body.recent.map((item: { contentType: string; title: string }) => [item.contentType, item.title]),
    ).toEqual([
      ['assignment', 'Draw the Kaaba'],
      ['quiz', 'Pillars of Islam'],
      ['book', 'Stories of the Prophets'],
      ['video', 'The Prophet’s Hijra'],
    ]);
    expect(mine.body.recent[1]).toMatchObject({ completed: true, score: 100 });

    const asParent = await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(parent));
    expect(asParent.status).toBe(200);
    expect(asParent.body).toEqual(mine.body);
    const asAdmin = await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(admin));
    expect(asAdmin.body.summary).toMatchObject(expectedSummary);

    const videos = await harness.api().get('/api/progress/me/items?contentType=video').set(bearer(child));
    expect(videos.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(videos.body.data[0]).toMatchObject({ contentId: content.videoId, positionSeconds: 754 });
    const all = await harness.api().get('/api/progress/me/items?pageSize=2&page=2').set(bearer(child));
    expect(all.body.total).toBe(4);
    expect(all.body.data.map((item: { contentType: string }) => item.contentType)).toEqual(['book', 'video']);
  });

  it("when a parent asks for another family's child, then 403; an id that is no child is 404", async () => {
    const { parent, child } = await createFamily(harness);
    const { child: stranger } = await createFamily(harness);
    const sibling = await createChild(harness, parent, 'Yusuf');
    expect((await harness.api().get(`/api/progress/children/${sibling.id}`).set(bearer(parent))).status).toBe(200);
    const other = await harness.api().get(`/api/progress/children/${stranger.id}`).set(bearer(parent));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You can only manage your own family.');
    for (const id of [parent.id, admin.id, 999999]) {
      const response = await harness.api().get(`/api/progress/children/${id}`).set(bearer(parent));
      expect({ id, status: response.status, message: response.body.message }).toEqual({
        id,
        status: 404,
        message: 'Child not found.',
      });
    }
    expect((await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(child))).status).toBe(403);
    const fresh = await harness.api().get(`/api/progress/children/${sibling.id}`).set(bearer(admin));
    expect(fresh.body).toMatchObject({
      child: { id: sibling.id, name: 'Yusuf' },
      summary: {
        byKind: {
          video: { started: 0, completed: 0, attempts: null, averageScore: null },
          book: { started: 0, completed: 0, attempts: null, averageScore: null },
          quiz: { started: 0, completed: 0, attempts: 0, averageScore: null },
          assignment: { started: 0, completed: 0, attempts: null, averageScore: null },
          activity: { started: 0, completed: 0, attempts: 0, averageScore: null },
        },
      },
      recent: [],
    });
  });
});
