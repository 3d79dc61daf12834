import { type HttpHandler, HttpResponse, http } from 'msw';
import {
  type Activity,
  type ActivitySummary,
  activityEndpoints,
  activityMessages,
  gradeActivity,
  playContentOf,
} from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { recordProgressItem } from '../child';
import {
  matchesSearch,
  MockHttpError,
  mockRoute,
  newestFirst,
  nextId,
  pageOfItems,
  replayableMockRoute,
  rowById,
} from '../kit';
import { activitySummaryOf } from '../admin/activities';
import { activityPictures } from '../admin/activity-fixtures';
import { type MockActivityAttempt, activityAttemptsMockState, bestPer } from './state';

/** A child's standing on one activity: best and last score and most stars (null before the first try). */
function standingOf(childId: number, activityId: number) {
  const mine = activityAttemptsMockState.attempts.filter(
    (attempt) => attempt.childId === childId && attempt.activityId === activityId,
  );
  const last = mine.at(-1);
  if (!last) return { attempts: 0, bestScore: null, lastScore: null, bestStars: null };
  return {
    attempts: mine.length,
    bestScore: Math.max(...mine.map((attempt) => attempt.score)),
    lastScore: last.score,
    bestStars: Math.max(...mine.map((attempt) => attempt.stars)),
  };
}

/** Per activity a child played: the most stars one try earned (what the child's overview counts). */
export const activityBestStarsOf = (childId: number) =>
  bestPer(
    activityAttemptsMockState.attempts.filter((row) => row.childId === childId),
    (row) => row.activityId,
    (row) => row.stars,
  );

/** A row of the child's list, with their standing (as the service's `toActivitySummary`). */
function summaryOf(activity: Activity, childId: number): ActivitySummary {
  const { bestScore, lastScore, bestStars } = standingOf(childId, activity.id);
  return { ...activitySummaryOf(activity), bestScore, lastScore, bestStars };
}

/** A published activity, or the service's 404 (drafts and unknown ids alike). */
const playable = (id: number): Activity =>
  rowById(adminMockState.activities, id, activityMessages.notFound, (row) => row.status === 'published');

/** The service's per-child shuffle seed: the same child sees the same order on every load. */
const playSeedOf = (childId: number, activityId: number) =>
  (Math.imul(childId, 0x9e3779b1) ^ Math.imul(activityId, 0x85ebca6b)) >>> 0;

/**
 * The child's activity calls as the content service answers them, on the activities the admin mocks keep (an
 * activity an admin writes in QA mode is played here): published activities newest first with the
 * child's standing, the play view without the answer, and a try graded with the contracts' `gradeActivity`, kept as
 * an attempt and as learning progress (contentType 'activity', completed, score).
 */
export const activityChildHandlers: HttpHandler[] = [
  mockRoute(activityEndpoints.childList, ({ query, user }) => {
    const rows = adminMockState.activities
      .filter(
        (row) =>
          row.status === 'published' &&
          (!query.kind || row.kind === query.kind) &&
          matchesSearch(query.search, [row.title]),
      )
      .sort(newestFirst)
      .map((row) => summaryOf(row, user!.id));
    return pageOfItems(rows, query.page, query.pageSize);
  }),

  mockRoute(activityEndpoints.play, ({ params, user }) => {
    const activity = playable(params.id);
    return {
      ...summaryOf(activity, user!.id),
      prompt: activity.prompt,
      content: playContentOf(activity.content, playSeedOf(user!.id, activity.id)),
    };
  }),

  replayableMockRoute(activityEndpoints.submit, ({ params, body, user }) => {
    const activity = playable(params.id);
    const grading = gradeActivity(activity.content, body);
    if (!grading.ok) throw new MockHttpError(400, grading.message);
    const attempt: MockActivityAttempt = {
      id: nextId(),
      childId: user!.id,
      activityId: activity.id,
      score: grading.result.score,
      stars: grading.result.stars,
      submitted_at: new Date().toISOString(),
    };
    activityAttemptsMockState.attempts.push(attempt);
    recordProgressItem(user!.id, { contentType: 'activity', contentId: activity.id, score: attempt.score });
    const standing = standingOf(user!.id, activity.id);
    return {
      activityId: activity.id,
      ...grading.result,
      attempts: standing.attempts,
      bestScore: standing.bestScore ?? attempt.score,
      submitted_at: attempt.submitted_at,
    };
  }),

  // The activities' pictures at their /media paths (any other /media path falls through to the placeholder).
  http.get('*/media/activities/:file', ({ params }) => {
    const picture = activityPictures[String(params.file)];
    if (!picture) return undefined;
    return new HttpResponse(picture, { headers: { 'content-type': 'image/svg+xml' } });
  }),
];
