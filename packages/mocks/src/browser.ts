import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { linkFilesAsObjectUrls } from './parent/files';

/**
 * Starts the MSW service worker with every handler (QA mode: `pnpm --filter <area> dev:mock`).
 * The worker script must be served from the page's root (`msw init public`).
 */
export async function startMockWorker(options: { quiet?: boolean } = {}) {
  // A file opened in a new tab is a navigation, which the worker does not answer: link to object URLs instead.
  linkFilesAsObjectUrls();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: options.quiet ?? false });
  return worker;
}
