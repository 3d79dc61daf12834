import { type WorkerToPage, queueSyncTag } from '@young-minds/offline';
import { useEffect } from 'react';
import { refreshDownloads } from './downloads';
import { rememberFamilyClock } from './familyClock';
import { flushQueue, refreshStatus, setBackgroundSyncRequester, stopRetries } from './queue';

/** Background Sync is not in TypeScript's DOM types (Chromium only). */
interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the worker to wake a page with `flush-queue` when the connection is back, where the browser can. */
function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(queueSyncTag))
    .catch(() => undefined);
}

/**
 * One sync: the family's clock is read again (kept for the days of learning counted offline), the queue is sent,
 * then (once the server was reached with nothing left waiting) the downloads' items.
 */
function sync(ignoreBackoff: boolean): void {
  void rememberFamilyClock();
  void flushQueue({ ignoreBackoff })
    .then((result) => (result.emptied ? refreshDownloads() : undefined))
    .catch(() => undefined);
}

/**
 * Sends the device's queue while the child area is open: at its start, when the connection comes back (the
 * `online` event) and when the service worker's Background Sync says so (`flush-queue`).
 */
export function useOfflineSync(): void {
  useEffect(() => {
    setBackgroundSyncRequester(requestBackgroundSync);
    void refreshStatus().catch(() => undefined);
    sync(false);
    const onOnline = () => sync(true);
    const onMessage = (event: MessageEvent<WorkerToPage | undefined>) => {
      if (event.data?.type === 'flush-queue') sync(true);
    };
    const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    window.addEventListener('online', onOnline);
    worker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', onOnline);
      worker?.removeEventListener('message', onMessage);
      stopRetries();
    };
  }, []);
}
