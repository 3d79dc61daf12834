import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import type { NewBook } from './books';

describe.each(databasesUnderTest())('books repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let categoryId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.clear();
    const created = await db.repos.categories.create('Prophets');
    if (!created.ok) throw new Error('category');
    categoryId = created.category.id;
  });

  const book = (fields: Partial<NewBook> = {}): NewBook => ({
    title: 'Stories',
    author: 'Ibn Kathir',
    categoryId,
    pages: 320,
    thumbnailUrl: '/media/images/cover.png',
    fileUrl: '/media/books/book.pdf',
    ...fields,
  });

  it('when a book is created, listed, searched by author and read, then it comes back as a plain record', async () => {
    const created = await db.repos.books.create(book());
    if (!created.ok) throw new Error(created.reason);
    expect(created.book).toMatchObject({ title: 'Stories', pages: 320, categoryName: 'Prophets' });
    expect(Object.getPrototypeOf(created.book)).toBe(Object.prototype);
    const listed = await db.repos.books.list({ page: 1, pageSize: 10, search: 'KATHIR', categoryId });
    expect(listed).toEqual({ rows: [created.book], total: 1 });
    expect(await db.repos.books.findById(created.book.id)).toEqual(created.book);
  });

  it('when a reader file is attached, then only the first one for the current file is kept', async () => {
    const created = await db.repos.books.create(book({ fileUrl: '/media/books/old.docx' }));
    if (!created.ok) throw new Error(created.reason);
    const id = created.book.id;
    expect(created.book.readerUrl).toBeNull();

    const [first, second] = await Promise.all([
      db.repos.books.attachReader(id, '/media/books/old.docx', '/media/readers/a.json'),
      db.repos.books.attachReader(id, '/media/books/old.docx', '/media/readers/b.json'),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    const kept = first ? '/media/readers/a.json' : '/media/readers/b.json';
    expect((await db.repos.books.findById(id))?.readerUrl).toBe(kept);

    // The file was replaced while the old one was being converted: the late reader file is not attached.
    await db.repos.books.update(id, { fileUrl: '/media/books/new.docx', readerUrl: null });
    expect(await db.repos.books.attachReader(id, '/media/books/old.docx', '/media/readers/c.json')).toBe(false);
    expect((await db.repos.books.findById(id))?.readerUrl).toBeNull();
  });

  it('when the category is unknown, then nothing is written', async () => {
    expect(await db.repos.books.create(book({ categoryId: 999999 }))).toEqual({ ok: false, reason: 'unknownCategory' });
    expect(await db.models.Book.count()).toBe(0);
  });

  it("when updated and deleted, then the old row comes back for its files and the children's progress goes", async () => {
    const created = await db.repos.books.create(book());
    if (!created.ok) throw new Error(created.reason);
    const id = created.book.id;
    const updated = await db.repos.books.update(id, { fileUrl: '/media/books/new.epub', pages: 12 });
    expect(updated).toMatchObject({
      ok: true,
      previous: { fileUrl: '/media/books/book.pdf' },
      book: { fileUrl: '/media/books/new.epub', pages: 12 },
    });
    expect(await db.repos.books.update(999999, { pages: 1 })).toEqual({ ok: false, reason: 'notFound' });

    const parent = await db.repos.families.register(
      { name: 'P', email: 'p@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' },
    );
    const child = await db.repos.users.createChildWithinLimit(
      { parentId: parent.user.id, name: 'C', age: 7, passwordHash: 'h' },
      5,
    );
    if (!child.ok) throw new Error('child');
    await db.models.LearningProgress.create({
      childId: child.child.id,
      contentType: 'book',
      contentId: id,
      lastSeenAt: new Date(),
    });
    expect(await db.models.LearningProgress.count({ where: { contentType: 'book', contentId: id } })).toBe(1);
    const removed = await db.repos.books.remove(id);
    expect(removed.ok && removed.book.fileUrl).toBe('/media/books/new.epub');
    expect(await db.models.LearningProgress.count({ where: { contentType: 'book', contentId: id } })).toBe(0);
    expect(await db.repos.books.remove(id)).toEqual({ ok: false, reason: 'notFound' });
  });
});
