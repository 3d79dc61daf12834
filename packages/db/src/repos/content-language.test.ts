import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

/** Videos, books, quizzes and worksheets each keep the language an admin gave them (migration 0013). */
describe.each(databasesUnderTest())('content language on %s', ({ name }) => {
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
    const category = await db.repos.categories.create('Stories');
    if (!category.ok) throw new Error('category');
    categoryId = category.category.id;
  });

  function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result as Extract<T, { ok: true }>;
  }

  it('when a video is made without a language, then it is English; a set language is kept until an edit changes it', async () => {
    const base = { title: 'Hijra', description: 'Journey', categoryId, videoUrl: '/v.webm', thumbnailUrl: '/v.png' };
    const plain = ok(await db.repos.videos.create(base)).video;
    expect(plain.language).toBe('en');

    const arabic = ok(await db.repos.videos.create({ ...base, language: 'ar' })).video;
    expect((await db.repos.videos.findById(arabic.id))?.language).toBe('ar');
    expect(ok(await db.repos.videos.update(arabic.id, { title: 'الهجرة' })).video.language).toBe('ar');
    expect(ok(await db.repos.videos.update(arabic.id, { language: 'both' })).video.language).toBe('both');
    const listed = await db.repos.videos.list({ page: 1, pageSize: 10 });
    expect(listed.rows.map((row) => [row.id, row.language])).toEqual([
      [arabic.id, 'both'],
      [plain.id, 'en'],
    ]);
  });

  it('when a book is made and edited, then its language is stored and listed', async () => {
    const base = { title: 'Prophets', author: 'Ibn Kathir', categoryId, pages: 3, thumbnailUrl: '/b.png' };
    const book = ok(await db.repos.books.create({ ...base, fileUrl: '/b.pdf', language: 'both' })).book;
    expect(book.language).toBe('both');
    expect(ok(await db.repos.books.update(book.id, { pages: 4 })).book.language).toBe('both');
    expect(ok(await db.repos.books.update(book.id, { language: 'ar' })).book.language).toBe('ar');
    expect((await db.repos.books.list({ page: 1, pageSize: 10 })).rows[0]?.language).toBe('ar');
  });

  it('when a quiz is written whole, then a language left out keeps the stored one', async () => {
    const question = {
      question: 'Q',
      optionA: 'a',
      optionB: 'b',
      optionC: 'c',
      optionD: 'd',
      correctOption: 'A' as const,
    };
    const write = { title: 'أركان الإسلام', categoryIds: [categoryId], questions: [question] };
    const quiz = ok(await db.repos.quizzes.create({ ...write, language: 'ar' }, null)).quiz;
    expect(quiz.language).toBe('ar');
    expect(ok(await db.repos.quizzes.update(quiz.id, write)).quiz.language).toBe('ar');
    expect(ok(await db.repos.quizzes.update(quiz.id, { ...write, language: 'en' })).quiz.language).toBe('en');
    expect((await db.repos.quizzes.list({ page: 1, pageSize: 10 })).rows[0]?.language).toBe('en');
  });

  it('when a worksheet is written, then its language is stored; without one it is English', async () => {
    const write = {
      title: 'Kaaba',
      description: 'Draw',
      videoId: null,
      dueDate: '2030-01-01',
      categoryIds: [categoryId],
    };
    const english = ok(await db.repos.assignments.create({ ...write, fileUrl: '/a.pdf' })).assignment;
    expect(english.language).toBe('en');
    const both = ok(await db.repos.assignments.create({ ...write, fileUrl: '/b.pdf', language: 'both' })).assignment;
    expect(ok(await db.repos.assignments.update(both.id, write)).assignment.language).toBe('both');
    expect((await db.repos.assignments.findById(both.id))?.language).toBe('both');
  });
});
