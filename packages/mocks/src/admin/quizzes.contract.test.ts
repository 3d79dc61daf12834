import {
  type QuizInput,
  errorBodySchema,
  quizEndpoints,
  quizMessages,
  quizSchema,
  quizSummarySchema,
} from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { adminQuizzes } from './fixtures';
import { adminMockState } from './state';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);

const newQuiz: QuizInput = {
  title: 'Ramadan Basics',
  linked_categories: [4],
  questions: [
    {
      question: 'What do we eat before dawn?',
      option_a: 'Iftar',
      option_b: 'Suhoor',
      option_c: 'Lunch',
      option_d: 'Dinner',
      correct_option: 'B',
    },
    {
      question: 'Which night is better than a thousand months?',
      option_a: 'Laylat al-Qadr',
      option_b: 'Eid night',
      option_c: 'Friday night',
      option_d: 'New Year',
      correct_option: 'A',
    },
  ],
};

describe('quiz fixtures satisfy the contracts', () => {
  it.each(adminQuizzes.map((quiz) => [quiz.title, quiz] as const))(
    'when "%s" is read as a quiz and as a list row, then both schemas accept it',
    (_title, quiz) => {
      expect(quizSchema.parse(quiz).questions.length).toBe(quiz.questionCount);
      expect(quizSummarySchema.safeParse(quiz).success).toBe(true);
    },
  );

  it('when the fixtures are listed as one page, then the list schema accepts it', () => {
    expect(
      quizEndpoints.list.response.safeParse({ data: adminQuizzes, total: adminQuizzes.length, page: 1, pageSize: 10 })
        .success,
    ).toBe(true);
  });
});

