import { perKind } from '@young-minds/contracts';
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
      items: perKind(() => 0),
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
      items: { ...perKind(() => 0), video: 1, book: 1, quiz: 1, assignment: 1 },
    });
  });
});
