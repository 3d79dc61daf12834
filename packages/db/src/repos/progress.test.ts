import type { Database } from '../connection';
import {
  createTestDatabase,
  databasesUnderTest,
  insertChildActivity,
  insertSampleContent,
  type SampleContent,
  type TestDatabase,
} from '../testing';
import { upsertProgressRow } from './progress';

describe.each(databasesUnderTest())('progress repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let content: SampleContent;
  let childId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.clear();
    content = await insertSampleContent(db);
    const parent = await db.models.User.create({
      role: 'parent',
      name: 'P',
      email: 'p@example.test',
      passwordHash: 'x',
    });
    childId = (
      await db.models.User.create({
        role: 'child',
        name: 'C',
        parentId: parent.id,
        username: 'kid.c',
        passwordHash: 'x',
      })
    ).id;
  });

  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

  it('when the same item is recorded again, then its one row is updated: position moves, completed sticks', async () => {
    const recorded = (write: Parameters<typeof db.repos.progress.record>[0]) =>
      db.repos.progress.record(write).then((result) => (result.ok ? result.item : null));
    const first = await recorded({
      childId,
      contentType: 'video',
      contentId: content.videoId,
      positionSeconds: 5,
      seenAt: at(0),
    });
    const done = await recorded({
      childId,
      contentType: 'video',
      contentId: content.videoId,
      completed: true,
      seenAt: at(1),
    });
    const again = await recorded({
      childId,
      contentType: 'video',
      contentId: content.videoId,
      positionSeconds: 2,
      completed: false,
      seenAt: at(2),
    });
    expect(first).toMatchObject({ positionSeconds: 5, completed: false, title: 'The Prophet’s Hijra' });
    expect(done).toMatchObject({ id: first!.id, positionSeconds: 5, completed: true });
    expect(again).toMatchObject({ id: first!.id, positionSeconds: 2, completed: true, lastSeenAt: at(2) });
    expect(await db.models.LearningProgress.count()).toBe(1);
  });

  it('when a book is recorded with a bookmark, then it is kept until a later bookmark replaces it', async () => {
    const recorded = (write: Parameters<typeof db.repos.progress.record>[0]) =>
      db.repos.progress.record(write).then((result) => (result.ok ? result.item : null));
    const book = { childId, contentType: 'book' as const, contentId: content.bookId };
    expect(await recorded({ ...book, bookmark: '12', seenAt: at(0) })).toMatchObject({ bookmark: '12' });
    expect(await recorded({ ...book, completed: true, seenAt: at(1) })).toMatchObject({
      bookmark: '12',
      completed: true,
    });
    const cfi = 'epubcfi(/6/4!/4/2/1:0)';
    expect(await recorded({ ...book, bookmark: cfi, seenAt: at(2) })).toMatchObject({ bookmark: cfi });
    const [row] = (await db.repos.progress.listItems(childId, { page: 1, pageSize: 5 })).rows;
    expect(row).toMatchObject({ contentType: 'book', bookmark: cfi, completed: true });
    expect(await recorded({ childId, contentType: 'video', contentId: content.videoId, seenAt: at(3) })).toMatchObject({
      bookmark: null,
    });
  });

  it('when the same new item is recorded by racing requests, then all succeed and there is still one row', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        db.repos.progress.record({
          childId,
          contentType: 'video',
          contentId: content.videoId,
          positionSeconds: index,
          completed: index === 3,
          seenAt: at(index),
        }),
      ),
    );
    expect(new Set(results.map((result) => result.ok && result.item.id)).size).toBe(1);
    expect(await db.models.LearningProgress.count()).toBe(1);
    const [row] = (await db.repos.progress.listItems(childId, { page: 1, pageSize: 5 })).rows;
    expect(row?.completed).toBe(true);
  });

  it('when the item does not exist, then notFound and nothing is written', async () => {
    expect(await db.repos.progress.record({ childId, contentType: 'book', contentId: 999999, seenAt: at(0) })).toEqual({
      ok: false,
      reason: 'notFound',
    });
    expect(await db.models.LearningProgress.count()).toBe(0);
  });

  it('when the item was taken back to review after the child started it, then notFound and the row stays as it was', async () => {
    const write = { childId, contentType: 'video' as const, contentId: content.videoId };
    expect((await db.repos.progress.record({ ...write, positionSeconds: 30, seenAt: at(0) })).ok).toBe(true);
    await db.models.Video.update({ reviewStatus: 'in_review' }, { where: { id: content.videoId } });
    expect(await db.repos.progress.record({ ...write, positionSeconds: 90, completed: true, seenAt: at(5) })).toEqual({
      ok: false,
      reason: 'notFound',
    });
    const rows = await db.models.LearningProgress.findAll({ raw: true });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ positionSeconds: 30 });
    expect(Boolean(rows[0]!.completed)).toBe(false);
  });

  it('when a child has activity, then the summary counts it', async () => {
    await insertChildActivity(db, childId, content);
    await db.repos.progress.record({
      childId,
      contentType: 'book',
      contentId: content.bookId,
      completed: true,
      seenAt: new Date(Date.now() + 60_000),
    });
    expect((await db.repos.progress.summary(childId)).byKind).toMatchObject({
      video: { started: 1, completed: 0, attempts: null, averageScore: null },
      book: { started: 1, completed: 1, attempts: null, averageScore: null },
      quiz: { started: 1, completed: 0, attempts: 1, averageScore: 100 },
      assignment: { started: 1, completed: 0, attempts: null, averageScore: null },
      activity: { started: 0, completed: 0, attempts: 0, averageScore: null },
    });
    const recent = await db.repos.progress.recent(childId, 1);
    expect(recent.map((item) => [item.contentType, item.title])).toEqual([['book', 'Stories of the Prophets']]);
  });

  it('when a history is filtered by kind and by whole UTC days, then only those rows come, newest first, with time spent', async () => {
    const { LearningProgress } = db.models;
    await LearningProgress.bulkCreate([
      {
        childId,
        contentType: 'video',
        contentId: content.videoId,
        timeSpentSeconds: 90,
        lastSeenAt: new Date('2026-01-02T00:00:00.000Z'),
      },
      { childId, contentType: 'book', contentId: content.bookId, lastSeenAt: new Date('2026-01-01T23:59:59.999Z') },
      {
        childId,
        contentType: 'quiz',
        contentId: content.quizId,
        score: 80,
        lastSeenAt: new Date('2026-01-01T00:00:00.000Z'),
      },
    ]);
    const kinds = async (filter: Parameters<typeof db.repos.progress.history>[1], page = { page: 1, pageSize: 10 }) => {
      const { rows, total } = await db.repos.progress.history(childId, filter, page);
      return { total, kinds: rows.map((row) => row.contentType) };
    };
    expect(await kinds({})).toEqual({ total: 3, kinds: ['video', 'book', 'quiz'] });
    expect(await kinds({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ total: 2, kinds: ['book', 'quiz'] });
    expect(await kinds({ from: '2026-01-02' })).toEqual({ total: 1, kinds: ['video'] });
    expect(await kinds({ contentType: 'quiz', to: '2026-01-05' })).toEqual({ total: 1, kinds: ['quiz'] });
    expect(await kinds({}, { page: 2, pageSize: 2 })).toEqual({ total: 3, kinds: ['quiz'] });
    const [first] = (await db.repos.progress.history(childId, { contentType: 'video' }, { page: 1, pageSize: 1 })).rows;
    expect(first).toMatchObject({ title: 'The Prophet’s Hijra', timeSpentSeconds: 90 });
  });

  it('when a heartbeat adds time to an item, then the time adds up and the rest of the row stays', async () => {
    await db.writeTransaction(async (transaction) => {
      const write = { childId, contentType: 'video' as const, contentId: content.videoId };
      const writer = { sequelize: db.sequelize, dialect: db.dialect, now: () => new Date() };
      await upsertProgressRow(writer, { ...write, positionSeconds: 40, completed: true, seenAt: at(0) }, transaction);
      await upsertProgressRow(writer, { ...write, addTimeSpentSeconds: 30, seenAt: at(1) }, transaction);
      await upsertProgressRow(writer, { ...write, addTimeSpentSeconds: 25, seenAt: at(2) }, transaction);
    });
    const [row] = await db.repos.progress.recent(childId, 1);
    expect(row).toMatchObject({ positionSeconds: 40, completed: true, timeSpentSeconds: 55, lastSeenAt: at(2) });
  });

  // `report` reads the account, the recent items and the summary in two raw statements straight on the driver; each
  // database answers its own way (SQLite: text dates, 0/1, REAL averages; MariaDB: Date objects, DECIMAL averages,
  // BIGINT counts), and the report must read as the model-based calls do on both.
  it('when a report is read, then it is the summary and the recent items as read one by one, the same on either database', async () => {
    const { LearningProgress, QuizSubmission, Book } = db.models;
    await LearningProgress.bulkCreate([
      // Milliseconds, a bookmark, a score, and a completed row: what a driver may shape differently.
      {
        childId,
        contentType: 'book',
        contentId: content.bookId,
        bookmark: 'p12',
        completed: true,
        lastSeenAt: new Date('2026-01-03T10:00:00.123Z'),
      },
      { childId, contentType: 'quiz', contentId: content.quizId, score: 67, lastSeenAt: at(30) },
      { childId, contentType: 'video', contentId: content.videoId, positionSeconds: 42, lastSeenAt: at(30) },
      { childId, contentType: 'assignment', contentId: content.assignmentId, lastSeenAt: at(1) },
    ]);
    // First try 2 of 3 (66.67 %), then 3 of 3: the average counts the first try only and rounds it.
    await QuizSubmission.bulkCreate([
      { quizId: content.quizId, childId, score: 2, total: 3, answers: {}, submittedAt: at(2) },
      { quizId: content.quizId, childId, score: 3, total: 3, answers: {}, submittedAt: at(3) },
    ]);
    // An item gone since: its row stays, without a title.
    await Book.destroy({ where: { id: content.bookId } });

    const report = await db.repos.progress.report(childId, 3);
    expect(report).toEqual({
      user: { id: childId, name: 'C', role: 'child', parentId: expect.any(Number) },
      summary: await db.repos.progress.summary(childId),
      recent: await db.repos.progress.recent(childId, 3),
    });
    expect(report?.recent.map((item) => [item.contentType, item.title, item.lastSeenAt.toISOString()])).toEqual([
      ['book', null, '2026-01-03T10:00:00.123Z'],
      ['video', 'The Prophet’s Hijra', at(30).toISOString()],
      ['quiz', 'Pillars of Islam', at(30).toISOString()],
    ]);
    expect(report?.recent[0]).toMatchObject({ bookmark: 'p12', completed: true, score: null, positionSeconds: null });
    expect(report?.summary.byKind.quiz).toEqual({ started: 1, completed: 0, attempts: 2, averageScore: 67 });
    expect(report?.summary.byKind.book).toMatchObject({ started: 1, completed: 1 });
  });

  it('when an account has no progress, then its report has an empty summary and no items; no account, no report', async () => {
    const report = await db.repos.progress.report(childId, 5);
    expect(report).toEqual({
      user: { id: childId, name: 'C', role: 'child', parentId: expect.any(Number) },
      summary: await db.repos.progress.summary(childId),
      recent: [],
    });
    expect(Object.values(report?.summary.byKind ?? {}).every((kind) => kind.started === 0)).toBe(true);
    expect(await db.repos.progress.report(999999, 5)).toBeNull();
  });
});
