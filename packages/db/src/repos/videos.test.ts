import type { Database } from '../connection';
import {
  createTestClock,
  createTestDatabase,
  databasesUnderTest,
  insertSampleContent,
  type TestDatabase,
} from '../testing';
import type { NewVideo } from './videos';

describe.each(databasesUnderTest())('videos repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let categoryId: number;
  let otherCategoryId: number;
  const clock = createTestClock('2026-01-01T00:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.clear();
    const a = await db.repos.categories.create('Seerah');
    const b = await db.repos.categories.create('Stories');
    if (!a.ok || !b.ok) throw new Error('category');
    categoryId = a.category.id;
    otherCategoryId = b.category.id;
  });

  const video = (fields: Partial<NewVideo> = {}): NewVideo => ({
    title: 'Hijra',
    description: 'Journey',
    categoryId,
    videoUrl: '/media/videos/a.webm',
    thumbnailUrl: '/media/images/a.png',
    createdBy: null,
    ...fields,
  });

  async function make(fields: Partial<NewVideo> = {}) {
    const result = await db.repos.videos.create(video(fields));
    if (!result.ok) throw new Error(result.reason);
    return result.video;
  }

  it('when a video is created, then it comes back as a plain record with its category name', async () => {
    const created = await make();
    expect(created).toMatchObject({
      title: 'Hijra',
      categoryId,
      categoryName: 'Seerah',
      videoUrl: '/media/videos/a.webm',
    });
    expect(Object.getPrototypeOf(created)).toBe(Object.prototype);
    expect(await db.repos.videos.findById(created.id)).toEqual(created);
  });

  it('when the category does not exist, then nothing is written', async () => {
    expect(await db.repos.videos.create(video({ categoryId: 999999 }))).toEqual({
      ok: false,
      reason: 'unknownCategory',
    });
    expect(await db.models.Video.count()).toBe(0);
  });

  it('when listed, then newest first, paged, filtered by category and searched case-insensitively with literal %', async () => {
    const first = await make({ title: 'Alpha 100%' });
    clock.advance();
    const second = await make({ title: 'Beta', categoryId: otherCategoryId });
    clock.advance();
    const third = await make({ title: 'Gamma', description: 'about alpha' });

    const all = await db.repos.videos.list({ page: 1, pageSize: 2 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual([third.id, second.id]);
    expect((await db.repos.videos.list({ page: 2, pageSize: 2 })).rows.map((row) => row.id)).toEqual([first.id]);
    const byCategory = await db.repos.videos.list({ page: 1, pageSize: 10, categoryId: otherCategoryId });
    expect(byCategory.rows.map((row) => [row.title, row.categoryName])).toEqual([['Beta', 'Stories']]);
    expect((await db.repos.videos.list({ page: 1, pageSize: 10, search: 'ALPHA' })).total).toBe(2);
    expect((await db.repos.videos.list({ page: 1, pageSize: 10, search: '0%' })).rows.map((row) => row.id)).toEqual([
      first.id,
    ]);
    expect((await db.repos.videos.list({ page: 1, pageSize: 10, search: '%' })).total).toBe(1);
  });

  it('when pages are read in any order and again, then together they hold every matching video once, newest first', async () => {
    const made: { id: number; categoryId: number; ageBand: string }[] = [];
    for (let index = 0; index < 23; index += 1) {
      const created = await make({
        title: `Video ${index}`,
        categoryId: index % 3 === 0 ? otherCategoryId : categoryId,
        ageBand: index % 2 === 0 ? 'all' : '9-12',
        // Live, as a child's list reads them (issue 35: a child sees published videos only).
        reviewStatus: 'published',
      });
      made.push(created);
      // Every third one shares its creation time with the next: the id breaks the tie.
      if (index % 3 !== 2) clock.advance();
    }
    const newestFirst = [...made].reverse();
    const filters = [
      { expected: newestFirst },
      { categoryId: otherCategoryId, expected: newestFirst.filter((row) => row.categoryId === otherCategoryId) },
      {
        audience: { ageBand: '6-8' as const, musicFreeOnly: false },
        expected: newestFirst.filter((row) => row.ageBand === 'all'),
      },
    ];
    for (const { expected, ...filter } of filters) {
      const pages = Math.ceil(expected.length / 4);
      // Backwards, then forwards: a page read a second time (served from where it started) is the same page.
      const read = async (page: number) => db.repos.videos.list({ ...filter, page, pageSize: 4 });
      const backwards = [];
      for (let page = pages; page >= 1; page -= 1) backwards.unshift(...(await read(page)).rows.map((row) => row.id));
      const forwards = [];
      for (let page = 1; page <= pages; page += 1) forwards.push(...(await read(page)).rows.map((row) => row.id));
      expect(backwards).toEqual(expected.map((row) => row.id));
      expect(forwards).toEqual(backwards);
      expect((await read(pages + 1)).rows).toEqual([]);
      expect((await read(1)).total).toBe(expected.length);
    }
  });

  it('when a video is added or deleted, then the next list shows it in its pages and its total at once', async () => {
    const older = await make({ title: 'Older' });
    clock.advance();
    const newer = await make({ title: 'Newer' });
    clock.advance();
    expect((await db.repos.videos.list({ page: 2, pageSize: 1 })).rows.map((row) => row.id)).toEqual([older.id]);
    expect((await db.repos.videos.list({ page: 1, pageSize: 1 })).total).toBe(2);

    const newest = await make({ title: 'Newest' });
    const afterAdding = await db.repos.videos.list({ page: 2, pageSize: 1 });
    expect(afterAdding).toMatchObject({ total: 3, rows: [{ id: newer.id }] });

    await db.repos.videos.remove(newest.id);
    expect(await db.repos.videos.list({ page: 2, pageSize: 1 })).toMatchObject({ total: 2, rows: [{ id: older.id }] });
  });

  it('when updated, then the row before and after come back; unknown ids and categories change nothing', async () => {
    const created = await make();
    const result = await db.repos.videos.update(created.id, {
      title: 'New',
      categoryId: otherCategoryId,
      videoUrl: '/media/videos/b.webm',
      thumbnailUrl: undefined,
    });
    expect(result).toMatchObject({
      ok: true,
      previous: { title: 'Hijra', videoUrl: '/media/videos/a.webm' },
      video: {
        title: 'New',
        categoryName: 'Stories',
        videoUrl: '/media/videos/b.webm',
        thumbnailUrl: '/media/images/a.png',
      },
    });
    expect(await db.repos.videos.update(created.id, { categoryId: 999999 })).toEqual({
      ok: false,
      reason: 'unknownCategory',
    });
    expect(await db.repos.videos.update(999999, { title: 'X' })).toEqual({ ok: false, reason: 'notFound' });
    expect((await db.repos.videos.findById(created.id))?.title).toBe('New');
  });

  it("when deleted, then the row and the children's progress on it go; assignments lose the link", async () => {
    const sample = await insertSampleContent(db);
    const { LearningProgress, Assignment } = db.models;
    const parent = await db.repos.families.register(
      { name: 'P', email: 'p@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' },
    );
    const child = await db.repos.users.createChildWithinLimit(
      { parentId: parent.user.id, name: 'C', age: 7, passwordHash: 'h' },
      5,
    );
    if (!child.ok) throw new Error('child');
    await LearningProgress.create({
      childId: child.child.id,
      contentType: 'video',
      contentId: sample.videoId,
      lastSeenAt: new Date(),
    });
    await LearningProgress.create({
      childId: child.child.id,
      contentType: 'book',
      contentId: sample.videoId,
      lastSeenAt: new Date(),
    });

    const removed = await db.repos.videos.remove(sample.videoId);
    expect(removed.ok && removed.video).toMatchObject({ id: sample.videoId, videoUrl: '/media/videos/hijra.mp4' });
    expect(await db.repos.videos.findById(sample.videoId)).toBeNull();
    expect(await LearningProgress.count({ where: { contentType: 'video' } })).toBe(0);
    expect(await LearningProgress.count({ where: { contentType: 'book' } })).toBe(1);
    expect((await Assignment.findByPk(sample.assignmentId, { raw: true }))?.videoId ?? null).toBeNull();
    expect(await db.repos.videos.remove(sample.videoId)).toEqual({ ok: false, reason: 'notFound' });
  });
});
