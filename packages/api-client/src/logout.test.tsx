import { sessionStore } from '@young-minds/session';
import { logOutEverywhere } from './logout';

const user = { name: 'Maryam', email: 'm@example.com', role: 'parent', avatar: null };
let fetchMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logIn({ token: 'token-1', user });
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

describe('logOutEverywhere', () => {
  it('when logged in, then the server is asked to revoke the token and the session is cleared', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Logged out.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await logOutEverywhere();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('when the server cannot be reached, then the local session still ends', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await logOutEverywhere();
    expect(sessionStore.getState().token).toBeNull();
  });
});
