import { delay, http, type HttpHandler } from 'msw';
import {
  type Category,
  type CategoryUsage,
  categoryEndpoints,
  categoryInUseMessage,
  categoryInputSchema,
  categoryMessages,
  idParamsSchema,
} from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, readJson, reply } from '../respond';
import { adminMockState } from './state';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A category's name by its id (undefined: no such category), as the services join it into videos and books. */
export const categoryName = (id: number) => adminMockState.categories.find((category) => category.id === id)?.name;

/** Every category by name, as the content service lists them. */
export function categoriesByName(): Category[] {
  return [...adminMockState.categories].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);
}

/** What still points at a category (the service counts the same four kinds before it deletes one). */
export function categoryUsage(id: number): CategoryUsage {
  const { videos, books, quizzes, assignments } = adminMockState;
  return {
    videos: videos.filter((video) => video.category_id === id).length,
    books: books.filter((book) => book.category_id === id).length,
    quizzes: quizzes.filter((quiz) => quiz.categories.some((category) => category.id === id)).length,
    assignments: assignments.filter((assignment) => assignment.categories.some((category) => category.id === id)).length,
  };
}

/** A quiz's or an assignment's categories as the services list them: by name, then id. */
const byName = (a: Category, b: Category) => a.name.localeCompare(b.name) || a.id - b.id;

/** The services join category names when they read content, so a rename shows everywhere at once. */
function renameEverywhere(id: number, name: string): void {
  const { videos, books, quizzes, assignments } = adminMockState;
  for (const video of videos) if (video.category_id === id) video.category = name;
  for (const book of books) if (book.category_id === id) book.category = name;
  for (const row of [...quizzes, ...assignments]) {
    if (!row.categories.some((category) => category.id === id)) continue;
    row.categories = row.categories.map((category) => (category.id === id ? { id, name } : category)).sort(byName);
    row.category = row.categories.map((category) => category.name).join(', ');
  }
  for (const quiz of quizzes) {
    if (quiz.categories.some((category) => category.id === id)) quiz.linked_categories = quiz.categories.map((category) => category.id);
  }
}

/** `/api/Category` as the content service answers it: a public list; admins add, rename and delete unused ones. */
export const categoriesHandlers: HttpHandler[] = [
  http.get(mockPath(categoryEndpoints.list), async () => {
    await delay(latency());
    return reply(categoryEndpoints.list, { data: categoriesByName() });
  }),

  http.post(mockPath(categoryEndpoints.create), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const parsed = categoryInputSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const { name } = parsed.data;
    if (adminMockState.categories.some((category) => sameName(category.name, name))) return fail(409, categoryMessages.duplicate);
    const created: Category = { id: adminMockState.nextId++, name };
    adminMockState.categories.push(created);
    return reply(categoryEndpoints.create, created);
  }),

  http.put(mockPath(categoryEndpoints.update), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const parsed = categoryInputSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const category = adminMockState.categories.find((row) => row.id === id.data.id);
    if (!category) return fail(404, categoryMessages.notFound);
    const { name } = parsed.data;
    if (adminMockState.categories.some((row) => row.id !== category.id && sameName(row.name, name))) return fail(409, categoryMessages.duplicate);
    category.name = name;
    renameEverywhere(category.id, name);
    return reply(categoryEndpoints.update, { ...category });
  }),

  http.delete(mockPath(categoryEndpoints.remove), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const index = adminMockState.categories.findIndex((row) => row.id === id.data.id);
    if (index < 0) return fail(404, categoryMessages.notFound);
    const usage = categoryUsage(id.data.id);
    if (usage.videos + usage.books + usage.quizzes + usage.assignments > 0) return fail(409, categoryInUseMessage(usage));
    adminMockState.categories.splice(index, 1);
    return reply(categoryEndpoints.remove, { message: categoryMessages.deleted });
  }),
];
