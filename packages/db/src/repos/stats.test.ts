import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, insertSampleContent, type TestDatabase } from '../testing';

describe.each(databasesUnderTest())('stats repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());

  it('when rows are added, then each count follows its table', async () => {
    expect(await db.repos.stats.counts()).toEqual({
      parents: 0,
      children: 0,
      videos: 0,
      books: 0,
      assignments: 0,
      quizzes: 0,
    });
    await db.repos.users.ensureAdmin('admin@example.test', 'Admin');
    const parent = await db.repos.families.register(
      { name: 'P', email: 'p@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' },
    );
    await db.repos.users.createChildWithinLimit({ parentId: parent.user.id, name: 'C', age: 7, passwordHash: 'h' }, 5);
    await insertSampleContent(db);
    expect(await db.repos.stats.counts()).toEqual({
      parents: 1,
      children: 1,
      videos: 1,
      books: 1,
      assignments: 1,
      quizzes: 1,
    });
  });
});
