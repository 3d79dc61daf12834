import { QueryClient } from '@tanstack/react-query';
import { onWrite } from '@young-minds/api-client';
import type { Endpoint } from '@young-minds/contracts';

/** How long a list's answer is fresh: a screen shown again within this time makes no call for it. */
export const listStaleTimeMs = 30_000;

export interface AreaQueryOptions {
  /**
   * Which successful writes mark every held answer stale (each loads afresh when next shown). All writes unless
   * told: the area's screens write through `api.call` as well as `useEndpointMutation`, and any of them may change
   * a list. A write that changes no read (the child's learning-time heartbeat) is left out here.
   */
  staleAfter?: (endpoint: Endpoint) => boolean;
}

/**
 * One area's cache (each signed-in area creates its own at its root, so an area runs alone in QA mode and a test's
 * render starts empty). Lists are fresh for 30 s (see `useEndpoint`), anything else 5 s (then asked again when shown);
 * no retries and no refetch on focus: a failure shows at once, as the hand-written loaders did.
 */
export function createAreaQueryClient({ staleAfter = () => true }: AreaQueryOptions = {}): QueryClient & {
  /** Stops listening to writes (the area's root unmounts). */
  detach: () => void;
} {
  const client = new QueryClient({
    defaultOptions: {
      // 'always': a call is made even when the browser says it is offline (the child's downloads answer from the
      // device, and a failure shows as it did), never paused waiting for the network.
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  const detach = onWrite((endpoint) => {
    if (!staleAfter(endpoint)) return;
    // Marked stale, not refetched: the screen on show keeps what it shows; the next one loads afresh.
    void client.invalidateQueries({ refetchType: 'none' });
  });
  return Object.assign(client, { detach });
}
