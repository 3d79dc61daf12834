import { HttpResponse, http } from 'msw';
import {
  type Endpoint,
  authEndpoints,
  blogEndpoints,
  blogMessages,
  canonicalTimeZone,
  planEndpoints,
  setupCodeRequiredMessage,
  setupCodeWrongMessage,
} from '@young-minds/contracts';
import { adminHandlers } from './admin';
import { childHandlers } from './child';
import { childServerHandlers } from './child-server';
import { emailLinkHandlers } from './email-links';
import { parentHandlers } from './parent';
import { parentMockState } from './parent/state';
import { hifzHandlers } from './quran/hifz';
import { recitationHandlers } from './quran/recitations';
import { isVisibleToPublic, latestPublishedFirst } from './admin/blogs';
import {
  mockAccounts,
  mockMessages,
  mockSetupCode,
  mockToken,
  planList,
  registerResponse,
  takenEmail,
} from './fixtures';
import { MockHttpError, fail, matchesSearch, mockRoute, pageOfItems } from './kit';
import { mockPath } from './respond';
import { endHandOffsOf, mockState } from './state';

export { mockPath } from './respond';

let mockDeviceTokens = 0;

export const authHandlers = [
  mockRoute(authEndpoints.login, ({ body }) => {
    const account = mockState.accounts.get(body.email.toLowerCase());
    if (!account || account.password !== body.password) throw new MockHttpError(401, mockMessages.invalidCredentials);
    // As the service: every login answers a fresh remembered-device token (the one sent is replaced).
    mockDeviceTokens += 1;
    return { token: mockToken(account.user), user: account.user, deviceToken: `mock-device-${mockDeviceTokens}` };
  }),

  mockRoute(authEndpoints.register, ({ body }) => {
    if (body.email === takenEmail || mockState.accounts.has(body.email))
      throw new MockHttpError(409, mockMessages.emailTaken);
    const answer = registerResponse(body, mockState.nextUserId++);
    mockState.accounts.set(body.email, { password: body.password, user: answer.user });
    // As the service: the browser's zone starts the family's clock when it is known.
    const timeZone = body.timeZone === undefined ? null : canonicalTimeZone(body.timeZone);
    if (timeZone) parentMockState.familyClocks.set(answer.user.id, { timeZone, weekStartsOn: 'monday' });
    return answer;
  }),

  // As the service: the same answer for every email (a fact about the platform, not about an account).
  mockRoute(authEndpoints.checkPasswordSet, () => ({ passwordSet: mockState.adminPasswordSet })),

  mockRoute(authEndpoints.setPassword, ({ body }) => {
    if (mockState.adminPasswordSet) throw new MockHttpError(409, mockMessages.passwordAlreadySet);
    const code = body.setupCode?.toUpperCase().replace(/[^0-9A-Z]/g, '');
    if (!code) throw new MockHttpError(403, setupCodeRequiredMessage);
    if (code !== mockSetupCode.replace(/-/g, '')) throw new MockHttpError(403, setupCodeWrongMessage);
    if (body.email !== mockAccounts.admin.login) throw new MockHttpError(403, mockMessages.noAdmin);
    mockState.adminPasswordSet = true;
    const admin = mockState.accounts.get(mockAccounts.admin.login);
    if (admin) admin.password = body.password;
    return { message: mockMessages.passwordSet };
  }),

  mockRoute(authEndpoints.me, ({ user }) => ({ user: user! })),
  // The account's language: kept on the filed user, so `me` and the next login carry it.
  mockRoute(authEndpoints.setPreferences, ({ user, body }) => {
    const account = user!;
    account.preferences = {
      locale: body.locale ?? account.preferences.locale,
      digits: body.digits ?? account.preferences.digits,
    };
    return account.preferences;
  }),
  // Logging out ends everywhere, as the service bumps the token version: a parent's hand-offs end too.
  mockRoute(authEndpoints.logout, ({ user }) => {
    if (user) endHandOffsOf(user.id);
    return { message: mockMessages.loggedOut };
  }),
];

/**
 * The public blog: published posts dated today or earlier, newest first (drafts and future posts are a 404 by
 * slug). Admins see every post, and may list them all with `?all=1` (403 for anyone else, as the service).
 */
export const blogHandlers = [
  mockRoute(blogEndpoints.getBySlug, ({ params, user }) => {
    const post = mockState.blogs.find((blog) => blog.slug === params.slug);
    if (!post || (user?.role !== 'admin' && !isVisibleToPublic(post)))
      throw new MockHttpError(404, mockMessages.notFound);
    return post;
  }),

  mockRoute(blogEndpoints.list, ({ query, user }) => {
    if (query.all && user?.role !== 'admin') throw new MockHttpError(403, blogMessages.allForAdminsOnly);
    const posts = mockState.blogs
      .filter((blog) => (query.all || isVisibleToPublic(blog)) && matchesSearch(query.search, [blog.title]))
      .sort(latestPublishedFirst);
    return pageOfItems(posts, query.page, query.pageSize);
  }),
];

export const planHandlers = [mockRoute(planEndpoints.listPlans, () => planList)];

/** A neutral picture for every /media/… URL (banners, thumbnails), so pages look complete without the services. */
const placeholderImage =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
  '<rect width="640" height="360" fill="#EAF2FF"/><circle cx="320" cy="160" r="60" fill="#3A86FF"/>' +
  '<rect x="200" y="250" width="240" height="24" rx="12" fill="#FFBE0B"/></svg>';

export const mediaHandlers = [
  http.get('*/media/*', () => new HttpResponse(placeholderImage, { headers: { 'content-type': 'image/svg+xml' } })),
];

/** Every handler: the shell's, the public area's, the admin area's, the parent area's and the child area's calls. */
export const handlers = [
  ...authHandlers,
  ...adminHandlers,
  ...parentHandlers,
  ...childHandlers,
  ...childServerHandlers,
  ...hifzHandlers(),
  ...recitationHandlers(),
  ...blogHandlers,
  ...planHandlers,
  ...mediaHandlers,
  ...emailLinkHandlers,
];

type Method = 'get' | 'post' | 'put' | 'delete';
type Path = Pick<Endpoint, 'path'>;

/** Overrides for error states in tests: `server.use(errorHandlers.status('post', endpoint, 500, message))`. */
export const errorHandlers = {
  /** Any call answered with a status and the service's error body. */
  status: (method: Method, endpoint: Path, status: number, message: string) =>
    http[method](mockPath(endpoint), () => fail(status, message)),
  /** A network failure (the server cannot be reached). */
  networkError: (method: Method, endpoint: Path) => http[method](mockPath(endpoint), () => HttpResponse.error()),
  /** A 200 with the given JSON body (e.g. an empty or malformed login answer). */
  body: (method: Method, endpoint: Path, body: unknown, status = 200) =>
    http[method](mockPath(endpoint), () => HttpResponse.json(body as never, { status })),
  /** A call that never answers until the returned release() is called (busy states). */
  pending: (method: Method, endpoint: Path) => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing hands the request on to the next matching handler (the default one).
    return { handler: http[method](mockPath(endpoint), () => gate.then(() => undefined)), release: () => release() };
  },
};
