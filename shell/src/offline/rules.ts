import { isDownloadableMedia } from '@young-minds/offline';

/**
 * How the service worker answers one request (see worker/sw.ts for each strategy's cache):
 * - `untouched`: the worker does not answer; the browser goes to the network as if there were no worker.
 * - `page`: a navigation; network first, the precached index.html when offline (the SPA routes it).
 * - `entry`: what names a remote's current files (`/remotes.json`, `mf-manifest.json`, `remoteEntry.js`); network
 *   first, so a rolled-forward area shows at once, with the last copy when offline.
 * - `chunk`: a remote's content-hashed file; cache first (its name changes when it does).
 * - `download`: a family's downloaded media; from the downloads cache when there, else the network, never stored.
 * - `childApi`: a GET of the API by a page of the child area; network first, the last 200 answer when offline.
 */
export type Strategy = 'untouched' | 'page' | 'entry' | 'chunk' | 'download' | 'childApi';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
  /** The URL of the page that made the request (the FetchEvent's client), when known. */
  clientUrl?: string;
}

/** Built files carry a content hash in their name (`y.62715b7149.js`), as the gateway's cache headers assume. */
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** True when the file at `url` (absolute) has a content-hashed name, so its content never changes. */
export function isContentHashed(url: string): boolean {
  return hashedName.test(new URL(url).pathname);
}

/** True when `pathname` is the child area (`/child` and below). */
function isChildAreaPath(pathname: string): boolean {
  return pathname === '/child' || pathname.startsWith('/child/');
}

/** True for requests the API rule has to see the requesting page for (it resolves the client first). */
export function isApiRead({ url, method, mode }: Omit<RequestFacts, 'clientUrl'>, origin: string): boolean {
  return url.origin === origin && method === 'GET' && mode !== 'navigate' && url.pathname.startsWith('/api/');
}

/**
 * The routing rules of the worker, as a pure function of the request. `origin` is the worker's own: other
 * origins are never touched, nor is any method but GET (uploads, writes, HEAD).
 */
export function strategyFor(request: RequestFacts, origin: string): Strategy {
  const { url, method, mode, clientUrl } = request;
  if (method !== 'GET' || url.origin !== origin) return 'untouched';
  const path = url.pathname;

  if (path === '/media' || path.startsWith('/media/')) return isDownloadableMedia(path) ? 'download' : 'untouched';
  if (path === '/api' || path.startsWith('/api/')) {
    if (!isApiRead(request, origin) || clientUrl === undefined) return 'untouched';
    return isChildAreaPath(new URL(clientUrl).pathname) ? 'childApi' : 'untouched';
  }
  if (mode === 'navigate') return 'page';

  if (path === '/remotes.json') return 'entry';
  if (path.startsWith('/remotes/')) {
    if (path.endsWith('/mf-manifest.json') || path.endsWith('/remoteEntry.js')) return 'entry';
    if (hashedName.test(path)) return 'chunk';
  }
  return 'untouched';
}
