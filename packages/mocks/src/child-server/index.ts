import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  type Child,
  type ChildOverview,
  type ChildOverviewFacts,
  type ContentKind,
  authEndpoints,
  childEndpoints,
  childOverviewOf,
  familyWeekOf,
  perKind,
} from '@young-minds/contracts';
import { mockRoute, rowById } from '../kit';
import { familySubmissions, historyOf, learningTimeOf, parentMockMessages, progressNow } from '../parent/fixtures';
import { mockClockOfFamily } from '../parent/family-clock';
import { parentMockState } from '../parent/state';
import { mockState } from '../state';
import { activityBestStarsOf, activityChildHandlers } from './activities';
import { bookFileHandlers } from './books';
import { offlineChildHandlers } from './offline';
import { quizAttemptHandlers } from './quizzes';
import { bestPer, bestPercentsOf } from './state';

export * from './activities';
export * from './books';
export * from './offline';
export * from './quizzes';
export * from './state';

/**
 * The child area's own calls (home, avatar…), answered for the children of the parent area's mock family
 * (`parentMockState.children`: Yusuf, the mock child account, is one of them) from the same month of progress the
 * parent's dashboard reads, so the child and the parent see the same stars and minutes.
 */

/** The calling child's row, as the service reads it from the users table (404 once it was deleted). */
export const callingChild = (userId: number): Child =>
  rowById(parentMockState.children, userId, parentMockMessages.childNotFound);

/** What the stars and badges are counted from, for one child of the fixtures (as the service's one query). */
function factsOf(child: Child, now: Date): ChildOverviewFacts {
  const history = historyOf(child.id);
  const completed = (kind: ContentKind) =>
    history.filter((item) => item.contentType === kind && item.completed).map(() => 1);
  const reviewed = familySubmissions().flatMap((row) => {
    const review = parentMockState.reviews.get(row.id) ?? row.review;
    return row.childId === child.id && review ? [{ assignmentId: row.assignmentId, stars: review.stars }] : [];
  });
  // The kinds whose stars are not one per completed item: a quiz's best percents, the stars given.
  const ruled: Partial<Record<ContentKind, number[]>> = {
    quiz: bestPercentsOf(child.id),
    assignment: bestPer(
      reviewed,
      (row) => row.assignmentId,
      (row) => row.stars,
    ),
    activity: activityBestStarsOf(child.id),
  };
  // As the service: today and the week are the family's (its zone, its first day).
  const { today, weekStart } = familyWeekOf(now, mockClockOfFamily(child.parent_id));
  const learning = learningTimeOf(child.id);
  return {
    name: child.name,
    avatar: child.avatar,
    age: child.age,
    readToMe: child.read_to_me_follows_age ? null : child.read_to_me,
    // A kind whose items earn one star when completed (the registry's `stars: 'one'`) counts its completed items.
    done: perKind((kind) => ruled[kind] ?? completed(kind)),
    todaySeconds: learning.filter((row) => row.day === today).reduce((sum, row) => sum + row.seconds, 0),
    weekSeconds: learning
      .filter((row) => row.day >= weekStart && row.day <= today)
      .reduce((sum, row) => sum + row.seconds, 0),
    weeklyGoalMinutes: child.weekly_goal_minutes,
  };
}

/** `GET /api/child/overview` for one child, at the fixtures' "now" (the evening of their last day) by default. */
export function overviewOfMockChild(child: Child, now = new Date(progressNow)): ChildOverview {
  return childOverviewOf(factsOf(child, now));
}

/** The fixture videos' captions (uploaded ones are served by the uploads' handler first), so a player shows them. */
const sampleCaptions =
  'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nBismillah. Let us learn wudu together.\n\n' +
  '00:00:04.000 --> 00:00:08.000\nFirst, we wash our hands three times.\n';

/** Every call of the child area that this folder answers (the content and auth services' child calls). */
export const childServerHandlers: HttpHandler[] = [
  mockRoute(childEndpoints.overview, ({ user }) => overviewOfMockChild(callingChild(user!.id))),

  // As the auth service: the child's row and every login of theirs carry the new picture; the answer is `me`'s user.
  mockRoute(authEndpoints.setOwnAvatar, ({ body, user }) => {
    const child = callingChild(user!.id);
    child.avatar = body.avatar;
    for (const account of mockState.accounts.values())
      if (account.user.id === child.id) account.user = { ...account.user, avatar: body.avatar };
    return { ...user!, avatar: body.avatar };
  }),

  ...quizAttemptHandlers,
  ...bookFileHandlers,
  ...activityChildHandlers,
  ...offlineChildHandlers,

  http.get(
    '*/media/captions/:file',
    () => new HttpResponse(sampleCaptions, { headers: { 'content-type': 'text/vtt; charset=utf-8' } }),
  ),
];
