import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { closeChildDbs } from './childDb';

/**
 * A Cache Storage stand-in for jsdom (which has none): `caches.open(name)` with `put`, `match` (by URL) and
 * `delete`; `evict(url)` plays the browser removing an entry to save space.
 */
export function installCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, window.location.href).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (request: RequestInfo | URL, response: Response) => void store.set(keyOf(request), response),
      match: async (request: RequestInfo | URL) => store.get(keyOf(request))?.clone(),
      delete: async (request: RequestInfo | URL) => store.delete(keyOf(request)),
    };
  };
  Object.defineProperty(window, 'caches', { configurable: true, value: { open } });
  return {
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])].map((href) => new URL(href).pathname),
    evict: (name: string, path: string) => stores.get(name)?.delete(keyOf(path)),
    clear: () => stores.clear(),
  };
}

/** Closes the children's databases and starts an empty IndexedDB (between tests). */
export async function emptyChildDbs(): Promise<void> {
  // The empty factory goes in first: a read still running from the test that ended (a sync, a refresh) then opens
  // an empty database, never the old one with that test's records.
  globalThis.indexedDB = new IDBFactory();
  await closeChildDbs();
}