describe('quiz handlers answer like the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { token?: string | null; body?: unknown } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  it('when the admin lists quizzes, then the page parses, newest first, with category names and question counts', async () => {
    const answer = await call('GET', '/api/quizzes?page=1&pageSize=10');
    expect(answer.status).toBe(200);
    const page = quizEndpoints.list.response.parse(answer.body);
    expect(page.data.map((quiz) => quiz.title)).toEqual(['Pillars of Islam', 'Prophets Quiz']);
    // Sorted by name, as the service joins them.
    expect(page.data[0]).toMatchObject({ category: 'Ramadan, Salah', questionCount: 2 });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
  });

  it('when the list is searched and paged, then only matching titles come back on the asked page', async () => {
    const found = quizEndpoints.list.response.parse((await call('GET', '/api/quizzes?search=PROPHET')).body);
    expect(found.data.map((quiz) => quiz.title)).toEqual(['Prophets Quiz']);
    const second = quizEndpoints.list.response.parse((await call('GET', '/api/quizzes?page=2&pageSize=1')).body);
    expect(second.data.map((quiz) => quiz.title)).toEqual(['Prophets Quiz']);
    expect(second.total).toBe(2);
    const byCategory = quizEndpoints.list.response.parse((await call('GET', '/api/quizzes?categoryId=4')).body);
    expect(byCategory.data.map((quiz) => quiz.title)).toEqual(['Pillars of Islam']);
  });

  it('when the list query is out of bounds, then 400 with an error body', async () => {
    expectError(await call('GET', '/api/quizzes?pageSize=500'), 400);
  });

  it('when the admin reads a quiz, then it parses with every correct option; a parent or child gets no answer key', async () => {
    const admin = quizEndpoints.get.response.parse((await call('GET', '/api/quizzes/2')).body);
    expect(admin.questions.map((question) => question.correct_option)).toEqual(['C', 'A']);
    expect(admin.linked_categories).toEqual([4, 5]);
    for (const token of [parentToken, childToken]) {
      const answer = await call('GET', '/api/quizzes/2', { token });
      expect(answer.status).toBe(200);
      const quiz = quizEndpoints.get.response.parse(answer.body);
      expect(quiz.questions.every((question) => !('correct_option' in question))).toBe(true);
    }
  });

  it('when an unknown or malformed quiz id is read, then 404 and 400 with error bodies', async () => {
    expectError(await call('GET', '/api/quizzes/999'), 404, quizMessages.notFound);
    expectError(await call('GET', '/api/quizzes/abc'), 400);
  });

  it('when the admin creates a quiz, then 201 with the message and the stored quiz, and the list shows it first', async () => {
    const answer = await call('POST', '/api/quizzes', { body: newQuiz });
    expect(answer.status).toBe(201);
    const saved = quizEndpoints.create.response.parse(answer.body);
    expect(saved.message).toBe('Quiz created successfully!');
    expect(saved.quiz).toMatchObject({
      title: 'Ramadan Basics',
      category: 'Ramadan',
      linked_categories: [4],
      questionCount: 2,
    });
    expect(new Set(saved.quiz.questions.map((question) => question.id)).size).toBe(2);
    const list = quizEndpoints.list.response.parse((await call('GET', '/api/quizzes')).body);
    expect(list.data[0]?.id).toBe(saved.quiz.id);
    expect(adminMockState.quizzes).toHaveLength(3);
  });

  it.each([
    ['no categories', { ...newQuiz, linked_categories: [] }, quizMessages.selectCategory],
    ['no title', { ...newQuiz, title: '  ' }, 'Title is required.'],
    ['no questions', { ...newQuiz, questions: [] }, quizMessages.needQuestion],
    [
      'a blank option',
      { ...newQuiz, questions: [{ ...newQuiz.questions[0]!, option_c: '' }] },
      'Option C is required.',
    ],
    [
      'a wrong correct option',
      { ...newQuiz, questions: [{ ...newQuiz.questions[0]!, correct_option: 'E' }] },
      'The correct option must be A, B, C or D.',
    ],
    ['an unknown category', { ...newQuiz, linked_categories: [4, 404] }, quizMessages.unknownCategories],
  ])(
    'when a quiz with %s is created, then 400 with the service text and nothing is stored',
    async (_case, body, message) => {
      expectError(await call('POST', '/api/quizzes', { body }), 400, message);
      expect(adminMockState.quizzes).toHaveLength(2);
    },
  );

  it('when the admin updates a quiz, then 200 with the message and the whole quiz replaced', async () => {
    const answer = await call('PUT', '/api/quizzes/1', {
      body: { ...newQuiz, title: 'Prophets Quiz v2', linked_categories: [2, 3] },
    });
    expect(answer.status).toBe(200);
    const saved = quizEndpoints.update.response.parse(answer.body);
    expect(saved.message).toBe('Quiz updated successfully!');
    expect(saved.quiz).toMatchObject({
      id: 1,
      title: 'Prophets Quiz v2',
      category: 'Prophets, Quran',
      questionCount: 2,
      created_at: '2026-09-05T11:00:00.000Z',
    });
    expect(saved.quiz.questions.map((question) => question.question)).toEqual(
      newQuiz.questions.map((question) => question.question),
    );
    expect(quizEndpoints.get.response.parse((await call('GET', '/api/quizzes/1')).body).title).toBe('Prophets Quiz v2');
  });

  it('when an update names an unknown quiz, unknown categories or a blank title, then 404 / 400 and nothing changes', async () => {
    expectError(await call('PUT', '/api/quizzes/999', { body: newQuiz }), 404, quizMessages.notFound);
    expectError(
      await call('PUT', '/api/quizzes/1', { body: { ...newQuiz, linked_categories: [77] } }),
      400,
      quizMessages.unknownCategories,
    );
    expectError(await call('PUT', '/api/quizzes/1', { body: { ...newQuiz, title: '' } }), 400, 'Title is required.');
    expect(adminMockState.quizzes.find((quiz) => quiz.id === 1)?.title).toBe('Prophets Quiz');
  });

  it('when the admin deletes a quiz, then 200 with the message, it is gone, and a second delete is a 404', async () => {
    const answer = await call('DELETE', '/api/quizzes/2');
    expect(answer.status).toBe(200);
    expect(quizEndpoints.remove.response.parse(answer.body).message).toBe(quizMessages.deleted);
    expect(adminMockState.quizzes.map((quiz) => quiz.id)).toEqual([1]);
    expectError(await call('GET', '/api/quizzes/2'), 404, quizMessages.notFound);
    expectError(await call('DELETE', '/api/quizzes/2'), 404, quizMessages.notFound);
  });

  it.each([
    ['GET', '/api/quizzes', undefined],
    ['GET', '/api/quizzes/1', undefined],
    ['POST', '/api/quizzes', newQuiz],
    ['PUT', '/api/quizzes/1', newQuiz],
    ['DELETE', '/api/quizzes/1', undefined],
  ] as const)('when %s %s is called without a token, then 401 with an error body', async (method, path, body) => {
    expectError(await call(method, path, { token: null, body }), 401);
  });

  it.each([
    ['POST', '/api/quizzes', newQuiz],
    ['PUT', '/api/quizzes/1', newQuiz],
    ['DELETE', '/api/quizzes/1', undefined],
  ] as const)(
    'when a parent calls %s %s, then 403 with an error body and nothing changes',
    async (method, path, body) => {
      expectError(await call(method, path, { token: parentToken, body }), 403);
      expect(adminMockState.quizzes.map((quiz) => quiz.title)).toEqual(['Pillars of Islam', 'Prophets Quiz']);
    },
  );
});
