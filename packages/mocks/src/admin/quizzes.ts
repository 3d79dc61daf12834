import { type HttpHandler, delay, http } from 'msw';
import type { z } from 'zod';
import {
  type Quiz,
  type QuizInput,
  type QuizSummary,
  idParamsSchema,
  quizEndpoints,
  quizInputSchema,
  quizListQuerySchema,
  quizMessages,
} from '@young-minds/contracts';
import { authorize, fail, latency, mockPath, pageOfItems, queryOf, readJson, reply } from '../respond';
import { adminMockState, matchesSearch } from './state';

/**
 * The service's 400 text for a bad request part: a contract's own sentence as written, zod's terse texts
 * prefixed with the field ('id: Invalid input…'), as the service kit's describeIssues words them.
 */
function badRequest(part: 'body' | 'query' | 'params', error: z.ZodError) {
  const issue = error.issues[0];
  const key = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  const text = issue?.message ?? 'Invalid input';
  return fail(400, text.endsWith('.') ? text : `${key}: ${text}`);
}

/**
 * A stored quiz as the service presents it: categories read live (a renamed category shows its new name),
 * sorted by name, the Category column their names joined with ', ', and the answer key for admins only.
 */
function present(quiz: Quiz, withAnswers: boolean): Quiz {
  const categories = quiz.linked_categories
    .map((id) => adminMockState.categories.find((category) => category.id === id))
    .filter((category) => category !== undefined)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return {
    ...quiz,
    category: categories.map((category) => category.name).join(', '),
    categories,
    linked_categories: categories.map((category) => category.id),
    questionCount: quiz.questions.length,
    questions: quiz.questions.map(({ correct_option, ...question }) => (withAnswers ? { ...question, correct_option } : question)),
  };
}

function summaryOf(quiz: Quiz): QuizSummary {
  const { id, title, category, categories, questionCount, created_at } = present(quiz, false);
  return { id, title, category, categories, questionCount, created_at };
}

/** Newest first, as the service lists them (the later id first on the same instant). */
function newestFirst(a: Quiz, b: Quiz): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** The ids of `input` that name no category: the service refuses the whole write (400) and writes nothing. */
function unknownCategories(input: QuizInput): number[] {
  return input.linked_categories.filter((id) => !adminMockState.categories.some((category) => category.id === id));
}

/** The stored quiz for a write: every question is new (the service replaces them all), with fresh ids. */
function stored(input: QuizInput, base: Pick<Quiz, 'id' | 'created_at'>, now: string): Quiz {
  return present(
    {
      id: base.id,
      title: input.title,
      category: '',
      categories: [],
      linked_categories: input.linked_categories,
      questionCount: input.questions.length,
      created_at: base.created_at,
      updated_at: now,
      questions: input.questions.map((question) => ({ id: adminMockState.nextId++, ...question })),
    },
    true,
  );
}

/** MSW handlers for the admin area's quiz calls, answered from `adminMockState.quizzes` like the content service. */
export const quizzesHandlers: HttpHandler[] = [
  http.get(mockPath(quizEndpoints.list), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin', 'parent', 'child']);
    if ('refusal' in access) return access.refusal;
    const query = quizListQuerySchema.safeParse(queryOf(request));
    if (!query.success) return badRequest('query', query.error);
    const { page, pageSize, search, categoryId } = query.data;
    const rows = adminMockState.quizzes
      .filter((quiz) => matchesSearch(search, quiz.title))
      .filter((quiz) => categoryId === undefined || quiz.linked_categories.includes(categoryId))
      .sort(newestFirst)
      .map(summaryOf);
    return reply(quizEndpoints.list, pageOfItems(rows, page, pageSize));
  }),

  http.get(mockPath(quizEndpoints.get), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin', 'parent', 'child']);
    if ('refusal' in access) return access.refusal;
    const parsed = idParamsSchema.safeParse(params);
    if (!parsed.success) return badRequest('params', parsed.error);
    const quiz = adminMockState.quizzes.find((row) => row.id === parsed.data.id);
    if (!quiz) return fail(404, quizMessages.notFound);
    // The answer key is for admins only, as the service sends it.
    return reply(quizEndpoints.get, present(quiz, access.user.role === 'admin'));
  }),

  http.post(mockPath(quizEndpoints.create), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const body = quizInputSchema.safeParse((await readJson(request)) ?? {});
    if (!body.success) return badRequest('body', body.error);
    if (unknownCategories(body.data).length > 0) return fail(400, quizMessages.unknownCategories);
    const now = new Date().toISOString();
    const quiz = stored(body.data, { id: adminMockState.nextId++, created_at: now }, now);
    adminMockState.quizzes.unshift(quiz);
    return reply(quizEndpoints.create, { message: quizMessages.created, quiz });
  }),

  http.put(mockPath(quizEndpoints.update), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return badRequest('params', id.error);
    const body = quizInputSchema.safeParse((await readJson(request)) ?? {});
    if (!body.success) return badRequest('body', body.error);
    const index = adminMockState.quizzes.findIndex((row) => row.id === id.data.id);
    const existing = adminMockState.quizzes[index];
    if (!existing) return fail(404, quizMessages.notFound);
    if (unknownCategories(body.data).length > 0) return fail(400, quizMessages.unknownCategories);
    const quiz = stored(body.data, existing, new Date().toISOString());
    adminMockState.quizzes[index] = quiz;
    return reply(quizEndpoints.update, { message: quizMessages.updated, quiz });
  }),

  http.delete(mockPath(quizEndpoints.remove), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return badRequest('params', id.error);
    const before = adminMockState.quizzes.length;
    adminMockState.quizzes = adminMockState.quizzes.filter((row) => row.id !== id.data.id);
    if (adminMockState.quizzes.length === before) return fail(404, quizMessages.notFound);
    return reply(quizEndpoints.remove, { message: quizMessages.deleted });
  }),
];
