import { fetchRemotes, forgetRegisteredRemotes, registerRemotesMap, remotesInPage, startRemotes } from './remotes';

beforeEach(() => forgetRegisteredRemotes());

describe('registerRemotesMap', () => {
  it('registers new remotes once, and re-registers with force only the ones that moved', () => {
    const register = jest.fn();
    registerRemotesMap(
      { mfe_public: '/remotes/public/remoteEntry.js', mfe_admin: '/remotes/admin/remoteEntry.js' },
      register,
    );
    registerRemotesMap(
      { mfe_public: '/remotes/public/remoteEntry.js', mfe_admin: '/remotes/admin/remoteEntry.js' },
      register,
    );
    registerRemotesMap(
      {
        mfe_public: 'https://cdn.example.com/public/v2/remoteEntry.js',
        mfe_admin: '/remotes/admin/remoteEntry.js',
      },
      register,
    );
    expect(register.mock.calls).toEqual([
      [
        [
          { name: 'mfe_public', entry: '/remotes/public/remoteEntry.js' },
          { name: 'mfe_admin', entry: '/remotes/admin/remoteEntry.js' },
        ],
      ],
      [[{ name: 'mfe_public', entry: 'https://cdn.example.com/public/v2/remoteEntry.js' }], { force: true }],
    ]);
  });
});

describe('fetchRemotes', () => {
  it('reads /remotes.json without the cache and rejects a malformed map', async () => {
    const fetchImpl = jest.fn(
      async () => new Response(JSON.stringify({ mfe_public: '/remotes/public/remoteEntry.js' }), { status: 200 }),
    );
    await expect(fetchRemotes(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      mfe_public: '/remotes/public/remoteEntry.js',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    const bad = jest.fn(async () => new Response(JSON.stringify({ mfe_public: 3 }), { status: 200 }));
    await expect(fetchRemotes(bad as unknown as typeof fetch)).rejects.toThrow('not a map');
    const missing = jest.fn(async () => new Response('nope', { status: 503 }));
    await expect(fetchRemotes(missing as unknown as typeof fetch)).rejects.toThrow('503');
  });
});

describe('the remotes map the page came with (issue 33)', () => {
  function pageWith(text: string | null): Document {
    const doc = document.implementation.createHTMLDocument('shell');
    if (text !== null) {
      const element = doc.createElement('script');
      element.type = 'application/json';
      element.id = 'ym-remotes';
      element.textContent = text;
      doc.body.append(element);
    }
    return doc;
  }

  it('when the page holds a valid map, then it is used and /remotes.json is not fetched', async () => {
    const map = { mfe_parent: '/remotes/parent/remoteEntry.js' };
    expect(remotesInPage(pageWith(JSON.stringify(map)))).toEqual(map);
    const fetchImpl = jest.fn();
    const register = jest.fn();
    await startRemotes({
      doc: pageWith(JSON.stringify(map)),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      register,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith([{ name: 'mfe_parent', entry: '/remotes/parent/remoteEntry.js' }]);
  });

  it('when the page holds none or a malformed one, then /remotes.json is fetched', async () => {
    for (const text of [null, '{"mfe_parent": 3}', 'not json']) {
      forgetRegisteredRemotes();
      expect(remotesInPage(pageWith(text))).toBeUndefined();
      const fetchImpl = jest.fn(
        async () => new Response(JSON.stringify({ mfe_public: '/remotes/public/remoteEntry.js' }), { status: 200 }),
      );
      const register = jest.fn();
      await startRemotes({ doc: pageWith(text), fetchImpl: fetchImpl as unknown as typeof fetch, register });
      expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.anything());
      expect(register).toHaveBeenCalledWith([{ name: 'mfe_public', entry: '/remotes/public/remoteEntry.js' }]);
    }
  });
});
