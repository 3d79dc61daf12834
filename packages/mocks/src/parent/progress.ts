import { HttpResponse, type HttpHandler } from 'msw';
import {
  type Child,
  type ChildSubmission,
  type Dashboard,
  type DashboardChild,
  type FamilyClock,
  type FamilyWeek,
  type HistoryFilter,
  type HistoryItem,
  type PublicUser,
  type SubmissionReview,
  dashboardLimits,
  familyDate,
  familyProgressEndpoints,
  familyProgressMessages,
  historyCsv,
  historyCsvFileName,
  familyWeekOf,
} from '@young-minds/contracts';
import { MockHttpError, mockRoute, pageOfItems } from '../kit';
import {
  familySubmissions,
  historyOf,
  learningTimeOf,
  parentMockMessages,
  progressNow,
  progressReportOf,
  quizAttemptsOf,
} from './fixtures';
import { mockClockOfFamily } from './family-clock';
import { openableFileUrl, submissionFileHandlers } from './files';
import { parentMockState } from './state';

const dayMs = 86_400_000;

/** A child the caller may read: any for an admin, their own for a parent (404 unknown, 403 another family's). */
function readableChild(id: number, user: PublicUser | undefined): Child {
  const child = parentMockState.children.find((row) => row.id === id);
  if (!child) throw new MockHttpError(404, parentMockMessages.childNotFound);
  if (user?.role !== 'admin' && child.parent_id !== user?.id) throw new MockHttpError(403, parentMockMessages.notOwner);
  return child;
}

/** Monday (UTC) of the week holding `instant`, as YYYY-MM-DD. */
export function mondayOf(instant: Date): string {
  const monday = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * One child's dashboard card, computed from the fixtures' rows as the content service computes it from the tables,
 * in the family's week (`familyWeekOf`).
 */
function cardOf(child: Child, week: FamilyWeek): DashboardChild {
  const { weekStart, lastWeekStart, today } = week;
  const learning = learningTimeOf(child.id);
  const secondsBetween = (from: string, to: string) =>
    learning.filter((row) => row.day >= from && row.day <= to).reduce((sum, row) => sum + row.seconds, 0);
  const thisWeekMinutes = Math.floor(secondsBetween(weekStart, today) / 60);
  const lastWeekMinutes = Math.floor(secondsBetween(lastWeekStart, shiftDay(weekStart, -1)) / 60);
  const history = historyOf(child.id);
  const summary = progressReportOf(child).summary;
  const attempts = quizAttemptsOf(child.id);
  const lastLearning = learning.at(-1);
  const lastActive = [history[0]?.lastSeenAt, lastLearning ? `${lastLearning.day}T17:30:00.000Z` : undefined]
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  return {
    id: child.id,
    name: child.name,
    age: child.age,
    avatar: child.avatar,
    lastActiveAt: lastActive ?? null,
    weeklyGoalMinutes: child.weekly_goal_minutes,
    thisWeekMinutes,
    lastWeekMinutes,
    status: thisWeekMinutes >= child.weekly_goal_minutes * week.elapsedFraction ? 'on-track' : 'behind',
    lastSyncAt: parentMockState.syncs.get(child.id)?.lastSyncAt ?? null,
    lastSyncItems: parentMockState.syncs.get(child.id)?.lastSyncItems ?? 0,
    // As the service: the dashboard's counts are the progress report's summary.
    byKind: summary.byKind,
    quizTrend: attempts.slice(-dashboardLimits.quizTrendLength),
    minutesPerDay: Array.from({ length: dashboardLimits.chartDays }, (_, index) => {
      const day = shiftDay(today, index - dashboardLimits.chartDays + 1);
      return { day, minutes: Math.floor(secondsBetween(day, day) / 60) };
    }),
  };
}

/** The dashboard of a parent's family at the fixtures' "now", on the family's clock. */
function dashboardOf(parentId: number, clock: FamilyClock, now = new Date(progressNow)): Dashboard {
  const week = familyWeekOf(now, clock);
  const children = parentMockState.children
    .filter((child) => child.parent_id === parentId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const recentActivity = children
    .flatMap((child) =>
      historyOf(child.id).map((item) => ({
        childId: child.id,
        childName: child.name,
        contentType: item.contentType,
        contentId: item.contentId,
        title: item.title,
        completed: item.completed,
        score: item.score,
        at: item.lastSeenAt,
      })),
    )
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, dashboardLimits.recentActivityLength);
  return { weekStart: week.weekStart, children: children.map((child) => cardOf(child, week)), recentActivity };
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
  mockRoute(familyProgressEndpoints.dashboard, ({ user }) => dashboardOf(user!.id, mockClockOfFamily(user!.id))),

  mockRoute(familyProgressEndpoints.history, ({ params, query, user }) => {
    const child = readableChild(params.id, user);
    const { timeZone } = mockClockOfFamily(child.parent_id);
    return pageOfItems(filteredHistory(child.id, query, timeZone), query.page, query.pageSize);
  }),

  mockRoute(familyProgressEndpoints.historyCsv, ({ params, query, user }) => {
    const child = readableChild(params.id, user);
    const { timeZone } = mockClockOfFamily(child.parent_id);
    return new HttpResponse(historyCsv(filteredHistory(child.id, query, timeZone), timeZone), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${historyCsvFileName(child.id)}"`,
      },
    });
  }),

  mockRoute(familyProgressEndpoints.submissions, ({ params, query, user }) => {
    const child = readableChild(params.id, user);
    return pageOfItems(submissionsOf(child.id), query.page, query.pageSize);
  }),

  mockRoute(familyProgressEndpoints.review, ({ params, body, user }) => {
    const child = readableChild(params.id, user);
    const submission = submissionsOf(child.id).find((row) => row.id === params.submissionId);
    if (!submission) throw new MockHttpError(404, familyProgressMessages.submissionNotFound);
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
