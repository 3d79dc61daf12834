import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import type { NewQuizQuestion, QuizRecord, QuizWrite } from './quizzes';

const question = (n: number): NewQuizQuestion => ({
  question: `Question ${n}?`,
  optionA: 'a',
  optionB: 'b',
  optionC: 'c',
  optionD: 'd',
  correctOption: 'B',
});

describe.each(databasesUnderTest())('quizzes repository on %s', ({ name }) => {
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
    categoryId = (await db.models.Category.create({ name: 'Seerah' })).id;
  });

  const rowCounts = async () => ({
    quizzes: await db.models.Quiz.count(),
    questions: await db.models.QuizQuestion.count(),
    links: await db.models.QuizCategory.count(),
  });

  async function createQuiz(write: QuizWrite): Promise<QuizRecord> {
    const result = await db.repos.quizzes.create(write, null);
    if (!result.ok) throw new Error(`quiz not created: ${result.reason}`);
    return result.quiz;
  }

  it('when a quiz is created, then it comes back as plain data with its questions in order', async () => {
    const quiz = await createQuiz({ title: 'Q', categoryIds: [categoryId], questions: [question(1), question(2)] });
    expect(Object.getPrototypeOf(quiz)).toBe(Object.prototype);
    expect(quiz).toMatchObject({ title: 'Q', questionCount: 2, categories: [{ id: categoryId, name: 'Seerah' }] });
    expect(quiz.questions.map((q) => [q.position, q.question])).toEqual([
      [0, 'Question 1?'],
      [1, 'Question 2?'],
    ]);
  });

  it('when the second question cannot be written, then the whole quiz is rolled back', async () => {
    // Past the schema's checks on purpose: the database itself refuses the NOT NULL column mid-transaction.
    const broken = { ...question(2), optionC: null } as unknown as NewQuizQuestion;
    await expect(
      db.repos.quizzes.create({ title: 'Half', categoryIds: [categoryId], questions: [question(1), broken] }, null),
    ).rejects.toThrow();
    expect(await rowCounts()).toEqual({ quizzes: 0, questions: 0, links: 0 });
  });

  it('when a category id is unknown, then nothing is written and the error names it', async () => {
    const write: QuizWrite = { title: 'Ghost', categoryIds: [categoryId, 424242], questions: [question(1)] };
    expect(await db.repos.quizzes.create(write, null)).toEqual({
      ok: false,
      reason: 'unknownCategories',
      ids: [424242],
    });
    expect(await rowCounts()).toEqual({ quizzes: 0, questions: 0, links: 0 });
  });

  it('when an edit fails half-way, then the old questions and links are all still there', async () => {
    const quiz = await createQuiz({ title: 'Keep', categoryIds: [categoryId], questions: [question(1), question(2)] });
    const broken = { ...question(3), question: null } as unknown as NewQuizQuestion;
    await expect(
      db.repos.quizzes.update(quiz.id, {
        title: 'Changed',
        categoryIds: [categoryId],
        questions: [question(9), broken],
      }),
    ).rejects.toThrow();
    const after = await db.repos.quizzes.findById(quiz.id);
    expect(after).toEqual(quiz);
  });

  it('when a submission is recorded twice, then there are two attempts and one progress row with the last score', async () => {
    const quiz = await createQuiz({ title: 'Scored', categoryIds: [categoryId], questions: [question(1)] });
    const parent = await db.models.User.create({
      role: 'parent',
      name: 'P',
      email: 'p@example.test',
      passwordHash: 'x',
    });
    const child = await db.models.User.create({
      role: 'child',
      name: 'C',
      parentId: parent.id,
      username: 'kid.c',
      passwordHash: 'x',
    });
    const base = { quizId: quiz.id, childId: child.id, total: 1, answers: { [quiz.questions[0]!.id]: 'B' as const } };
    await db.repos.quizzes.recordSubmission({
      ...base,
      score: 0,
      percentage: 0,
      submittedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const last = await db.repos.quizzes.recordSubmission({
      ...base,
      score: 1,
      percentage: 100,
      submittedAt: new Date('2026-01-02T00:00:00Z'),
    });
    expect(last.ok && last.submission).toMatchObject({ score: 1, total: 1, answers: base.answers });

    const attempts = await db.repos.quizzes.listAttempts(child.id, { page: 1, pageSize: 10 });
    expect(attempts.total).toBe(2);
    expect(attempts.rows.map((row) => [row.quizTitle, row.score])).toEqual([
      ['Scored', 1],
      ['Scored', 0],
    ]);
    expect(attempts.rows[0]!.answers).toEqual(base.answers);
    const items = await db.repos.progress.listItems(child.id, { page: 1, pageSize: 10 });
    expect(items.rows).toEqual([
      expect.objectContaining({
        contentType: 'quiz',
        contentId: quiz.id,
        completed: true,
        score: 100,
        title: 'Scored',
      }),
    ]);

    expect(await db.repos.quizzes.remove(quiz.id)).toMatchObject({ ok: true, quiz: { id: quiz.id, title: 'Scored' } });
    expect(await db.models.QuizSubmission.count()).toBe(0);
    expect(await db.models.LearningProgress.count()).toBe(0);
    expect(await db.repos.quizzes.remove(quiz.id)).toEqual({ ok: false, reason: 'notFound' });
  });
});
