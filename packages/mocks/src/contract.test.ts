import {
  authEndpoints,
  blogEndpoints,
  categoryEndpoints,
  errorBodySchema,
  planEndpoints,
  videoEndpoints,
} from '@young-minds/contracts';
import { adminCategories, adminVideos } from './admin/fixtures';
import {
  blogPage,
  blogs,
  errorBody,
  loginResponses,
  mockMessages,
  planList,
  mockSetupCode,
  registerResponse,
} from './fixtures';
import { createMockServer } from './node';
import { resetMockState } from './state';

/**
 * Every fixture, and every answer the handlers give, must satisfy the same response schema the services are
 * checked against (the service kit validates handlers' answers with these schemas outside production), so
 * the mocks cannot drift from the real services.
 */
describe('fixtures satisfy the contracts', () => {
  it.each(Object.entries(loginResponses))('login response for %s', (_role, body) => {
    expect(authEndpoints.login.response.safeParse(body).success).toBe(true);
  });

  it('register response', () => {
    const body = registerResponse({ name: 'New Parent', email: 'New@Example.com' });
    expect(authEndpoints.register.response.parse(body).user.role).toBe('parent');
  });

  it('check-password-set responses', () => {
    for (const passwordSet of [true, false]) {
      expect(authEndpoints.checkPasswordSet.response.safeParse({ passwordSet }).success).toBe(true);
    }
  });

  it('set-password response', () => {
    expect(authEndpoints.setPassword.response.safeParse({ message: mockMessages.passwordSet }).success).toBe(true);
  });

  it('blog list and each post', () => {
    expect(blogEndpoints.list.response.safeParse(blogPage(blogs)).success).toBe(true);
    for (const post of blogs) expect(blogEndpoints.getBySlug.response.safeParse(post).success).toBe(true);
  });

  it('admin categories and videos', () => {
    expect(categoryEndpoints.list.response.parse({ data: adminCategories }).data).toEqual(adminCategories);
    for (const video of adminVideos) expect(videoEndpoints.get.response.parse(video)).toEqual(video);
  });

  it('plans', () => {
    expect(planEndpoints.listPlans.response.safeParse(planList).success).toBe(true);
  });

  it('error bodies', () => {
    for (const message of Object.values(mockMessages))
      expect(errorBodySchema.safeParse(errorBody(message)).success).toBe(true);
  });
});

describe('handlers answer with contract-shaped bodies', () => {
  const server = createMockServer();
  const base = 'http://localhost';
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('a success message comes in the page’s language, as the services send it', async () => {
    const logOut = (language: string) =>
      fetch(`${base}/api/auth/logout`, {
        method: 'POST',
        headers: { authorization: 'Bearer mock.parent.2', 'accept-language': language },
      }).then((response) => response.json() as Promise<unknown>);
    expect(await logOut('ar')).toEqual({ message: 'تم تسجيل الخروج.' });
    expect(await logOut('en')).toEqual({ message: 'Logged out.' });
  });

  it('login: success for each role, 401 with the server message for a wrong password', async () => {
    for (const [login, password] of [
      ['admin@youngminds.local', 'admin123'],
      ['parent@example.com', 'parent123'],
      ['yusuf', 'child123'],
    ] as const) {
      const ok = await call('POST', '/api/auth/login', { email: login, password });
      expect(ok.status).toBe(200);
      expect(authEndpoints.login.response.safeParse(ok.body).success).toBe(true);
    }
    const wrong = await call('POST', '/api/auth/login', { email: 'parent@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(errorBodySchema.parse(wrong.body).message).toBe('Invalid email or password.');
  });

  it('register: 201 with token and parent, no subscription (nothing is charged); 409 for a taken email', async () => {
    const created = await call('POST', '/api/auth/register', {
      name: 'Amina',
      phone: '+1 555 0100',
      email: 'amina@example.com',
      password: 'secret1',
      plan: 'Pro',
    });
    expect(created.status).toBe(201);
    expect(authEndpoints.register.response.safeParse(created.body).success).toBe(true);
    expect(created.body).not.toHaveProperty('subscription');
    const again = await call('POST', '/api/auth/register', {
      name: 'Amina',
      phone: '+1 555 0100',
      email: 'amina@example.com',
      password: 'secret1',
    });
    expect(again.status).toBe(409);
    expect(errorBodySchema.safeParse(again.body).success).toBe(true);
  });

  it('check-password-set and set-password (once, with the setup code)', async () => {
    const before = await call('POST', '/api/auth/check-password-set', { email: 'admin@youngminds.local' });
    expect(authEndpoints.checkPasswordSet.response.parse(before.body)).toEqual({ passwordSet: false });
    const noCode = await call('POST', '/api/auth/set-password', {
      email: 'admin@youngminds.local',
      password: 'secret1',
    });
    expect(noCode.status).toBe(403);
    expect(errorBodySchema.safeParse(noCode.body).success).toBe(true);
    const wrongCode = await call('POST', '/api/auth/set-password', {
      email: 'admin@youngminds.local',
      password: 'secret1',
      setupCode: 'WRONG',
    });
    expect(wrongCode.status).toBe(403);
    const set = await call('POST', '/api/auth/set-password', {
      email: 'admin@youngminds.local',
      password: 'secret1',
      setupCode: mockSetupCode,
    });
    expect(authEndpoints.setPassword.response.safeParse(set.body).success).toBe(true);
    const after = await call('POST', '/api/auth/check-password-set', { email: 'admin@youngminds.local' });
    expect(after.body).toEqual({ passwordSet: true });
    const twice = await call('POST', '/api/auth/set-password', {
      email: 'admin@youngminds.local',
      password: 'secret1',
      setupCode: mockSetupCode,
    });
    expect(twice.status).toBe(409);
    expect(errorBodySchema.parse(twice.body).message).toBe('Password already set. Please login.');
    // No enumeration: any email gets the same answer.
    const unknown = await call('POST', '/api/auth/check-password-set', { email: 'someone@example.com' });
    expect([unknown.status, unknown.body]).toEqual([200, { passwordSet: true }]);
  });

  it('blogs: list, by slug, unknown slug', async () => {
    const list = await call('GET', '/api/blogs');
    expect(blogEndpoints.list.response.parse(list.body).data).toHaveLength(3);
    const one = await call('GET', `/api/blogs/slug/${blogs[0]!.slug}`);
    expect(blogEndpoints.getBySlug.response.parse(one.body).title).toBe(blogs[0]!.title);
    const missing = await call('GET', '/api/blogs/slug/no-such-post');
    expect(missing.status).toBe(404);
    expect(errorBodySchema.safeParse(missing.body).success).toBe(true);
  });

  it('plans', async () => {
    const list = await call('GET', '/api/plans');
    expect(planEndpoints.listPlans.response.parse(list.body).data[0]).toMatchObject({
      name: 'Pro',
      price: 19.99,
      total: 119.94,
    });
  });
});
