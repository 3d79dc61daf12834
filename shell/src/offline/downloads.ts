import { downloadCacheKey, offlineCaches } from '@young-minds/offline';
import { createPartialResponse } from 'workbox-range-requests';

/**
 * The answer to a downloadable `/media/…` request. A downloaded file is in the downloads cache as the full
 * response: a Range request (a `<video>` seeking) gets a 206 cut from it by workbox-range-requests (416 when the
 * range cannot be served), any other request the full response. A file that was not downloaded comes from the
 * network as is: the worker never stores media itself (only the areas' "download" action does).
 */
export async function answerDownload(
  request: Request,
  storage: CacheStorage,
  network: (request: Request) => Promise<Response>,
): Promise<Response> {
  // Keyed by URL alone, without its query: the Range header and a signed link's signature must not take part in
  // the match. (`match` with a cache name, not `open`: the downloads cache is the areas' to create.)
  const cached = await storage.match(downloadCacheKey(request.url), { cacheName: offlineCaches.downloads });
  if (!cached) return network(request);
  return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
}
