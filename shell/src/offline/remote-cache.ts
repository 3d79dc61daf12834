import { offlineCaches } from '@young-minds/offline';
import { isContentHashed } from './rules';
import { manifestUrlOf, offlineRemote, remoteFilesOf } from './remote-files';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function fetchOk(url: string, fetchImpl: Fetch): Promise<Response> {
  const res = await fetchImpl(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
}

/**
 * Keeps the remotes cache in step with `/remotes.json`: every file of the child area is fetched into it (so
 * `/child` opens offline after one online visit), then the files no current manifest names are dropped. An area
 * whose manifest cannot be read now keeps what it has (an outage must not empty the cache).
 * Returns the number of files of the child area now cached.
 */
export async function syncRemoteFiles(origin: string, storage: CacheStorage, fetchImpl: Fetch): Promise<number> {
  const remotesUrl = new URL('/remotes.json', origin).href;
  const remotesAnswer = await fetchOk(remotesUrl, fetchImpl);
  const cache = await storage.open(offlineCaches.remotes);
  await cache.put(remotesUrl, remotesAnswer.clone());
  const remotes: unknown = await remotesAnswer.json();

  const named = new Set<string>([remotesUrl]);
  const unread = new Set<string>();
  let childFiles = 0;
  for (const name of Object.keys(remotes as Record<string, unknown>)) {
    const manifestUrl = manifestUrlOf(remotes, name, remotesUrl);
    if (!manifestUrl) continue;
    const folder = new URL('./', manifestUrl).href;
    try {
      const files = remoteFilesOf(await (await fetchOk(manifestUrl, fetchImpl)).json(), manifestUrl);
      files.forEach((file) => named.add(file));
      if (name === offlineRemote) {
        // Files already cached are content-hashed and unchanged; only the entries (no hash) are fetched again.
        const missing = [];
        for (const file of files) if (!(await cache.match(file)) || !isContentHashed(file)) missing.push(file);
        await cache.addAll(missing);
        childFiles = files.length;
      }
    } catch (error) {
      if (name === offlineRemote) throw error;
      unread.add(folder);
    }
  }

  for (const request of await cache.keys()) {
    const url = request.url;
    if (named.has(url) || [...unread].some((folder) => url.startsWith(folder))) continue;
    await cache.delete(request);
  }
  return childFiles;
}
