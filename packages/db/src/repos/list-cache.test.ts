import { QueryTypes } from 'sequelize';
import type { Database } from '../connection';
import { watchListTables } from './list-cache';
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

  // MariaDB only: SQLite's driver is given no rows back from an INSERT through Sequelize (the progress save reads
  // its row back there instead).
  if (name === 'mariadb') {
    it('when a write answers rows (an INSERT … RETURNING, run as a read), then the next total counts it at once', async () => {
      expect((await totals()).blogs).toBe(0);
      const at = new Date();
      const [row] = await db.sequelize.query<{ id: number }>(
        'INSERT INTO blogs (title, slug, description, publish_date, banner_image, is_published, created_at, updated_at) ' +
          "VALUES ('Ramadan', 'ramadan', 'Fasting', '2026-03-01', '/banner.png', true, ?, ?) RETURNING id",
        { replacements: [at, at], type: QueryTypes.SELECT },
      );
      expect(row?.id).toEqual(expect.any(Number));
      expect((await totals()).blogs).toBe(1);
    });
  }

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

  // A statement Sequelize sends that reads the books table: the page, its count.
  const readsBooks = (sql: string) => /^\s*SELECT\b/i.test(sql) && /\bbooks\b/i.test(sql);

  it('when many ask for the same page at once, then it is read once and all get the same rows', async () => {
    await insertSampleContent(db);
    const watch = watchQueries(db);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => db.repos.books.list(firstPage)));
      expect(answers.map((answer) => answer.rows.map((book) => book.title))).toEqual(
        Array.from({ length: 5 }, () => ['Stories of the Prophets']),
      );
      expect(watch.statements.filter(readsBooks)).toHaveLength(2); // the page and its total
      watch.clear();
      await db.repos.books.list(firstPage);
      expect(watch.statements.filter(readsBooks)).toEqual([]);
      // A search is read each time: it is rarely asked twice.
      await db.repos.books.list({ ...firstPage, search: 'prophets' });
      await db.repos.books.list({ ...firstPage, search: 'prophets' });
      expect(watch.statements.filter(readsBooks)).toHaveLength(3); // two pages, one total
    } finally {
      watch.stop();
    }
  });

  it('when a page was answered a moment ago, then its rows cannot be changed by one caller for the others', async () => {
    await insertSampleContent(db);
    const { rows } = await db.repos.books.list(firstPage);
    expect(() => {
      (rows[0] as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect((await db.repos.books.list(firstPage)).rows[0]?.title).toBe('Stories of the Prophets');
  });

  it('when a video, its category or its review is written, then the next page shows it at once', async () => {
    const { categoryId, videoId } = await insertSampleContent(db);
    const firstRow = async () => (await db.repos.videos.list(firstPage)).rows[0];
    expect((await firstRow())?.categoryName).toMatch(/^Seerah/);
    await db.models.Category.update({ name: 'Prophets' }, { where: { id: categoryId } });
    expect((await firstRow())?.categoryName).toBe('Prophets');
    await db.models.Video.update({ title: 'The Hijra' }, { where: { id: videoId } });
    expect((await firstRow())?.title).toBe('The Hijra');
    await db.models.ContentReview.create({
      kind: 'video',
      itemId: videoId,
      authorId: null,
      sources: JSON.stringify([{ title: 'Sahih al-Bukhari' }]),
    });
    expect((await firstRow())?.sources).toEqual([{ title: 'Sahih al-Bukhari' }]);
  });

  it('when a moment has passed, then a page is read again; a failed read is not kept', async () => {
    let clock = 0;
    const cache = watchListTables(db.sequelize, { answerTtlMs: 1000, now: () => clock })(db.models.Video);
    let reads = 0;
    const read = async () => ({ reads: (reads += 1) });
    expect(await cache.answer('page 1', read)).toEqual({ reads: 1 });
    clock = 999;
    expect(await cache.answer('page 1', read)).toEqual({ reads: 1 });
    clock = 1000;
    expect(await cache.answer('page 1', read)).toEqual({ reads: 2 });
    await expect(cache.answer('page 2', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.answer('page 2', read)).toEqual({ reads: 3 });
  });

  it('when a crawler asks for many pages in one second, then only the newest few dozen are kept', async () => {
    const cache = watchListTables(db.sequelize, { now: () => 0 })(db.models.Video);
    const reads = new Map<string, number>();
    const read = (key: string) => () => {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return Promise.resolve({ key });
    };
    for (let page = 1; page <= 100; page += 1) await cache.answer(`page ${page}`, read(`page ${page}`));
    await cache.answer('page 100', read('page 100'));
    await cache.answer('page 1', read('page 1'));
    expect([reads.get('page 100'), reads.get('page 1')]).toEqual([1, 2]);
  });
});
