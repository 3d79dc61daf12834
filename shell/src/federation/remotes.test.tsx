import { fetchRemotes, forgetRegisteredRemotes, registerRemotesMap } from './remotes';

beforeEach(() => forgetRegisteredRemotes());

describe('registerRemotesMap', () => {
  it('registers new remotes once, and re-registers with force only the ones that moved', () => {
    const register = jest.fn();
    registerRemotesMap(
      { mfe_public: '/remotes/public/mf-manifest.json', mfe_admin: '/remotes/admin/mf-manifest.json' },
      register,
    );
    registerRemotesMap(
      { mfe_public: '/remotes/public/mf-manifest.json', mfe_admin: '/remotes/admin/mf-manifest.json' },
      register,
    );
    registerRemotesMap(
      {
        mfe_public: 'https://cdn.example.com/public/v2/mf-manifest.json',
        mfe_admin: '/remotes/admin/mf-manifest.json',
      },
      register,
    );
    expect(register.mock.calls).toEqual([
      [
        [
          { name: 'mfe_public', entry: '/remotes/public/mf-manifest.json' },
          { name: 'mfe_admin', entry: '/remotes/admin/mf-manifest.json' },
        ],
      ],
      [[{ name: 'mfe_public', entry: 'https://cdn.example.com/public/v2/mf-manifest.json' }], { force: true }],
    ]);
  });
});

describe('fetchRemotes', () => {
  it('reads /remotes.json without the cache and rejects a malformed map', async () => {
    const fetchImpl = jest.fn(
      async () => new Response(JSON.stringify({ mfe_public: '/remotes/public/mf-manifest.json' }), { status: 200 }),
    );
    await expect(fetchRemotes(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      mfe_public: '/remotes/public/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    const bad = jest.fn(async () => new Response(JSON.stringify({ mfe_public: 3 }), { status: 200 }));
    await expect(fetchRemotes(bad as unknown as typeof fetch)).rejects.toThrow('not a map');
    const missing = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(fetchRemotes(missing as unknown as typeof fetch)).rejects.toThrow('503');
  });
});
