import { ApiError, api } from '@young-minds/api-client';
import { contentKinds, bookEndpoints, kindEndpoints } from '@young-minds/contracts';
import { type DownloadKind, type DownloadRecord, hasIndexedDb, openChildDb, ownersOnDevice } from './childDb';
import { downloadCacheKey, isDownloadableMedia, offlineCaches } from './protocol';

/**
 * Downloads for a child on this device, shared by the child area (the child's own) and the parent area (a parent
 * downloading for one of their children): the files go to the downloads cache, the records to the child's
 * database (`owner`, see `childOwner`), where the child's My downloads finds them.
 */

export {
  type DownloadKind,
  type DownloadRecord,
  type DownloadsSchema,
  childOwner,
  closeChildDbs,
  hasIndexedDb,
  openChildDb,
} from './childDb';

export const downloadKey = (kind: DownloadKind, contentId: number) => `${kind}:${contentId}`;

/** Whether this browser can keep downloads (Cache Storage and IndexedDB). */
export const canDownload = () => typeof caches !== 'undefined' && hasIndexedDb();

/** Why a download did not happen: the family's subscription is not active, the item is gone, or anything else. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(readonly problem: 'subscription' | 'notFound' | 'failed') {
    super(`Download ${problem}`);
  }
}

export interface DownloadProgress {
  loaded: number;
  /** 0 while unknown (a file without Content-Length). */
  total: number;
  /** 0–100, or null while the total is unknown. */
  percent: number | null;
}

const absolute = (url: string) => new URL(url, window.location.href);
/** The downloads cache's key of a file (its url without the signature: see `downloadCacheKey`). */
const cacheKey = (url: string) => downloadCacheKey(url, window.location.href);

/** Files of this origin under /media that the worker serves from the downloads cache, each once. */
function downloadable(urls: (string | null)[]): string[] {
  const unique = [...new Set(urls)];
  return unique.filter((url): url is string => {
    if (!url) return false;
    const parsed = absolute(url);
    return parsed.origin === window.location.origin && isDownloadableMedia(parsed.pathname);
  });
}

/** A kind's item as its `get` answers it: its title and, under the registry's `media` fields, its files. */
type MediaItem = { title: string } & Partial<Record<string, unknown>>;

/** A downloadable kind's item as its table's `get` answers it now (`videoEndpoints.get`). */
const itemOf = (kind: DownloadKind, id: number): Promise<MediaItem> =>
  api.call(kindEndpoints[contentKinds[kind].table].get, { params: { id } });

/** Files a kind's item needs offline besides its `media`: a book's recorded pages (the reader plays them offline). */
const moreFiles: Partial<Record<DownloadKind, (id: number) => Promise<(string | null)[]>>> = {
  book: async (id) =>
    (await api.call(bookEndpoints.narrations, { params: { id } })).narrations.map((narration) => narration.url),
};

/**
 * The item as its API gives it now, and the files it needs to open offline: every file the registry names in the
 * kind's `media` (a video with its thumbnail and captions, a book's file, cover and reader pages, a worksheet's
 * file), and what `moreFiles` adds. Without one there is nothing to download.
 */
async function itemFiles(kind: DownloadKind, id: number): Promise<{ title: string; urls: string[] }> {
  const [item, more] = await Promise.all([itemOf(kind, id), moreFiles[kind]?.(id) ?? []]);
  const media = contentKinds[kind].media.map((field) => item[field]);
  return {
    title: item.title,
    urls: downloadable([...media.filter((url) => typeof url === 'string'), ...more]),
  };
}

function problemOf(error: unknown): DownloadError {
  if (error instanceof DownloadError) return error;
  if (error instanceof ApiError && error.status === 403) return new DownloadError('subscription');
  if (error instanceof ApiError && error.status === 404) return new DownloadError('notFound');
  return new DownloadError('failed');
}

