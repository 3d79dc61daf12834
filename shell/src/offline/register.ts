import { type PageToWorker, postToWorker, serviceWorkerUrl } from '@young-minds/offline';
import { sessionStore } from '@young-minds/session';
import { createStore, useStore } from 'zustand';

/** A new version of the worker, installed and waiting for the user to take it (the "update available" prompt). */
export const updateStore = createStore<{ waiting: ServiceWorker | null }>(() => ({ waiting: null }));

/** React hook: the waiting worker, or null when there is no update to offer. */
export const useWaitingWorker = () => useStore(updateStore, (state) => state.waiting);

interface Environment {
  /** `import.meta.env.PROD`: `rsbuild build` (there is no /sw.js under `rsbuild dev`). */
  production: boolean;
  /** `import.meta.env.PUBLIC_API_MOCKS`: 'true' in QA mode, where MSW's worker answers the API. */
  apiMocks: string | undefined;
  container: ServiceWorkerContainer | undefined;
}

/**
 * Whether the shell registers its worker: production builds only, never in QA mode and never over MSW's worker
 * (one scope has one worker; ours would take over MSW's and the mocks would stop answering).
 */
export function shouldRegister({ production, apiMocks, container }: Environment): boolean {
  if (!production || apiMocks === 'true' || !container) return false;
  return !container.controller || !container.controller.scriptURL.endsWith('/mockServiceWorker.js');
}

/**
 * Registers `/sw.js` and watches for its next version: once one is installed while this page is controlled by
 * the current one, the prompt offers it. A change of the signed-in person drops the previous one's API cache; a
 * child or parent signed in asks the worker to keep the child area.
 */
export async function startServiceWorker(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.register(serviceWorkerUrl, { scope: '/' });
  // A family's device keeps the child area for offline use; the active worker gets the word (on the first visit
  // it is active before it controls the page, so it is asked directly rather than through the controller).
  const keepChildAreaFor = async (role: string | null) => {
    if (role !== 'child' && role !== 'parent') return;
    const ready = await container.ready;
    ready.active?.postMessage({ type: 'keep-child-area' } satisfies PageToWorker);
  };
  void keepChildAreaFor(sessionStore.getState().userRole);
  sessionStore.subscribe((state, previous) => {
    if (state.token === previous.token) return;
    postToWorker({ type: 'session-changed' }, container);
    void keepChildAreaFor(state.userRole);
  });

  // Without a controller this is the first install: it takes over by itself, there is nothing to reload for.
  const offer = (worker: ServiceWorker) => {
    if (container.controller) updateStore.setState({ waiting: worker });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // A tab left open for days looks for a new version when it is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/** The user took the update: the waiting worker takes over, and the page reloads once it controls the page. */
export function applyUpdate(
  worker: ServiceWorker,
  container: ServiceWorkerContainer,
  reload: () => void = () => window.location.reload(),
): void {
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage({ type: 'skip-waiting' });
}
