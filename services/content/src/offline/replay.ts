import { type Endpoint, offlineReplayTtlDays } from '@young-minds/contracts';
import type { KitContext, Logger } from '@young-minds/service-kit';
import type { ContentContext } from '../context';

/**
 * A child's write is one short transaction: a key unanswered this long belongs to a request whose process died,
 * so a repeat runs afresh rather than getting 409 for 30 days (should that write have committed just before, it is
 * made twice: rare, and better than a queue stuck for a month).
 */
const abandonAfterMs = 10 * 60_000;

/** What a replayable child write passes on from its handler's arguments. */
export interface ReplayableRequest {
  ctx: KitContext;
  log: Logger;
  /** The child (the key is theirs: another child's same key is another request). */
  userId: number;
}

/**
 * Runs a child's write under its optional `Idempotency-Key` (the device's offline queue resends it): the first
 * request runs, a repeat gets its answer again and changes nothing; keys are kept `offlineReplayTtlDays`. A
 * failed write changed nothing (each is one transaction), so its key is released: a retry runs afresh.
 */
export function replayable<T>(
  context: ContentContext,
  endpoint: Pick<Endpoint, 'id' | 'successStatus'>,
  request: ReplayableRequest,
  run: () => Promise<T>,
  replay?: (body: T) => T,
): Promise<T> {
  return context.idempotent({
    ...request,
    endpointId: endpoint.id,
    successStatus: endpoint.successStatus ?? 200,
    ttlMs: offlineReplayTtlDays * 86_400_000,
    abandonAfterMs,
    run,
    replay,
  });
}
