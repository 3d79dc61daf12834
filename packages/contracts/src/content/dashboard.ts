import type { FamilyWeek } from '../family-clock-dates';
import { addDays } from '../subscriptions/subscriptions';
import { type ChildStatus, type Dashboard, type DashboardChild, dashboardLimits } from './family-dashboard';
import type { ContentKind } from './kinds';
import { type ByKind, emptyByKind } from './progress-summary';

/**
 * What the parent dashboard is made of, for a whole family: the content service reads it from its tables
 * (`repos.dashboard.forFamily`), the mocks from their fixtures; `dashboardOf` turns it into the answer on both sides.
 */
export interface DashboardFacts {
  /** The children, oldest account first, with the child area's last sync report (null: never synced). */
  children: Array<{
    id: number;
    name: string;
    age: number | null;
    avatar: string | null;
    weeklyGoalMinutes: number;
    lastSyncAt: Date | null;
    lastSyncItems: number;
  }>;
  /** What each child has done, all time, per kind, and their latest heartbeat, progress, submission or attempt. */
  totals: Map<number, { byKind: ByKind; lastActiveAt: Date | null }>;
  /** Learning time per child and day (at least the chart's days and last week's). */
  days: Array<{ childId: number; day: string; seconds: number }>;
  /** Each child's last quiz attempts, oldest first (`percent`: 0–100, unrounded). */
  quizTrend: Array<{ childId: number; quizId: number; title: string | null; submittedAt: Date; percent: number }>;
  /** The family's latest items, newest first. */
  recent: Array<{
    childId: number;
    childName: string;
    contentType: ContentKind;
    contentId: number;
    title: string | null;
    completed: boolean;
    score: number | null;
    lastSeenAt: Date;
  }>;
}

/** Whole minutes: time is never rounded up in a child's favour. */
const minutesOf = (seconds: number) => Math.floor(seconds / 60);

/**
 * 'on-track' when this week's minutes reach the goal scaled to the part of the family's week gone by (on its first
 * morning anything is on track; by its last night the whole goal is needed), otherwise 'behind'.
 */
export function childStatusOf(
  thisWeekMinutes: number,
  weeklyGoalMinutes: number,
  elapsedFraction: number,
): ChildStatus {
  return thisWeekMinutes >= weeklyGoalMinutes * elapsedFraction ? 'on-track' : 'behind';
}

/** The parent dashboard in the family's week. */
export function dashboardOf(facts: DashboardFacts, week: FamilyWeek): Dashboard {
  const chartDays = Array.from({ length: dashboardLimits.chartDays }, (_, index) =>
    addDays(week.today, index - dashboardLimits.chartDays + 1),
  );

  const children = facts.children.map((child): DashboardChild => {
    const secondsByDay = new Map<string, number>();
    for (const row of facts.days) if (row.childId === child.id) secondsByDay.set(row.day, row.seconds);
    const secondsBetween = (from: string, until: string) =>
      [...secondsByDay].reduce((sum, [day, seconds]) => (day >= from && day < until ? sum + seconds : sum), 0);
    const thisWeekMinutes = minutesOf(secondsBetween(week.weekStart, addDays(week.today, 1)));
    const totals = facts.totals.get(child.id);
    return {
      id: child.id,
      name: child.name,
      age: child.age,
      avatar: child.avatar,
      lastActiveAt: totals?.lastActiveAt?.toISOString() ?? null,
      weeklyGoalMinutes: child.weeklyGoalMinutes,
      thisWeekMinutes,
      lastWeekMinutes: minutesOf(secondsBetween(week.lastWeekStart, week.weekStart)),
      status: childStatusOf(thisWeekMinutes, child.weeklyGoalMinutes, week.elapsedFraction),
      lastSyncAt: child.lastSyncAt?.toISOString() ?? null,
      lastSyncItems: child.lastSyncItems,
      byKind: totals?.byKind ?? emptyByKind(),
      quizTrend: facts.quizTrend
        .filter((attempt) => attempt.childId === child.id)
        .map((attempt) => ({
          quizId: attempt.quizId,
          title: attempt.title,
          submittedAt: attempt.submittedAt.toISOString(),
          scorePercent: Math.round(attempt.percent),
        })),
      minutesPerDay: chartDays.map((day) => ({ day, minutes: minutesOf(secondsByDay.get(day) ?? 0) })),
    };
  });

  return {
    weekStart: week.weekStart,
    children,
    recentActivity: facts.recent.map(({ lastSeenAt, ...item }) => ({ ...item, at: lastSeenAt.toISOString() })),
  };
}
