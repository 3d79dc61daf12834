import { offlineCaches } from '@young-minds/offline';
import { isContentHashed } from './rules';
import { manifestUrlOf, offlineRemote, remoteFilesOf } from './remote-files';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function fetchOk(url: string, fetchImpl: Fetch): Promise<Response> {
  const res = await fetchImpl(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
}

/** Where the files an area's manifest named at the last sync are noted (a cache entry of our own, never fetched). */
const deployRecordOf = (folder: string) => `${folder}__young-minds-deploy.json`;

/**
 * Keeps the remotes cache in step with `/remotes.json`: every file of the child area is fetched into it (so
 * `/child` opens offline after one online visit). When an area's manifest names other files than at the last sync
 * (a new deploy), its files no current manifest names are dropped; while the deploy is the same, files the area
 * fetched as it ran are kept (the PDF reader's worker, which no manifest lists). An area whose manifest cannot be
 * read now keeps what it has (an outage must not empty the cache); an area gone from the map loses its files.
 * Returns the number of files of the child area now cached.
 */
export async function syncRemoteFiles(origin: string, storage: CacheStorage, fetchImpl: Fetch): Promise<number> {
  const remotesUrl = new URL('/remotes.json', origin).href;
  const remotesAnswer = await fetchOk(remotesUrl, fetchImpl);
  const cache = await storage.open(offlineCaches.remotes);
  await cache.put(remotesUrl, remotesAnswer.clone());
  const remotes: unknown = await remotesAnswer.json();

  const named = new Set<string>([remotesUrl]);
  /** Folders whose cached files all stay: unreadable now, or the same deploy as last time. */
  const kept = new Set<string>();
  const records = new Map<string, string>();
  let childFiles = 0;
  for (const name of Object.keys(remotes as Record<string, unknown>)) {
    const manifestUrl = manifestUrlOf(remotes, name, remotesUrl);
    if (!manifestUrl) continue;
    const folder = new URL('./', manifestUrl).href;
    try {
      const files = remoteFilesOf(await (await fetchOk(manifestUrl, fetchImpl)).json(), manifestUrl);
      files.forEach((file) => named.add(file));
      const record = JSON.stringify([...files].sort());
      const previous = await cache.match(deployRecordOf(folder));
      if (previous && (await previous.text()) === record) kept.add(folder);
      records.set(deployRecordOf(folder), record);
      if (name === offlineRemote) {
        // Files already cached are content-hashed and unchanged; only the entries (no hash) are fetched again.
        const missing = [];
        for (const file of files) if (!(await cache.match(file)) || !isContentHashed(file)) missing.push(file);
        await cache.addAll(missing);
        childFiles = files.length;
      }
    } catch (error) {
      if (name === offlineRemote) throw error;
      kept.add(folder);
    }
  }

  for (const request of await cache.keys()) {
    const url = request.url;
    if (named.has(url) || records.has(url) || [...kept].some((folder) => url.startsWith(folder))) continue;
    await cache.delete(request);
  }
  for (const [url, record] of records) {
    await cache.put(url, new Response(record, { headers: { 'content-type': 'application/json' } }));
  }
  return childFiles;
}
