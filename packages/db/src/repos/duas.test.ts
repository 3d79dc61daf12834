import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import { familyAudience } from './content-audience';
import type { NewDua } from './duas';

describe.each(databasesUnderTest())('duas repository on %s', ({ name }) => {
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
    const a = await db.repos.categories.create('Daily duas');
    const b = await db.repos.categories.create('Travel');
    if (!a.ok || !b.ok) throw new Error('category');
    categoryId = a.category.id;
    otherCategoryId = b.category.id;
  });

  const dua = (fields: Partial<NewDua> = {}): NewDua => ({
    title: 'Before sleeping',
    arabic: 'بِاسْمِكَ اللَّهُمَّ أَمُوتُ وَأَحْيَا',
    transliteration: 'Bismika Allahumma amutu wa ahya',
    meaning: 'In Your name, O Allah, I die and I live.',
    occasion: 'sleeping',
    categoryId,
    thumbnailUrl: '/media/images/sleep.png',
    createdBy: null,
    ...fields,
  });

  async function make(fields: Partial<NewDua> = {}) {
    const result = await db.repos.duas.create(dua(fields));
    if (!result.ok) throw new Error(result.reason);
    return result.dua;
  }

  const publish = (id: number) => db.models.Dua.update({ reviewStatus: 'published' }, { where: { id } });

  it('when a dua is created, then it is a draft kept exactly as written, with its category name', async () => {
    const created = await make();
    expect(created).toMatchObject({
      arabic: 'بِاسْمِكَ اللَّهُمَّ أَمُوتُ وَأَحْيَا',
      occasion: 'sleeping',
      categoryName: 'Daily duas',
      audioUrl: null,
      language: 'both',
      reviewStatus: 'draft',
      sources: [],
    });
    expect(Object.getPrototypeOf(created)).toBe(Object.prototype);
    expect(await db.repos.duas.findById(created.id)).toEqual(created);
  });

  it('when the category does not exist, then nothing is written', async () => {
    expect(await db.repos.duas.create(dua({ categoryId: 999_999 }))).toEqual({ ok: false, reason: 'unknownCategory' });
    expect(await db.models.Dua.count()).toBe(0);
  });

  it('when a family reads, then only published duas are there; an admin sees every one', async () => {
    const draft = await make({ title: 'Draft' });
    const live = await make({ title: 'Live' });
    await publish(live.id);
    const family = await db.repos.duas.list({ page: 1, pageSize: 10, audience: familyAudience });
    expect(family.rows.map((row) => row.title)).toEqual(['Live']);
    expect(family.total).toBe(1);
    expect(await db.repos.duas.findById(draft.id, familyAudience)).toBeNull();
    expect((await db.repos.duas.list({ page: 1, pageSize: 10 })).total).toBe(2);
  });

  it('when listed, then newest first, filtered by category, occasion and a search of title, meaning or transliteration', async () => {
    await make({ title: 'Sleep' });
    clock.advance(1000);
    await make({
      title: 'Journey',
      occasion: 'travel',
      categoryId: otherCategoryId,
      meaning: 'Glory be to Him',
      transliteration: 'Subhanal-ladhi sakhkhara lana hadha',
    });
    const all = await db.repos.duas.list({ page: 1, pageSize: 10 });
    expect(all.rows.map((row) => row.title)).toEqual(['Journey', 'Sleep']);
    const travel = await db.repos.duas.list({ page: 1, pageSize: 10, occasion: 'travel' });
    expect(travel.rows.map((row) => row.title)).toEqual(['Journey']);
    const byCategory = await db.repos.duas.list({ page: 1, pageSize: 10, categoryId });
    expect(byCategory.rows.map((row) => row.title)).toEqual(['Sleep']);
    const search = await db.repos.duas.list({ page: 1, pageSize: 10, search: 'GLORY' });
    expect(search.rows.map((row) => row.title)).toEqual(['Journey']);
    const transliterated = await db.repos.duas.list({ page: 1, pageSize: 10, search: 'amutu' });
    expect(transliterated.total).toBe(1);
  });

  it('when edited, then the defined fields change and the previous row comes back for its files', async () => {
    const created = await make({ audioUrl: '/media/audio/old.mp3' });
    const result = await db.repos.duas.update(created.id, { audioUrl: '/media/audio/new.mp3', title: undefined });
    if (!result.ok) throw new Error(result.reason);
    expect(result.previous.audioUrl).toBe('/media/audio/old.mp3');
    expect(result.dua).toMatchObject({ audioUrl: '/media/audio/new.mp3', title: 'Before sleeping' });
    expect(await db.repos.duas.update(created.id, { categoryId: 999_999 })).toEqual({
      ok: false,
      reason: 'unknownCategory',
    });
    expect(await db.repos.duas.update(999_999, { title: 'x' })).toEqual({ ok: false, reason: 'notFound' });
  });

  it('when the demo seed writes a dua, then it waits for review with its sources and no family sees it', async () => {
    const sources = [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '6324', grading: 'sahih' }] as const;
    const result = await db.repos.duas.seedForReview(dua(), sources, clock.now());
    if (!result.ok) throw new Error(result.reason);
    expect(result.dua).toMatchObject({ reviewStatus: 'in_review', sources });
    expect(await db.repos.duas.findById(result.dua.id, familyAudience)).toBeNull();
    const queue = await db.repos.contentReviews.queue({ page: 1, pageSize: 10 });
    expect(queue.rows).toContainEqual(expect.objectContaining({ kind: 'dua', id: result.dua.id }));
  });

  it("when a dua is deleted, then the children's progress on it and its review go with it", async () => {
    const created = await make();
    await publish(created.id);
    const parent = await db.models.User.create({
      role: 'parent',
      name: 'P',
      email: 'p@example.test',
      passwordHash: 'x',
    });
    const child = await db.models.User.create({
      role: 'child',
      name: 'Amina',
      parentId: parent.id,
      username: 'kid.amina',
      passwordHash: 'x',
    });
    const said = await db.repos.progress.record({
      childId: child.id,
      contentType: 'dua',
      contentId: created.id,
      completed: true,
      seenAt: clock.now(),
    });
    expect(said.ok).toBe(true);
    const removed = await db.repos.duas.remove(created.id);
    expect(removed).toMatchObject({ ok: true, dua: { id: created.id } });
    expect(await db.models.LearningProgress.count({ where: { contentType: 'dua' } })).toBe(0);
    expect(await db.models.ContentReview.count({ where: { kind: 'dua', itemId: created.id } })).toBe(0);
    expect(await db.repos.duas.remove(created.id)).toEqual({ ok: false, reason: 'notFound' });
  });
});