/** Reads a body to the end, counting its bytes as they come. */
async function readCounting(response: Response, onChunk: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onChunk(value.byteLength);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/**
 * Downloads an item for the child `owner` to keep on the device: asks its API (a 403 means the subscription is
 * not active), fetches its files with progress (bytes read against the Content-Lengths), keeps each full 200
 * answer in the downloads cache under its URL (the worker answers the player's Range requests from it) and notes
 * the item in the child's database. The first download asks the browser to keep the storage
 * (`navigator.storage.persist()`).
 */
export async function downloadItem(
  owner: string,
  kind: DownloadKind,
  contentId: number,
  options: { onProgress?: (progress: DownloadProgress) => void; signal?: AbortSignal } = {},
): Promise<DownloadRecord> {
  if (!canDownload()) throw new DownloadError('failed');
  try {
    const db = await openChildDb(owner);
    const { title, urls } = await itemFiles(kind, contentId);
    if (urls.length === 0) throw new DownloadError('failed');
    if ((await db.count('downloads')) === 0) void navigator.storage?.persist?.().catch(() => false);
    const responses = await Promise.all(
      urls.map((url) => fetch(absolute(url), { signal: options.signal, credentials: 'same-origin' })),
    );
    // A partial or failed answer is no file to keep.
    if (responses.some((response) => response.status !== 200)) throw new DownloadError('failed');
    const lengths = responses.map((response) => Number(response.headers.get('Content-Length')));
    const total = lengths.every((length) => Number.isFinite(length) && length > 0)
      ? lengths.reduce((sum, length) => sum + length, 0)
      : 0;
    let loaded = 0;
    const report = () =>
      options.onProgress?.({
        loaded,
        total,
        percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null,
      });
    report();
    const cache = await caches.open(offlineCaches.downloads);
    for (const [index, response] of responses.entries()) {
      const blob = await readCounting(response, (bytes) => {
        loaded += bytes;
        report();
      });
      const headers = new Headers(response.headers);
      headers.set('Content-Length', String(blob.size));
      await cache.put(cacheKey(urls[index]!), new Response(blob, { status: 200, headers }));
    }
    const record: DownloadRecord = {
      key: downloadKey(kind, contentId),
      kind,
      contentId,
      title,
      // The files' keys, not the signed links they were fetched with (those run out within the hour).
      urls: urls.map(cacheKey),
      bytes: loaded,
      downloadedAt: Date.now(),
    };
    await db.put('downloads', record);
    return record;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw problemOf(error);
  }
}

/** The child's downloads on this device, newest first (none where the browser cannot keep downloads). */
export async function listDownloads(owner: string): Promise<DownloadRecord[]> {
  if (!hasIndexedDb()) return [];
  const records = await (await openChildDb(owner)).getAll('downloads');
  return records.sort((a, b) => b.downloadedAt - a.downloadedAt);
}

/** Whether the browser evicted any of a download's files (storage pressure): its metadata alone opens nothing. */
export async function isEvicted(record: DownloadRecord): Promise<boolean> {
  if (!canDownload()) return true;
  const cache = await caches.open(offlineCaches.downloads);
  const found = await Promise.all(record.urls.map((url) => cache.match(cacheKey(url))));
  return found.some((response) => response === undefined);
}

/**
 * Every file the downloads on this device use: the child's, and the other children's (a parent may have
 * downloaded the same video for two children). Null when another child's could not be read: then no file is
 * known to be free.
 */
async function filesInUse(owner: string): Promise<Set<string> | null> {
  const owners = new Set([owner, ...(await ownersOnDevice())]);
  try {
    const records = await Promise.all([...owners].map(async (one) => (await openChildDb(one)).getAll('downloads')));
    return new Set(records.flat().flatMap((record) => record.urls.map(cacheKey)));
  } catch {
    return null;
  }
}

/**
 * Removes a child's download: its metadata, and its files from the cache unless another download on this device
 * (this child's or another child's) uses them.
 */
export async function deleteDownload(owner: string, key: string): Promise<void> {
  if (!hasIndexedDb()) return;
  const db = await openChildDb(owner);
  const record = await db.get('downloads', key);
  if (!record) return;
  await db.delete('downloads', key);
  const stillUsed = await filesInUse(owner);
  if (canDownload() && stillUsed) {
    const cache = await caches.open(offlineCaches.downloads);
    await Promise.all(
      record.urls
        .map(cacheKey)
        .filter((url) => !stillUsed.has(url))
        .map((url) => cache.delete(url)),
    );
  }
}

/**
 * At a sync, each of the child's downloads is asked for again: one the server no longer has (404: removed, or no
 * longer for this child) is deleted from the device. Any other failure keeps it (the next sync asks again).
 */
export async function refreshDownloads(owner: string): Promise<void> {
  for (const record of await listDownloads(owner)) {
    try {
      await itemFiles(record.kind, record.contentId);
    } catch (error) {
      if (problemOf(error).problem === 'notFound') await deleteDownload(owner, record.key);
    }
  }
}

/** The storage this site uses and may use (bytes), where the browser tells. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return usage === undefined || quota === undefined ? null : { usage, quota };
  } catch {
    return null;
  }
}
