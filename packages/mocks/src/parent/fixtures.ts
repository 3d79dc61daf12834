import {
  type Child,
  type ChildSubmission,
  type ContentKind,
  type HistoryItem,
  type Payment,
  type Plan,
  type ProgressItem,
  type ProgressReport,
  type ProgressSummary,
  type KindSummary,
  contentKinds,
  perKind,
  type PublicUser,
  planCurrency,
  periodCharge,
  proPlan,
  usernameTakenMessage,
} from '@young-minds/contracts';
import { mockAccounts } from '../fixtures';
import { childRow } from '../admin/fixtures';
import { mockKindOf } from '../admin/kinds';

/**
 * The parent area's mock family: Fatima Khan (the mock parent, `parent@example.com` / `parent123`) with three
 * children and a month of their progress, her Pro subscription (the admin fixtures' row 1) and her payments.
 * Every fixture is typed by the contracts and parsed with the response schemas in parent.contract.test.ts.
 */

export const familyParent: PublicUser = mockAccounts.parent.user;

/** The auth service's words for the parent's calls (services/auth/src/parent/routes.ts, session/routes.ts). */
export const parentMockMessages = {
  childRemoved: 'Child removed.',
  childNotFound: 'Child not found.',
  wrongCurrentPassword: 'Current password is incorrect.',
  usernameTaken: usernameTakenMessage,
  notOwner: 'You can only manage your own family.',
} as const;

/** The day the fixtures' month of progress ends (fixed, so tests and QA see the same family). */
export const progressUntil = '2026-11-20';

/** Maryam (6) logs in on the family device by her pictures; her brothers have no picture code. */
export const familyPictureCodes: Array<[number, readonly string[]]> = [[5, ['moon', 'star', 'sun']]];

export const familyChildren: Child[] = [
  childRow([3, 'Yusuf', 8, 'yusuf', familyParent.id, '2026-06-02T10:20:00.000Z'], { avatar: 'falcon' }),
  childRow([5, 'Maryam', 6, 'maryam.k', familyParent.id, '2026-06-02T10:25:00.000Z'], {
    avatar: 'rabbit',
    music_free_only: true,
    has_picture_code: true,
  }),
  childRow([11, 'Hamza', 11, 'hamza.k', familyParent.id, '2026-09-14T16:45:00.000Z'], {
    avatar: 'camel',
    weekly_goal_minutes: 150,
  }),
];

