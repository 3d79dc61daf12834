import {
  familyDate,
  learningTimeRules,
  offlineCreditOf,
  offlineDayRefusal,
  offlineEndpoints,
} from '@young-minds/contracts';
import { titleOf } from '../child';
import { childMockState } from '../child/state';
import { MockHttpError, mockRoute, replayableMockRoute } from '../kit';
import { learningTimeOf } from '../parent/fixtures';
import { familyParentOf, mockClockOfFamily } from '../parent/family-clock';
import { parentMockState } from '../parent/state';

/** A child's learning time on a day: the fixtures' rows, today's heartbeats and what offline reports added. */
function daySecondsOf(childId: number, day: string, today: string): number {
  const stored = learningTimeOf(childId).find((row) => row.day === day)?.seconds ?? 0;
  const beats = day === today ? (childMockState.todaySeconds.get(childId) ?? 0) : 0;
  return stored + beats + (childMockState.offlineSeconds.get(`${childId}:${day}`) ?? 0);
}

/**
 * The child area back online, as the content service answers it: learning time counted offline (replayable with an
 * `Idempotency-Key`, bounded as `offlineCreditOf` says, only for the last `offlineReplayTtlDays` days) and the sync report the parent's
 * dashboard shows.
 */
export const offlineChildHandlers = [
  replayableMockRoute(offlineEndpoints.learningTime, ({ body, user }) => {
    const now = new Date();
    // As the service: the day is the family's (its zone).
    const { timeZone } = mockClockOfFamily(familyParentOf(user!));
    const today = familyDate(now, timeZone);
    const refusal = offlineDayRefusal(body.day, today);
    if (refusal) throw new MockHttpError(400, refusal, { day: refusal });
    if (body.contentType !== undefined && body.contentId !== undefined) titleOf(body.contentType, body.contentId);
    const childId = user!.id;
    const before = daySecondsOf(childId, body.day, today);
    // As the service: never more than could have happened since the account was made and since the last sync.
    const createdAt = new Date(parentMockState.children.find((child) => child.id === childId)?.created_at ?? 0);
    const lastSync = parentMockState.syncs.get(childId)?.lastSyncAt;
    const since = lastSync && Date.parse(lastSync) > createdAt.getTime() ? new Date(lastSync) : createdAt;
    const creditedSince = childMockState.offlineCredits
      .filter((credit) => credit.childId === childId && credit.receivedAt > since.getTime())
      .reduce((sum, credit) => sum + credit.seconds, 0);
    const { credited, reason } = offlineCreditOf({
      day: body.day,
      timeZone,
      seconds: body.seconds,
      daySecondsBefore: before,
      childCreatedAt: createdAt,
      since,
      creditedSince,
      at: now,
      dailyCapSeconds: learningTimeRules.dailyLearningCapSeconds,
    });
    const key = `${childId}:${body.day}`;
    childMockState.offlineSeconds.set(key, (childMockState.offlineSeconds.get(key) ?? 0) + credited);
    childMockState.offlineCredits.push({ childId, seconds: credited, receivedAt: now.getTime() });
    return {
      creditedSeconds: credited,
      notCreditedSeconds: body.seconds - credited,
      notCreditedReason: credited < body.seconds ? reason : null,
      daySeconds: before + credited,
    };
  }),

  mockRoute(offlineEndpoints.syncReport, ({ body, user }) => {
    const sync = { lastSyncAt: new Date().toISOString(), lastSyncItems: body.sentItems };
    parentMockState.syncs.set(user!.id, sync);
    return sync;
  }),
];
