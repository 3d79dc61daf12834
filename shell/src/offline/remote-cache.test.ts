import { offlineCaches } from '@young-minds/offline';
import manifest from './fixtures/mfe-child.mf-manifest.json';
import { syncRemoteFiles } from './remote-cache';
import { remoteFilesOf } from './remote-files';

const origin = 'https://young-minds.example';
const childManifest = `${origin}/remotes/child/mf-manifest.json`;
const adminManifest = `${origin}/remotes/admin/mf-manifest.json`;
const remotes = { mfe_child: '/remotes/child/remoteEntry.js', mfe_admin: '/remotes/admin/remoteEntry.js' };
const adminFiles = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ assets: { js: { sync: ['static/js/a.0000aaaa11.js'], async: [] }, css: { sync: [], async: [] } } }],
  shared: [],
};

/** An in-memory Cache Storage (URL → body text), enough for what the sync does. */
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>();
  const keyOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  const storage = {
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, string>();
      stores.set(name, entries);
      return {
        match: async (request: RequestInfo) =>
          entries.has(keyOf(request)) ? new Response(entries.get(keyOf(request))) : undefined,
        put: async (request: RequestInfo, response: Response) =>
          void entries.set(keyOf(request), await response.text()),
        addAll: async (requests: string[]) => {
          for (const url of requests) entries.set(url, await (await network(url)).text());
        },
        keys: async () => [...entries.keys()].map((url) => new Request(url)),
        delete: async (request: Request) => entries.delete(request.url),
      };
    },
  };
  return {
    storage: storage as unknown as CacheStorage,
    cached: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
}

let adminReachable = true;
const fetched: string[] = [];
async function network(url: string): Promise<Response> {
  fetched.push(url);
  if (url === `${origin}/remotes.json`) return Response.json(remotes);
  if (url === childManifest) return Response.json(manifest);
  if (url === adminManifest) return adminReachable ? Response.json(adminFiles) : new Response('', { status: 503 });
  return new Response(`the file ${url}`);
}

beforeEach(() => {
  adminReachable = true;
  fetched.length = 0;
});

describe("keeping the child area's files for offline use", () => {
  it("caches every file the child area's manifest names, and the remotes map", async () => {
    const { storage, cached } = memoryCaches();
    await expect(syncRemoteFiles(origin, storage, network)).resolves.toBe(11);
    const files = cached(offlineCaches.remotes).filter((url) => !url.endsWith('__young-minds-deploy.json'));
    expect(files.sort()).toEqual([`${origin}/remotes.json`, ...remoteFilesOf(manifest, childManifest)].sort());
  });

  it('after a new deploy drops files no current manifest names, and fetches a cached hashed chunk only once', async () => {
    const { storage, cached } = memoryCaches();
    const old = await storage.open(offlineCaches.remotes);
    await old.put(`${origin}/remotes/child/static/js/async/gone.11112222aa.js`, new Response('old'));
    await old.put(`${origin}/remotes/admin/static/js/a.0000aaaa11.js`, new Response('admin chunk'));
    await old.put(`${origin}/remotes/child/__young-minds-deploy.json`, Response.json(['an older deploy']));
    await syncRemoteFiles(origin, storage, network);
    fetched.length = 0;
    await syncRemoteFiles(origin, storage, network);

    expect(cached(offlineCaches.remotes)).not.toContain(`${origin}/remotes/child/static/js/async/gone.11112222aa.js`);
    expect(cached(offlineCaches.remotes)).toContain(`${origin}/remotes/admin/static/js/a.0000aaaa11.js`);
    // The second time: the map, the manifests and the (unhashed) remote entry, no chunk.
    expect(fetched.filter((url) => url.includes('/static/'))).toEqual([]);
  });

  it("keeps an area's files while its manifest cannot be read", async () => {
    const { storage, cached } = memoryCaches();
    const old = await storage.open(offlineCaches.remotes);
    await old.put(`${origin}/remotes/admin/static/js/old.0000bbbb22.js`, new Response('admin chunk'));
    adminReachable = false;
    await syncRemoteFiles(origin, storage, network);
    expect(cached(offlineCaches.remotes)).toContain(`${origin}/remotes/admin/static/js/old.0000bbbb22.js`);
  });

  it('keeps what the child area fetched as it ran while the deploy is the same, and drops it after the next one', async () => {
    const { storage, cached } = memoryCaches();
    await syncRemoteFiles(origin, storage, network);
    const pdfWorker = `${origin}/remotes/child/static/js/pdf.worker.5d3c1a2b9e.mjs`;
    await (await storage.open(offlineCaches.remotes)).put(pdfWorker, new Response('the PDF reader worker'));

    await syncRemoteFiles(origin, storage, network);
    expect(cached(offlineCaches.remotes)).toContain(pdfWorker);

    const nextDeploy = structuredClone(manifest);
    nextDeploy.metaData.remoteEntry.name = 'remoteEntry.js?v=2';
    const nextNetwork = async (url: string) => (url === childManifest ? Response.json(nextDeploy) : network(url));
    await syncRemoteFiles(origin, storage, nextNetwork);
    expect(cached(offlineCaches.remotes)).not.toContain(pdfWorker);
  });
});
