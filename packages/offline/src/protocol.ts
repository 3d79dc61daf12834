/**
 * The one service worker (the shell's, at `/sw.js`, scope `/`) and the pages agree on these. The worker owns the
 * caches of the app itself; the areas write only the downloads cache (a child's videos, books and worksheets)
 * and read the API cache's state through messages.
 */

export const serviceWorkerUrl = '/sw.js';

/** Cache Storage names. A new version of a name is a new cache; the worker deletes caches it no longer names. */
export const offlineCaches = {
  /** The shell's built files (precached at install, from the list injected at build time). */
  shell: 'ym-shell',
  /** Each area's remote entry and chunks, read from its `mf-manifest.json` (the child area at install). */
  remotes: 'ym-remotes-v1',
  /**
   * What a family downloaded: full `/media/…` responses, keyed by their URL without its query
   * (`downloadCacheKey`), so a signed link of any time finds the file (Range requests answered from it).
   */
  downloads: 'ym-downloads-v1',
  /** The child area's GET answers, network first: what the child saw last opens offline. Cleared at log-in/out. */
  api: 'ym-api-v1',
} as const;

/** Messages a page posts to the worker (`navigator.serviceWorker.controller.postMessage`). */
export type PageToWorker =
  /** The user took the "update available" prompt: the waiting worker takes over (the page then reloads). */
  | { type: 'skip-waiting' }
  /** Someone logged in or out: the API cache of the previous person is dropped. */
  | { type: 'session-changed' }
  /**
   * A family uses this device (a child or a parent is signed in): the worker keeps the child area's files, so
   * `/child` opens offline. Visitors and admins never download the child area.
   */
  | { type: 'keep-child-area' };

/** Messages the worker posts to its pages. */
export type WorkerToPage =
  /** Background Sync fired (the connection is back): a page with a queue should send it now. */
  { type: 'flush-queue' };

/** The Background Sync tag the child area registers when it queues work; the worker answers with `flush-queue`. */
export const queueSyncTag = 'ym-send-queue';

/** Media a family may download: content files under /media (never children's private submissions). */
export function isDownloadableMedia(pathname: string): boolean {
  return /^\/media\/(videos|images|books|assignments|captions|audio|readers)\//.test(pathname);
}

/**
 * The downloads cache's key of a media url: the absolute url without its query. Paid files are fetched through
 * short-lived signed links (`?expires=…&signature=…`), a new one at each visit; the file they name is the same, so
 * a download made with one link answers every later link, offline included, after the signature has run out.
 */
export function downloadCacheKey(url: string, base?: string): string {
  const parsed = new URL(url, base);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
