import { categoryEndpoints, categoryInUseMessage, categoryMessages, errorBodySchema } from '@young-minds/contracts';
import { mockAccounts, mockMessages, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { adminCategories } from './fixtures';
import { adminMockState } from './state';

/**
 * The category mocks answer as the content service does: a public list by name; admins add, rename and delete
 * categories nothing uses; every answer satisfies the endpoint's schema, errors the error body.
 */
const base = 'http://localhost';
const tokens = { admin: mockToken(mockAccounts.admin.user), parent: mockToken(mockAccounts.parent.user), child: mockToken(mockAccounts.child.user) };
type Caller = keyof typeof tokens | 'anonymous';

async function call(method: string, path: string, options: { as?: Caller; json?: unknown } = {}) {
  const { as = 'admin', json } = options;
  const headers: Record<string, string> = as === 'anonymous' ? {} : { authorization: `Bearer ${tokens[as]}` };
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  return { status: response.status, body: (await response.json()) as unknown };
}

function errorOf(answer: { status: number; body: unknown }, status: number): string {
  expect(answer.status).toBe(status);
  return errorBodySchema.parse(answer.body).message;
}

const listed = async () => categoryEndpoints.list.response.parse((await call('GET', '/api/Category', { as: 'anonymous' })).body).data;

describe('category fixtures satisfy the contracts', () => {
  it('when the fixture categories are listed, then they are a contract list', () => {
    expect(categoryEndpoints.list.response.parse({ data: adminCategories }).data).toEqual(adminCategories);
  });
});

describe('category handlers answer as the content service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  it('when anyone lists the categories, even without a token, then every one comes back by name', async () => {
    adminMockState.categories.push({ id: 90, name: 'adab' });
    expect((await listed()).map((category) => category.name)).toEqual(['adab', 'Akhlaq (Manners)', 'Prophets', 'Quran', 'Ramadan', 'Salah']);
  });

  it('when nobody is logged in, then writing is 401; a parent or a child gets 403', async () => {
    for (const [method, path] of [
      ['POST', '/api/Category'],
      ['PUT', '/api/Category/1'],
      ['DELETE', '/api/Category/1'],
    ] as const) {
      expect(errorOf(await call(method, path, { as: 'anonymous', json: { name: 'Hajj' } }), 401)).toBe(mockMessages.loginRequired);
      for (const as of ['parent', 'child'] as const) {
        expect(errorOf(await call(method, path, { as, json: { name: 'Hajj' } }), 403)).toBe(mockMessages.forbidden);
      }
    }
    expect(adminMockState.categories).toHaveLength(adminCategories.length);
  });

  it('when an admin adds a category, then 201 with it (trimmed); the same name in any case is 409', async () => {
    const created = await call('POST', '/api/Category', { json: { name: '  Hajj ' } });
    expect(created.status).toBe(201);
    expect(categoryEndpoints.create.response.parse(created.body)).toMatchObject({ name: 'Hajj' });
    expect((await listed()).map((category) => category.name)).toContain('Hajj');
    expect(errorOf(await call('POST', '/api/Category', { json: { name: 'HAJJ' } }), 409)).toBe(categoryMessages.duplicate);
  });

  it('when the name is blank or missing, then 400 Category name is required.', async () => {
    expect(errorOf(await call('POST', '/api/Category', { json: { name: '   ' } }), 400)).toBe(categoryMessages.nameRequired);
    expect(errorOf(await call('POST', '/api/Category', { json: {} }), 400)).toBe(categoryMessages.nameRequired);
    expect(errorOf(await call('PUT', '/api/Category/1', { json: { name: '' } }), 400)).toBe(categoryMessages.nameRequired);
  });

  it('when an admin renames a category, then it comes back renamed and content in it reads the new name', async () => {
    const renamed = await call('PUT', '/api/Category/5', { json: { name: 'Prayer (Salah)' } });
    expect(categoryEndpoints.update.response.parse(renamed.body)).toEqual({ id: 5, name: 'Prayer (Salah)' });
    expect(adminMockState.videos.find((video) => video.category_id === 5)?.category).toBe('Prayer (Salah)');
    // A quiz lists its categories by name, as the service does.
    const quiz = adminMockState.quizzes.find((row) => row.id === 2)!;
    expect(quiz.category).toBe('Prayer (Salah), Ramadan');
    expect(quiz.categories).toEqual([
      { id: 5, name: 'Prayer (Salah)' },
      { id: 4, name: 'Ramadan' },
    ]);
    expect(quiz.linked_categories).toEqual([5, 4]);
    expect(adminMockState.assignments.find((row) => row.id === 1)?.category).toBe('Prayer (Salah)');
    // Its own name in another case is allowed; another category's name is not.
    expect((await call('PUT', '/api/Category/5', { json: { name: 'prayer (salah)' } })).status).toBe(200);
    expect(errorOf(await call('PUT', '/api/Category/5', { json: { name: 'quran' } }), 409)).toBe(categoryMessages.duplicate);
    expect(errorOf(await call('PUT', '/api/Category/999', { json: { name: 'Hajj' } }), 404)).toBe(categoryMessages.notFound);
  });

  it('when an admin deletes an unused category, then it is gone', async () => {
    adminMockState.categories.push({ id: 90, name: 'Hajj' });
    const deleted = await call('DELETE', '/api/Category/90');
    expect(categoryEndpoints.remove.response.parse(deleted.body)).toEqual({ message: categoryMessages.deleted });
    expect((await listed()).map((category) => category.id)).not.toContain(90);
    expect(errorOf(await call('DELETE', '/api/Category/90'), 404)).toBe(categoryMessages.notFound);
  });

  it('when the category is still used, then 409 says by what, and it stays', async () => {
    expect(errorOf(await call('DELETE', '/api/Category/5'), 409)).toBe(categoryInUseMessage({ videos: 1, books: 0, quizzes: 1, assignments: 1 }));
    expect(errorOf(await call('DELETE', '/api/Category/1'), 409)).toBe(categoryInUseMessage({ videos: 1, books: 1, quizzes: 0, assignments: 0 }));
    expect(adminMockState.categories).toHaveLength(adminCategories.length);
  });
});
