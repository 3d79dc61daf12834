import { perKind } from '@young-minds/contracts';
import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, insertSampleContent, type TestDatabase } from '../testing';

describe.each(databasesUnderTest())('categories repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  async function make(categoryName: string) {
    const result = await db.repos.categories.create(categoryName);
    if (!result.ok) throw new Error(result.reason);
    return result.category;
  }

  it('when categories are listed, then they come by name as plain records', async () => {
    await make('Seerah');
    await make('Akhlaq');
    const list = await db.repos.categories.list();
    expect(list.map((category) => category.name)).toEqual(['Akhlaq', 'Seerah']);
    expect(Object.getPrototypeOf(list[0])).toBe(Object.prototype);
    expect(list[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('when a name exists in another case, then create and rename answer duplicate', async () => {
    await make('Quran');
    const other = await make('Hadith');
    expect(await db.repos.categories.create('QURAN')).toEqual({ ok: false, reason: 'duplicate' });
    expect(await db.repos.categories.rename(other.id, 'quran')).toEqual({ ok: false, reason: 'duplicate' });
    expect(await db.repos.categories.rename(other.id, 'HADITH')).toMatchObject({
      ok: true,
      category: { name: 'HADITH' },
    });
    expect(await db.repos.categories.rename(999999, 'X')).toEqual({ ok: false, reason: 'notFound' });
  });

  it('when a category is in use, then delete reports what uses it and keeps it', async () => {
    const sample = await insertSampleContent(db);
    expect(await db.repos.categories.remove(sample.categoryId)).toEqual({
      ok: false,
      reason: 'inUse',
      usage: { ...perKind(() => 0), video: 1, book: 1, quiz: 1, assignment: 1 },
    });
    expect(await db.repos.categories.exists(sample.categoryId)).toBe(true);
  });

  it('when a category is unused, then it is deleted; a missing one is notFound', async () => {
    const category = await make('Unused');
    expect(await db.repos.categories.remove(category.id)).toEqual({ ok: true, category });
    expect(await db.repos.categories.findById(category.id)).toBeNull();
    expect(await db.repos.categories.remove(category.id)).toEqual({ ok: false, reason: 'notFound' });
  });

  it('when the database itself is asked to drop a used category, then its foreign keys refuse', async () => {
    const sample = await insertSampleContent(db);
    await expect(db.models.Category.destroy({ where: { id: sample.categoryId } })).rejects.toThrow();
  });
});
