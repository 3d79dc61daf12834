import {
  familyDate,
  learningTimeRules,
  offlineDayRefusal,
  offlineEndpoints as endpoints,
  progressMessages,
} from '@young-minds/contracts';
import { badRequest, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { familyClockFor } from '../dashboard/week';
import { replayable } from './replay';

/** The child area back online: learning time counted offline, and its report that the queue was sent. */
export function mountOfflineRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;

  /**
   * Offline learning time, credited to its day (the family's, in its zone) and, with content, to the item's
   * progress, as heartbeats are, never more than could have happened (the contract's `offlineLearningSchema`; the
   * rest is answered as not credited). Only days from `offlineReplayTtlDays` ago up to the family's today: older
   * reports could be replays whose keys are forgotten. Replayable.
   */
  kit.route(endpoints.learningTime, async ({ body, principal, ctx, log }) => {
    const child = requirePrincipal(principal);
    // The contract accepts both or neither.
    const content =
      body.contentType !== undefined && body.contentId !== undefined
        ? { type: body.contentType, id: body.contentId }
        : undefined;
    // The day is checked inside the replay: a repeat of an answered report gets its answer even once its day
    // has left the window (the key outlives the day by up to the same 30 days).
    return replayable(context, endpoints.learningTime, { ctx, log, userId: child.id }, async () => {
      const at = now();
      const { timeZone } = await familyClockFor(context, child.id);
      const today = familyDate(at, timeZone);
      const refusal = offlineDayRefusal(body.day, today);
      if (refusal) throw badRequest(refusal, { day: refusal });
      const result = await repos.learningTime.creditOffline(
        { childId: child.id, day: body.day, timeZone, seconds: body.seconds, content, at },
        learningTimeRules,
      );
      if (!result.ok) throw notFound(content ? progressMessages.contentNotFound[content.type] : undefined);
      if (result.notCreditedSeconds > 0)
        log.info(
          {
            day: body.day,
            reported: body.seconds,
            notCredited: result.notCreditedSeconds,
            why: result.notCreditedReason,
          },
          'offline learning time reported but not all credited',
        );
      const { creditedSeconds, notCreditedSeconds, notCreditedReason, daySeconds } = result;
      return { creditedSeconds, notCreditedSeconds, notCreditedReason, daySeconds };
    });
  });

  /** The device's queue was sent: the parent's dashboard shows when, and how many items were waiting. */
  kit.route(endpoints.syncReport, async ({ body, principal }) => {
    const child = requirePrincipal(principal);
    const recorded = await repos.childSyncs.record({ childId: child.id, at: now(), sentItems: body.sentItems });
    if (!recorded.ok) throw notFound(progressMessages.childNotFound);
    return { lastSyncAt: recorded.lastSyncAt.toISOString(), lastSyncItems: recorded.lastSyncItems };
  });
}
