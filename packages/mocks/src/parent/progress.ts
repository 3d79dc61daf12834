import { HttpResponse, type HttpHandler } from 'msw';
import {
  type ChildSubmission,
  type DashboardFacts,
  type HistoryFilter,
  type HistoryItem,
  type SubmissionReview,
  dashboardLimits,
  dashboardOf,
  familyDate,
  familyProgressEndpoints,
  familyProgressMessages,
  historyCsv,
  historyCsvFileName,
  familyWeekOf,
} from '@young-minds/contracts';
import { mockRoute, pageOfItems, rowById } from '../kit';
import {
  familySubmissions,
  historyOf,
  learningTimeOf,
  progressNow,
  progressReportOf,
  quizAttemptsOf,
} from './fixtures';
import { mockClockOfFamily } from './family-clock';
import { openableFileUrl, submissionFileHandlers } from './files';
import { childrenOf, ownChild, parentMockState } from './state';

/** A parent's family as the dashboard reads it from the service's tables: here from the fixtures' month. */
function dashboardFactsOf(parentId: number): DashboardFacts {
  const children = childrenOf(parentId);
  const lastActiveOf = (childId: number) => {
    const lastLearning = learningTimeOf(childId).at(-1);
    const last = [historyOf(childId)[0]?.lastSeenAt, lastLearning && `${lastLearning.day}T17:30:00.000Z`].sort().at(-1);
    return last ? new Date(last) : null;
  };
  return {
    children: children.map((child) => {
      const sync = parentMockState.syncs.get(child.id);
      const { id, name, age, avatar, weekly_goal_minutes: weeklyGoalMinutes } = child;
      const lastSyncAt = sync ? new Date(sync.lastSyncAt) : null;
      return { id, name, age, avatar, weeklyGoalMinutes, lastSyncAt, lastSyncItems: sync?.lastSyncItems ?? 0 };
    }),
    // As the service: the dashboard's counts are the progress report's summary.
    totals: new Map(
      children.map((child) => [
        child.id,
        { byKind: progressReportOf(child).summary.byKind, lastActiveAt: lastActiveOf(child.id) },
      ]),
    ),
    days: children.flatMap((child) => learningTimeOf(child.id).map((row) => ({ childId: child.id, ...row }))),
    quizTrend: children.flatMap((child) =>
      quizAttemptsOf(child.id)
        .slice(-dashboardLimits.quizTrendLength)
        .map(({ scorePercent, submittedAt, ...attempt }) => ({
          childId: child.id,
          ...attempt,
          submittedAt: new Date(submittedAt),
          percent: scorePercent,
        })),
    ),
    recent: children
      .flatMap((child) =>
        historyOf(child.id).map(({ contentType, contentId, title, completed, score, lastSeenAt }) => {
          const item = { contentType, contentId, title, completed, score, lastSeenAt: new Date(lastSeenAt) };
          return { childId: child.id, childName: child.name, ...item };
        }),
      )
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
      .slice(0, dashboardLimits.recentActivityLength),
  };
}

/** The history filtered as the service filters it (kind; last seen within from..to, the family's days). */
function filteredHistory(childId: number, filter: HistoryFilter, timeZone: string): HistoryItem[] {
  return historyOf(childId).filter((item) => {
    const day = familyDate(new Date(item.lastSeenAt), timeZone);
    return (
      (!filter.contentType || item.contentType === filter.contentType) &&
      (!filter.from || day >= filter.from) &&
      (!filter.to || day <= filter.to)
    );
  });
}

function submissionsOf(childId: number): ChildSubmission[] {
  const given = parentMockState.reviews;
  return familySubmissions()
    .filter((submission) => submission.childId === childId)
    .map((submission) => ({
      ...submission,
      review: given.get(submission.id) ?? submission.review,
      fileUrl: submission.fileUrl && openableFileUrl(submission.fileUrl),
    }));
}

/** The parent's progress calls of the content service: dashboard, history (+ CSV), worksheets and their reviews. */
export const progressHandlers: HttpHandler[] = [
  mockRoute(familyProgressEndpoints.dashboard, ({ user }) =>
    dashboardOf(dashboardFactsOf(user!.id), familyWeekOf(new Date(progressNow), mockClockOfFamily(user!.id))),
  ),

  mockRoute(familyProgressEndpoints.history, ({ params, query, user }) => {
    const child = ownChild(params.id, user);
    const { timeZone } = mockClockOfFamily(child.parent_id);
    return pageOfItems(filteredHistory(child.id, query, timeZone), query.page, query.pageSize);
  }),

  mockRoute(familyProgressEndpoints.historyCsv, ({ params, query, user }) => {
    const child = ownChild(params.id, user);
    const { timeZone } = mockClockOfFamily(child.parent_id);
    return new HttpResponse(historyCsv(filteredHistory(child.id, query, timeZone), timeZone), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${historyCsvFileName(child.id)}"`,
      },
    });
  }),

  mockRoute(familyProgressEndpoints.submissions, ({ params, query, user }) => {
    const child = ownChild(params.id, user);
    return pageOfItems(submissionsOf(child.id), query.page, query.pageSize);
  }),

  mockRoute(familyProgressEndpoints.review, ({ params, body, user }) => {
    const child = ownChild(params.id, user);
    const submission = rowById(submissionsOf(child.id), params.submissionId, familyProgressMessages.submissionNotFound);
    const review: SubmissionReview = {
      stars: body.stars,
      comment: body.comment,
      reviewed_at: new Date().toISOString(),
    };
    parentMockState.reviews.set(submission.id, review);
    return { ...submission, review };
  }),

  ...submissionFileHandlers,
];
