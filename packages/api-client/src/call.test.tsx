import { endpoints } from '@young-minds/contracts';
import { adminVideos } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { ApiError, UnexpectedResponseError, api, onWrite, pathOf, setUnauthorizedHandler } from './index';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const user = { name: 'Amina', email: 'a@example.com', role: 'admin', avatar: null };
// A fixture video of the mocks (typed by the contract): a field the contract gains is added there once.
const video = adminVideos[0]!;
let fetchMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logIn({ token: 'tok', user });
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

function lastRequest(): { url: string; init: RequestInit } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init };
}

describe('api.call', () => {
  it('when an endpoint has path params and a query, then the path is filled in and the query appended', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, video));
    await expect(api.call(endpoints.videos.get, { params: { id: 3 } })).resolves.toEqual(video);
    expect(lastRequest().url).toBe('/api/videos/3');
    expect(lastRequest().init.method).toBe('GET');

    fetchMock.mockResolvedValue(jsonResponse(200, { data: [video], total: 1, page: 2, pageSize: 10 }));
    const page = await api.call(endpoints.videos.list, { query: { page: 2, pageSize: 10, search: 'cat' } });
    expect(page.data[0]?.title).toBe(video.title);
    expect(lastRequest().url).toBe('/api/videos?page=2&pageSize=10&search=cat');
  });

  it('when a body is given, then it is sent as JSON with the endpoint method and the bearer token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 7, name: 'Seerah' }));
    await api.call(endpoints.categories.create, { body: { name: 'Seerah' } });
    const { url, init } = lastRequest();
    expect(url).toBe('/api/Category');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok');
    expect(init.body).toBe(JSON.stringify({ name: 'Seerah' }));
  });

  it('when keepalive is asked for (a last save as the page goes), then fetch is told to outlive the page', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(201, { id: 7, name: 'Seerah' }));
    await api.call(endpoints.categories.create, { body: { name: 'Seerah' }, keepalive: true });
    expect(lastRequest().init.keepalive).toBe(true);
    await api.call(endpoints.categories.create, { body: { name: 'Seerah' } });
    expect(lastRequest().init.keepalive).toBeUndefined();
  });

  it('when the answer does not match the response schema, then the call fails instead of handing on bad data', async () => {
    const answer = { ...video, video_url: 'http://elsewhere.example/a.webm' };
    fetchMock.mockResolvedValue(jsonResponse(200, answer));
    const failure = await api.call(endpoints.videos.get, { params: { id: 3 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedResponseError);
    expect(failure).toMatchObject({
      endpointId: 'videos.get',
      body: answer,
      issues: [expect.objectContaining({ path: ['video_url'] })],
    });
  });

  it('when a call that needs a session gets 401, then the session ends; a public call keeps it', async () => {
    const onUnauthorized = jest.fn();
    const undo = setUnauthorizedHandler(onUnauthorized);
    try {
      fetchMock.mockResolvedValue(
        jsonResponse(401, { message: 'Invalid email or password.', error: 'Invalid email or password.' }),
      );
      await expect(
        api.call(endpoints.auth.login, { body: { email: 'a@example.com', password: 'wrong!' } }),
      ).rejects.toBeInstanceOf(ApiError);
      expect(sessionStore.getState().token).toBe('tok');
      expect(onUnauthorized).not.toHaveBeenCalled();

      fetchMock.mockResolvedValue(
        jsonResponse(401, { message: 'Please log in to continue.', error: 'Please log in to continue.' }),
      );
      await expect(api.call(endpoints.stats.adminStats)).rejects.toMatchObject({
        status: 401,
        message: 'Please log in to continue.',
      });
      expect(sessionStore.getState().token).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    } finally {
      undo();
    }
  });

  it('when the signal is aborted, then the call rejects with an AbortError', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = api.call(endpoints.videos.list, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('pathOf', () => {
  it('encodes values and refuses a missing one', () => {
    expect(pathOf(endpoints.blogs.getBySlug, { slug: 'a b/c' })).toBe('/api/blogs/slug/a%20b%2Fc');
    expect(() => pathOf(endpoints.videos.get, {})).toThrow(':id');
  });
});

// Type-level checks: `pnpm typecheck` fails if the input types stop following the contracts.
export function typeChecks(): void {
  // @ts-expect-error an endpoint with `:id` needs its params
  void api.call(endpoints.videos.get);
  // @ts-expect-error a list takes no body
  void api.call(endpoints.videos.list, { body: { title: 'x' } });
  // @ts-expect-error the body follows the endpoint's schema
  void api.call(endpoints.categories.create, { body: { title: 'not a category' } });
  void api.call(endpoints.videos.list);
}

describe('onWrite', () => {
  it('when a write succeeds, then listeners hear its endpoint; a read or a failed write is not heard', async () => {
    const heard: string[] = [];
    const stop = onWrite((endpoint) => heard.push(endpoint.id));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [video], total: 1, page: 1, pageSize: 10 }));
    await api.call(endpoints.videos.list);
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: 'Taken.' }));
    await expect(api.call(endpoints.categories.create, { body: { name: 'Seerah' } })).rejects.toThrow('Taken.');
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 9, name: 'Seerah' }));
    await api.call(endpoints.categories.create, { body: { name: 'Seerah' } });
    expect(heard).toEqual(['categories.create']);
    stop();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 10, name: 'Fiqh' }));
    await api.call(endpoints.categories.create, { body: { name: 'Fiqh' } });
    expect(heard).toEqual(['categories.create']);
  });
});
