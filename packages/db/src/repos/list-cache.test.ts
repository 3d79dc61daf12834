import type { Database } from '../connection';
import {
  createTestDatabase,
  databasesUnderTest,
  insertSampleContent,
  type TestDatabase,
  watchQueries,
} from '../testing';

describe.each(databasesUnderTest())('list totals on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let uniqueNumber = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  const firstPage = { page: 1, pageSize: 20 };
  /** The total of every large list the admin, parents and children page through. */
  const totals = async () => {
    const { repos } = db;
    const [videos, books, quizzes, worksheets, activities, blogs, parents, children, subscriptions] = await Promise.all(
      [
        repos.videos.list(firstPage),
        repos.books.list(firstPage),
        repos.quizzes.list(firstPage),
        repos.assignments.list(firstPage),
        repos.activities.list(firstPage),
        repos.blogs.list(firstPage),
        repos.users.listParents(firstPage),
        repos.users.listChildren(firstPage),
        repos.subscriptions.list(firstPage),
      ],
    );
    return {
      videos: videos.total,
      books: books.total,
      quizzes: quizzes.total,
      worksheets: worksheets.total,
      activities: activities.total,
      blogs: blogs.total,
      parents: parents.total,
      children: children.total,
      subscriptions: subscriptions.total,
    };
  };

  /** One more row of every list, written through the models (not the repositories). */
  async function addOneOfEach(): Promise<void> {
    uniqueNumber += 1;
    const { User, Subscription, Activity } = db.models;
    await insertSampleContent(db);
    const parent = await User.create({
      role: 'parent',
      name: `Parent ${uniqueNumber}`,
      email: `parent${uniqueNumber}@example.test`,
      passwordHash: 'x',
    });
    await User.create({
      role: 'child',
      name: 'Child',
      parentId: parent.id,
      username: `kid.${uniqueNumber}`,
      passwordHash: 'x',
    });
    await Subscription.create({
      parentId: parent.id,
      planName: 'Pro',
      price: 19.99,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    const content = {
      kind: 'fillBlanks',
      passage: 'Say [[g1]]',
      entry: 'typed',
      gaps: [{ id: 'g1', accepted: ['salam'] }],
    };
    await Activity.create({
      title: 'Greetings',
      prompt: 'Fill in',
      kind: 'fillBlanks',
      content: JSON.stringify(content),
    });
  }

  const everyList = (total: number) => ({
    videos: total,
    books: total,
    quizzes: total,
    worksheets: total,
    activities: total,
    blogs: total,
    parents: total,
    children: total,
    subscriptions: total,
  });

  // A total as Sequelize counts it (`SELECT count(*) AS count …`); the videos list counts on the driver.
  const isTotal = (sql: string) => /AS [`"]count[`"]/.test(sql);

  it('when a list is read again, then its total is not counted again', async () => {
    await addOneOfEach();
    const watch = watchQueries(db);
    try {
      await totals();
      const totalsOfFirstRead = watch.statements.filter(isTotal);
      watch.clear();
      expect(await totals()).toEqual(everyList(1));
      expect(totalsOfFirstRead).toHaveLength(8);
      expect(watch.statements.filter(isTotal)).toEqual([]);
    } finally {
      watch.stop();
    }
  });

  it('when a table is written, then the next total counts the write at once', async () => {
    expect(await totals()).toEqual(everyList(0));
    await addOneOfEach();
    expect(await totals()).toEqual(everyList(1));
    await addOneOfEach();
    expect(await totals()).toEqual(everyList(2));
    // Raw DELETE statements in one transaction, as the tests' clean-up runs them.
    await testDb.clear();
    expect(await totals()).toEqual(everyList(0));
  });

  it('when a quiz is linked to a category, then the category’s quiz total counts it', async () => {
    const { quizId } = await insertSampleContent(db);
    const other = await db.models.Category.create({ name: 'Stories' });
    const inOther = async () => (await db.repos.quizzes.list({ ...firstPage, categoryId: other.id })).total;
    expect(await inOther()).toBe(0);
    await db.models.QuizCategory.create({ quizId, categoryId: other.id });
    expect(await inOther()).toBe(1);
  });

  it('when a total is counted while a write has not committed yet, then the total after the commit counts it', async () => {
    const { categoryId } = await insertSampleContent(db);
    const books = async () => (await db.repos.books.list(firstPage)).total;
    await db.writeTransaction(async (transaction) => {
      await db.models.Book.create(
        { title: 'Seerah', author: 'Someone', categoryId, pages: 10, thumbnailUrl: '/t.png', fileUrl: '/b.pdf' },
        { transaction },
      );
      // Counted by another connection, which does not see the uncommitted row.
      expect(await books()).toBe(1);
    });
    expect(await books()).toBe(2);
  });
});
