import { type PageToWorker, type WorkerToPage, serviceWorkerUrl } from './protocol';

/** The page's side of the worker, or undefined where there is none (tests, old browsers, insecure origins). */
function workers(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/**
 * True when the shell's worker controls this page, so its caches answer offline. False in `rsbuild dev`, in QA
 * mode (MSW's worker is not ours) and on the very first visit until the worker has activated (it then claims the
 * page: listen for `controllerchange`).
 */
export function isControlledByWorker(container = workers()): boolean {
  const controller = container?.controller;
  return !!controller && new URL(controller.scriptURL).pathname === serviceWorkerUrl;
}

/** Posts `message` to the worker that controls this page; false when none of ours does. */
export function postToWorker(message: PageToWorker, container = workers()): boolean {
  if (!container?.controller || !isControlledByWorker(container)) return false;
  container.controller.postMessage(message);
  return true;
}

/** Calls `handler` with each message the worker posts to this page (e.g. `flush-queue`); returns the unsubscribe. */
export function onWorkerMessage(handler: (message: WorkerToPage) => void, container = workers()): () => void {
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as Partial<WorkerToPage> | null;
    if (data && typeof data === 'object' && data.type === 'flush-queue') handler(data as WorkerToPage);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
