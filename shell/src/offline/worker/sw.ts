/// <reference lib="webworker" />
// The one service worker of the platform (`/sw.js`, scope `/`), bundled by shell/src/offline/build-plugin.ts after
// the shell's build; `self.__WB_MANIFEST` is replaced by workbox-build with the shell's built files.
// Its own TypeScript project (tsconfig.json here): the worker's globals are not the page's.
import { type PageToWorker, type WorkerToPage, offlineCaches, queueSyncTag } from '@young-minds/offline';
import { setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { answerDownload } from '../downloads';
import { syncRemoteFiles } from '../remote-cache';
import { type Strategy, isApiRead, strategyFor } from '../rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// Background Sync is not in TypeScript's worker library yet.
declare global {
  interface SyncEvent extends ExtendableEvent {
    readonly tag: string;
  }
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const origin = self.location.origin;
const onlyOk = () => [new CacheableResponsePlugin({ statuses: [200] })];

// The precache is `ym-shell` (workbox would otherwise name it `workbox-precache-v2-<scope>`).
setCacheNameDetails({ prefix: '', suffix: '', precache: offlineCaches.shell });
// No `directoryIndex`: `/` is a navigation like any other (network first), not the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

const facts = (request: Request, url: URL, clientUrl?: string) => ({
  url,
  method: request.method,
  mode: request.mode,
  clientUrl,
});
const routeFor =
  (strategy: Strategy) =>
  ({ request, url }: { request: Request; url: URL }) =>
    strategyFor(facts(request, url), origin) === strategy;

// Pages: the network, or the shell's index.html when offline; the SPA then shows the route (/child/...).
registerRoute(
  routeFor('page'),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() }],
  }),
);
registerRoute(routeFor('entry'), new NetworkFirst({ cacheName: offlineCaches.remotes, plugins: onlyOk() }));
registerRoute(routeFor('chunk'), new CacheFirst({ cacheName: offlineCaches.remotes, plugins: onlyOk() }));
registerRoute(routeFor('download'), ({ request }) => answerDownload(request, caches, (req) => fetch(req)));

// The API: only what a child-area page reads is kept; the page is known from the event's client.
const childApi = new NetworkFirst({ cacheName: offlineCaches.api, plugins: onlyOk() });
registerRoute(
  ({ request, url }) => isApiRead(facts(request, url), origin),
  async ({ request, url, event }) => {
    const fetchEvent = event as FetchEvent;
    const client = fetchEvent.clientId ? await self.clients.get(fetchEvent.clientId) : undefined;
    return strategyFor(facts(request, url, client?.url), origin) === 'childApi'
      ? childApi.handle({ request, event: fetchEvent })
      : fetch(request);
  },
);

/** True once a family asked for the child area on this device (`keep-child-area`): its remote entry is cached. */
async function keepsChildArea(): Promise<boolean> {
  return (await caches.keys()).includes(offlineCaches.remotes) && !!(await childAreaEntryCached());
}

async function childAreaEntryCached(): Promise<Response | undefined> {
  const cache = await caches.open(offlineCaches.remotes);
  const keys = await cache.keys();
  const entry = keys.find((request) => /\/remotes\/child\/remoteEntry\.js$/.test(new URL(request.url).pathname));
  return entry ? cache.match(entry) : undefined;
}

async function cacheChildArea(): Promise<void> {
  try {
    await syncRemoteFiles(origin, caches, (input, init) => fetch(input, init));
  } catch (error) {
    // The shell still works; the child area is cached as it is used (entries and chunks above) until next time.
    console.warn('[young-minds] the child area could not be cached for offline use:', error);
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // A cache name the protocol no longer lists is a previous version's.
      const current = new Set<string>(Object.values(offlineCaches));
      for (const name of await caches.keys()) {
        if (name.startsWith('ym-') && !current.has(name)) await caches.delete(name);
      }
      // A family's device (the child area was kept before) gets the files of the current deploy.
      if (await keepsChildArea()) await cacheChildArea();
      // The first visit's page is controlled at once, so what the child opens now is kept for offline.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  if (message?.type === 'session-changed') event.waitUntil(caches.delete(offlineCaches.api));
  if (message?.type === 'keep-child-area') event.waitUntil(cacheChildArea());
});

// Background Sync (Chromium): the connection is back; the pages holding a queue send it.
self.addEventListener('sync', (event) => {
  if (event.tag !== queueSyncTag) return;
  event.waitUntil(
    (async () => {
      const message: WorkerToPage = { type: 'flush-queue' };
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages) page.postMessage(message);
    })(),
  );
});
