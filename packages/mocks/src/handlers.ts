import { HttpResponse, delay, http } from 'msw';
import {
  type Endpoint,
  authEndpoints,
  blogEndpoints,
  loginRequestSchema,
  planEndpoints,
  registerRequestSchema,
  checkPasswordSetRequestSchema,
  setPasswordRequestSchema,
  setupCodeRequiredMessage,
  setupCodeWrongMessage,
  blogListQuerySchema,
  blogMessages,
} from '@young-minds/contracts';
import { adminHandlers } from './admin';
import { isVisibleToPublic, latestPublishedFirst } from './admin/blogs';
import { blogPage, mockAccounts, mockMessages, mockSetupCode, mockToken, planList, registerResponse, takenEmail } from './fixtures';
import { fail, firstIssue, latency, mockPath, readJson, reply, userOf } from './respond';
import { mockState } from './state';

export { mockPath } from './respond';

export const authHandlers = [
  http.post(mockPath(authEndpoints.login), async ({ request }) => {
    await delay(latency());
    const parsed = loginRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const account = mockState.accounts.get(parsed.data.email.toLowerCase());
    if (!account || account.password !== parsed.data.password) return fail(401, mockMessages.invalidCredentials);
    return reply(authEndpoints.login, { token: mockToken(account.user), user: account.user });
  }),

  http.post(mockPath(authEndpoints.register), async ({ request }) => {
    await delay(latency());
    const parsed = registerRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    if (parsed.data.email === takenEmail || mockState.accounts.has(parsed.data.email)) return fail(409, mockMessages.emailTaken);
    const body = registerResponse(parsed.data, mockState.nextUserId++);
    mockState.accounts.set(parsed.data.email, { password: parsed.data.password, user: body.user });
    return reply(authEndpoints.register, body);
  }),

  http.post(mockPath(authEndpoints.checkPasswordSet), async ({ request }) => {
    await delay(latency());
    const parsed = checkPasswordSetRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    // As the service: the same answer for every email (a fact about the platform, not about an account).
    return reply(authEndpoints.checkPasswordSet, { passwordSet: mockState.adminPasswordSet });
  }),

  http.post(mockPath(authEndpoints.setPassword), async ({ request }) => {
    await delay(latency());
    const parsed = setPasswordRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    if (mockState.adminPasswordSet) return fail(409, mockMessages.passwordAlreadySet);
    const code = parsed.data.setupCode?.toUpperCase().replace(/[^0-9A-Z]/g, '');
    if (!code) return fail(403, setupCodeRequiredMessage);
    if (code !== mockSetupCode.replace(/-/g, '')) return fail(403, setupCodeWrongMessage);
    if (parsed.data.email !== mockAccounts.admin.login) return fail(403, mockMessages.noAdmin);
    mockState.adminPasswordSet = true;
    const admin = mockState.accounts.get(mockAccounts.admin.login);
    if (admin) admin.password = parsed.data.password;
    return reply(authEndpoints.setPassword, { message: mockMessages.passwordSet });
  }),

  http.get(mockPath(authEndpoints.me), ({ request }) => {
    const user = userOf(request);
    if (!user) return fail(401, mockMessages.sessionEnded);
    return reply(authEndpoints.me, { user });
  }),

  http.post(mockPath(authEndpoints.logout), ({ request }) => {
    if (!userOf(request)) return fail(401, mockMessages.sessionEnded);
    return reply(authEndpoints.logout, { message: mockMessages.loggedOut });
  }),
];

/**
 * The public blog: published posts dated today or earlier, newest first (drafts and future posts are a 404 by
 * slug). Admins see every post, and may list them all with `?all=1` (403 for anyone else, as the service).
 */
export const blogHandlers = [
  http.get(mockPath(blogEndpoints.getBySlug), async ({ request, params }) => {
    await delay(latency());
    const post = mockState.blogs.find((blog) => blog.slug === params.slug);
    if (!post || (userOf(request)?.role !== 'admin' && !isVisibleToPublic(post))) return fail(404, mockMessages.notFound);
    return reply(blogEndpoints.getBySlug, post);
  }),

  http.get(mockPath(blogEndpoints.list), async ({ request }) => {
    await delay(latency());
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = blogListQuerySchema.safeParse(query);
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    if (parsed.data.all && userOf(request)?.role !== 'admin') return fail(403, blogMessages.allForAdminsOnly);
    const search = parsed.data.search?.toLowerCase();
    const posts = mockState.blogs
      .filter((blog) => (parsed.data.all || isVisibleToPublic(blog)) && (!search || blog.title.toLowerCase().includes(search)))
      .sort(latestPublishedFirst);
    return reply(blogEndpoints.list, blogPage(posts, parsed.data.page, parsed.data.pageSize));
  }),
];

export const planHandlers = [
  http.get(mockPath(planEndpoints.listPlans), async () => {
    await delay(latency());
    return reply(planEndpoints.listPlans, planList);
  }),
];

/** A neutral picture for every /media/… URL (banners, thumbnails), so pages look complete without the services. */
const placeholderImage =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
  '<rect width="640" height="360" fill="#EAF2FF"/><circle cx="320" cy="160" r="60" fill="#3A86FF"/>' +
  '<rect x="200" y="250" width="240" height="24" rx="12" fill="#FFBE0B"/></svg>';

export const mediaHandlers = [
  http.get('*/media/*', () => new HttpResponse(placeholderImage, { headers: { 'content-type': 'image/svg+xml' } })),
];

/** Every handler: the shell's, the public area's and the admin area's calls. */
export const handlers = [...authHandlers, ...adminHandlers, ...blogHandlers, ...planHandlers, ...mediaHandlers];

/** Overrides for error states in tests: `server.use(errorHandlers.loginServerDown)`. */
export const errorHandlers = {
  /** Any call answered with a status and the service's error body. */
  status: (method: 'get' | 'post' | 'put' | 'delete', endpoint: Pick<Endpoint, 'path'>, status: number, message: string) =>
    http[method](mockPath(endpoint), () => fail(status, message)),
  /** A network failure (the server cannot be reached). */
  networkError: (method: 'get' | 'post' | 'put' | 'delete', endpoint: Pick<Endpoint, 'path'>) =>
    http[method](mockPath(endpoint), () => HttpResponse.error()),
  /** A 200 with the given JSON body (e.g. an empty or malformed login answer). */
  body: (method: 'get' | 'post' | 'put' | 'delete', endpoint: Pick<Endpoint, 'path'>, body: unknown, status = 200) =>
    http[method](mockPath(endpoint), () => HttpResponse.json(body as never, { status })),
  /** A call that never answers until the returned release() is called (busy states). */
  pending: (method: 'get' | 'post' | 'put' | 'delete', endpoint: Pick<Endpoint, 'path'>) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      // Returning nothing hands the request on to the next matching handler (the default one).
      handler: http[method](mockPath(endpoint), async () => {
        await gate;
      }),
      release: () => release(),
    };
  },
};

