// @ts-check
// What the shell's service worker keeps on a device, read in a page of the platform's origin: shared by the offline
// e2e journey (shell/e2e/offline.e2e.ts) and the offline bench (shell/bench/offline.mjs).
/* global caches -- the functions given to page.evaluate run in the page, where Cache Storage is. */

/**
 * Bytes and entries per Cache Storage cache of the page's origin.
 * @param {import('./offline-caches.d.mts').PageLike} page
 */
export function cacheSizes(page) {
  return page.evaluate(async () => {
    /** @type {Record<string, { entries: number, bytes: number }>} */
    const sizes = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      let bytes = 0;
      const requests = await cache.keys();
      for (const request of requests) {
        const response = await cache.match(request);
        if (response) bytes += (await response.blob()).size;
      }
      sizes[name] = { entries: requests.length, bytes };
    }
    return sizes;
  });
}

/**
 * Waits until the shell's worker controls the page and holds the child area's files.
 * @param {import('./offline-caches.d.mts').PageLike} page
 */
export async function childAreaKeptOffline(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') ?? false);
  await page.waitForFunction(
    async () =>
      (await caches.has('ym-remotes-v1')) &&
      (await (await caches.open('ym-remotes-v1')).keys()).some((request) =>
        request.url.endsWith('/remotes/child/remoteEntry.js'),
      ),
    undefined,
    { polling: 250, timeout: 30_000 },
  );
}
