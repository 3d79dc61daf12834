import { sessionStore } from '@young-minds/session';
import { ApiError, apiUrl, request, setRequestLanguage, setUnauthorizedHandler, upload } from './index';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const user = { name: 'Amina', email: 'a@example.com', role: 'parent', avatar: null };
let fetchMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logOut();
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

describe('apiUrl', () => {
  it('puts every path under /api on this origin, with the query', () => {
    expect(apiUrl('/api/auth/login')).toBe('/api/auth/login');
    expect(apiUrl('auth/login')).toBe('/api/auth/login');
    expect(apiUrl('/blogs', { page: 2, q: 'a b', skip: undefined })).toBe('/api/blogs?page=2&q=a+b');
  });
});

describe('request', () => {
  it('when logged in, then the bearer token is sent and a JSON body is encoded', async () => {
    sessionStore.getState().logIn({ token: 'tok', user });
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(request('/api/parent/children', { method: 'POST', body: { name: 'Yusuf' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/parent/children');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBe(JSON.stringify({ name: 'Yusuf' }));
  });

  it('when the server answers an error, then ApiError carries its status and message (or error)', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(409, { message: 'Email already registered.', error: 'Email already registered.' }),
    );
    await expect(request('/api/auth/register', { method: 'POST', body: {} })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      message: 'Email already registered.',
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'Only error here' }));
    const failure = await request('/api/x').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Only error here' });
  });

  it('when a call without a token gets 401 (a wrong password), then it is only an error', async () => {
    const onUnauthorized = jest.fn();
    const undo = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse(401, { message: 'Invalid email or password.', error: 'Invalid email or password.' }),
    );
    await expect(
      request('/api/auth/login', { method: 'POST', body: { email: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    undo();
  });

  it('when an authenticated call gets 401, then the session is cleared and the handler sends the user to /login', async () => {
    const onUnauthorized = jest.fn();
    const undo = setUnauthorizedHandler(onUnauthorized);
    sessionStore.getState().logIn({ token: 'expired', user });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Session expired.', error: 'Session expired.' }));
    await expect(request('/api/parent/children')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
    // The handler hears whose session it was (a child is met kindly on /login).
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith({ role: user.role });
    undo();
  });

  it('when a schema is given, then the body is parsed with it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { n: '3' }));
    const schema = { parse: (value: unknown) => ({ n: Number((value as { n: string }).n) }) };
    await expect(request('/api/count', { schema })).resolves.toEqual({ n: 3 });
  });
});

describe('upload', () => {
  it('when cancelled before it starts, then it rejects with AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const { promise } = upload('/api/videos', new FormData(), { signal: controller.signal });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the page’s language', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('is sent as Accept-Language, from <html lang> unless the shell registers its own', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    const sent = () =>
      (fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].headers as Record<string, string | undefined>;

    await request('/api/plans');
    expect(sent()['Accept-Language']).toBeUndefined();

    document.documentElement.lang = 'ar';
    await request('/api/plans');
    expect(sent()['Accept-Language']).toBe('ar');

    const undo = setRequestLanguage(() => 'en');
    await request('/api/plans');
    expect(sent()['Accept-Language']).toBe('en');
    undo();

    sessionStore.getState().logIn({ token: 'tok', user });
    await request('/api/plans', { headers: { 'Accept-Language': 'en' } });
    expect(sent()).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer tok' });
  });
});