/** An instant `daysBefore` days before `progressUntil`, at `hour` UTC. */
function daysAgo(daysBefore: number, hour: number): string {
  const day = new Date(`${progressUntil}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - daysBefore);
  day.setUTCHours(hour);
  return day.toISOString();
}

interface Activity {
  kind: ProgressItem['contentType'];
  contentId: number;
  daysBefore: number;
  completed: boolean;
  position?: number;
  /** Books: where the child stopped reading (a page number, or an EPUB CFI). */
  bookmark?: string;
  /** Quizzes and activities: every attempt's score (the last is `score`). */
  attempts?: number[];
}

/** An item's title in the kind's fixtures (read when asked: the kinds' fixtures are in their own mock files). */
const titleOf = (kind: ContentKind, id: number) =>
  mockKindOf(kind).fixtures.find((row) => row.id === id)?.title ?? null;

/** One child's month: what they watched, read, took and handed in, oldest first is fine (the report sorts). */
const months: Record<number, Activity[]> = {
  3: [
    { kind: 'video', contentId: 1, daysBefore: 29, completed: true, position: 312 },
    { kind: 'book', contentId: 1, daysBefore: 26, completed: true },
    { kind: 'quiz', contentId: 1, daysBefore: 24, completed: true, attempts: [60, 80] },
    { kind: 'video', contentId: 2, daysBefore: 18, completed: true, position: 455 },
    { kind: 'assignment', contentId: 1, daysBefore: 15, completed: true },
    { kind: 'quiz', contentId: 2, daysBefore: 11, completed: true, attempts: [90] },
    { kind: 'book', contentId: 2, daysBefore: 7, completed: false },
    { kind: 'video', contentId: 3, daysBefore: 3, completed: false, position: 140 },
    { kind: 'assignment', contentId: 2, daysBefore: 1, completed: true },
  ],
  5: [
    { kind: 'video', contentId: 1, daysBefore: 27, completed: true, position: 312 },
    { kind: 'book', contentId: 1, daysBefore: 21, completed: false, bookmark: '9' },
    { kind: 'quiz', contentId: 1, daysBefore: 14, completed: true, attempts: [40, 60, 80] },
    { kind: 'video', contentId: 2, daysBefore: 9, completed: false, position: 95 },
    { kind: 'assignment', contentId: 1, daysBefore: 2, completed: true },
    { kind: 'activity', contentId: 401, daysBefore: 20, completed: true, attempts: [67, 100] },
    { kind: 'activity', contentId: 403, daysBefore: 16, completed: true, attempts: [80] },
  ],
  11: [
    { kind: 'video', contentId: 3, daysBefore: 30, completed: true, position: 610 },
    { kind: 'quiz', contentId: 2, daysBefore: 20, completed: true, attempts: [100] },
    { kind: 'book', contentId: 2, daysBefore: 12, completed: true },
    { kind: 'assignment', contentId: 2, daysBefore: 5, completed: false },
    { kind: 'activity', contentId: 402, daysBefore: 25, completed: true, attempts: [50] },
  ],
};

function itemOf(activity: Activity, index: number, childId: number): ProgressItem {
  const attempts = activity.attempts ?? [];
  return {
    id: childId * 100 + index + 1,
    contentType: activity.kind,
    contentId: activity.contentId,
    title: titleOf(activity.kind, activity.contentId),
    positionSeconds: activity.kind === 'video' ? (activity.position ?? 0) : null,
    bookmark: activity.kind === 'book' ? (activity.bookmark ?? null) : null,
    completed: activity.completed,
    score: activity.kind === 'quiz' || activity.kind === 'activity' ? (attempts.at(-1) ?? null) : null,
    lastSeenAt: daysAgo(activity.daysBefore, 15 + (index % 4)),
  };
}

/**
 * The counts the content service derives from the same rows, per kind: an item with attempts was started (played,
 * taken); a worksheet was started when handed in (the fixtures' completed ones); the mean is of each item's first
 * try or of every attempt, as the kind's rule says.
 */
function summaryOf(activities: readonly Activity[]): ProgressSummary {
  const meanOf = (scores: number[]) =>
    scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null;
  const byKind = perKind((kind): KindSummary => {
    const items = activities.filter((activity) => activity.kind === kind);
    const completed = items.filter((item) => item.completed).length;
    const { started, attempts } = contentKinds[kind].progress;
    if (!attempts)
      return {
        started: started === 'progress' ? items.length : completed,
        completed,
        attempts: null,
        averageScore: null,
      };
    const played = items.filter((item) => (item.attempts ?? []).length > 0);
    const scores = played.flatMap((item) =>
      attempts.average === 'first-try' ? (item.attempts ?? []).slice(0, 1) : (item.attempts ?? []),
    );
    return {
      started: played.length,
      completed,
      attempts: played.reduce((sum, item) => sum + (item.attempts ?? []).length, 0),
      averageScore: meanOf(scores),
    };
  });
  return { byKind };
}

/** A child's report as GET /api/progress/children/:id answers it: the summary and the 10 newest items. */
export function progressReportOf(child: Pick<Child, 'id' | 'name'>): ProgressReport {
  const activities = months[child.id] ?? [];
  const recent = activities
    .map((activity, index) => itemOf(activity, index, child.id))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt))
    .slice(0, 10);
  return { child: { id: child.id, name: child.name }, summary: summaryOf(activities), recent };
}

/** A test-mode charge of a plan's period: failed (no reference, no period), or paid for a subscription's period. */
export const paymentRow = (
  id: number,
  created_at: string,
  paid?: {
    subscription: number;
    reference: string;
    period: string[];
    plan?: Pick<Plan, 'name' | 'price' | 'duration_months'>;
  },
): Payment => ({
  id,
  subscription_id: paid?.subscription ?? null,
  amount: periodCharge(paid?.plan ?? proPlan),
  currency: planCurrency,
  status: paid ? 'succeeded' : 'failed',
  provider: 'test-mode',
  provider_reference: paid?.reference ?? null,
  paid_at: paid ? created_at : null,
  refunded_at: null,
  refund_reference: null,
  plan_name: paid ? (paid.plan ?? proPlan).name : null,
  period_start: paid?.period[0] ?? null,
  period_end: paid?.period[1] ?? null,
  created_at,
});

/** Fatima's payments, newest first: a declined card last week, and the registration's charge. */
export const familyPayments: Payment[] = [
  paymentRow(7, '2026-11-15T18:02:00.000Z'),
  paymentRow(1, '2026-06-02T10:15:00.000Z', {
    subscription: 1,
    reference: 'test_ch_0001',
    period: ['2026-06-02', '2026-12-02'],
  }),
];

/*
 * The month of progress as the parent's progress calls read it (dashboard, history, worksheets). Everything below is
 * derived from `months` above, so the dashboard, the history and the summary agree.
 */

/** Maryam's tablet was offline for a morning: the sync that sent its queue (the dashboard shows it). */
export const familySyncs = [{ childId: 5, lastSyncAt: `${progressUntil}T10:42:00.000Z`, lastSyncItems: 3 }];

/** The mock's "now" for the progress calls: the evening of `progressUntil` (a Friday), so the week is 5 days old. */
export const progressNow = `${progressUntil}T18:00:00.000Z`;

/** The day `daysBefore` days before `progressUntil` (YYYY-MM-DD). */
function dayBefore(daysBefore: number): string {
  return daysAgo(daysBefore, 0).slice(0, 10);
}

/** Seconds a child spent on one item: what the heartbeats credited while it was open. */
function timeSpentOf(activity: Activity, index: number): number {
  if (activity.kind === 'video') return (activity.position ?? 0) + 60 + index * 7;
  if (activity.kind === 'book') return 14 * 60 + index * 11;
  if (activity.kind === 'quiz') return (activity.attempts?.length ?? 1) * 4 * 60;
  if (activity.kind === 'activity') return (activity.attempts?.length ?? 1) * 3 * 60;
  return 20 * 60;
}

/** A child's history as GET …/history answers it before paging: every item with its time spent, newest first. */
export function historyOf(childId: number): HistoryItem[] {
  return (months[childId] ?? [])
    .map((activity, index) => {
      // The history shows no bookmark (the service's history rows have none).
      const { bookmark: _bookmark, ...item } = itemOf(activity, index, childId);
      const tries = activity.kind === 'quiz' ? (activity.attempts ?? []) : [];
      return {
        ...item,
        timeSpentSeconds: timeSpentOf(activity, index),
        firstScore: tries[0] ?? null,
        bestScore: tries.length > 0 ? Math.max(...tries) : null,
      };
    })
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || b.id - a.id);
}

/**
 * Minutes of free learning (browsing, re-watching) per day over the 28 days up to `progressUntil`, oldest first; the
 * time spent on the month's items is added on their days. Yusuf keeps his goal, Maryam falls behind this week.
 */
const browsingMinutes: Record<number, number[]> = {
  3: [20, 0, 25, 30, 0, 20, 15, 10, 0, 30, 25, 20, 0, 35, 15, 0, 20, 25, 0, 30, 20, 15, 10, 30, 25, 0, 20, 15],
  5: [0, 10, 15, 0, 20, 10, 0, 15, 5, 10, 15, 0, 20, 0, 10, 0, 15, 10, 20, 0, 25, 10, 0, 10, 0, 15, 20, 0],
  11: [30, 0, 40, 0, 30, 25, 0, 35, 20, 35, 30, 0, 40, 25, 0, 30, 30, 35, 25, 0, 30, 20, 0, 40, 35, 0, 30, 25],
};

/** A child's learning-time rows (UTC day → seconds), as the heartbeats stored them; days without learning are absent. */
export function learningTimeOf(childId: number): Array<{ day: string; seconds: number }> {
  const seconds = new Map<string, number>();
  const pattern = browsingMinutes[childId] ?? [];
  pattern.forEach((minutes, index) => {
    if (minutes > 0) seconds.set(dayBefore(pattern.length - 1 - index), minutes * 60);
  });
  for (const item of historyOf(childId)) {
    const day = item.lastSeenAt.slice(0, 10);
    seconds.set(day, (seconds.get(day) ?? 0) + item.timeSpentSeconds);
  }
  return [...seconds.entries()]
    .map(([day, total]) => ({ day, seconds: total }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** Every quiz attempt of a child, oldest first: earlier attempts a day apart before the last one. */
export function quizAttemptsOf(
  childId: number,
): Array<{ quizId: number; title: string | null; submittedAt: string; scorePercent: number }> {
  return (months[childId] ?? [])
    .flatMap((activity, index) => {
      if (activity.kind !== 'quiz') return [];
      const last = itemOf(activity, index, childId).lastSeenAt;
      const attempts = activity.attempts ?? [];
      return attempts.map((scorePercent, attempt) => {
        const at = new Date(last);
        at.setUTCDate(at.getUTCDate() - (attempts.length - 1 - attempt));
        return {
          quizId: activity.contentId,
          title: titleOf('quiz', activity.contentId),
          submittedAt: at.toISOString(),
          scorePercent,
        };
      });
    })
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

let submissions: ChildSubmission[] | undefined;

/**
 * The worksheets the family's children handed in (their completed assignments), newest first; Yusuf's first is
 * reviewed. Made when first asked (their titles are the assignments' fixtures, in the kind's own mock file).
 */
export const familySubmissions = (): ChildSubmission[] => (submissions ??= handedIn());

const handedIn = (): ChildSubmission[] =>
  familyChildren
    .flatMap((child) =>
      historyOf(child.id)
        .filter((item) => item.contentType === 'assignment' && item.completed)
        .map((item): ChildSubmission => ({
          id: item.id,
          assignmentId: item.contentId,
          assignmentTitle: item.title,
          childId: child.id,
          submitted_at: item.lastSeenAt,
          text: `${child.name}'s answers are in the attached sheet.`,
          fileUrl: `/media/submissions/${child.username ?? child.id}-${item.contentId}.pdf`,
          review: null,
        })),
    )
    .map((submission) =>
      submission.id === 305
        ? { ...submission, review: { stars: 3, comment: 'Beautiful colouring, well done!', reviewed_at: progressNow } }
        : submission,
    )
    .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at));
