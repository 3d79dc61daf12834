import {
  type ChildStatus,
  type Dashboard,
  type DashboardChild,
  dashboardLimits,
  type FamilyWeek,
  addDays,
  emptyByKind,
} from '@young-minds/contracts';
import type { FamilyDashboardRecord } from '@young-minds/db';

/** Whole minutes: time is never rounded up in a child's favour. */
const minutesOf = (seconds: number) => Math.floor(seconds / 60);

/**
 * 'on-track' when this week's minutes reach the goal scaled to the part of the family's week gone by (on its first
 * morning anything is on track; by its last night the whole goal is needed), otherwise 'behind'.
 */
export function statusOf(thisWeekMinutes: number, weeklyGoalMinutes: number, elapsedFraction: number): ChildStatus {
  return thisWeekMinutes >= weeklyGoalMinutes * elapsedFraction ? 'on-track' : 'behind';
}

export function toDashboard(record: FamilyDashboardRecord, week: FamilyWeek): Dashboard {
  const chartDays = Array.from({ length: dashboardLimits.chartDays }, (_, index) =>
    addDays(week.today, index - dashboardLimits.chartDays + 1),
  );

  const children = record.children.map((child): DashboardChild => {
    const secondsByDay = new Map<string, number>();
    for (const row of record.days) if (row.childId === child.id) secondsByDay.set(row.day, row.seconds);
    const secondsBetween = (from: string, until: string) =>
      [...secondsByDay].reduce((sum, [day, seconds]) => (day >= from && day < until ? sum + seconds : sum), 0);
    const thisWeekMinutes = minutesOf(secondsBetween(week.weekStart, addDays(week.today, 1)));
    const totals = record.totals.get(child.id);
    return {
      id: child.id,
      name: child.name,
      age: child.age,
      avatar: child.avatar,
      lastActiveAt: totals?.lastActiveAt?.toISOString() ?? null,
      weeklyGoalMinutes: child.weeklyGoalMinutes,
      thisWeekMinutes,
      lastWeekMinutes: minutesOf(secondsBetween(week.lastWeekStart, week.weekStart)),
      status: statusOf(thisWeekMinutes, child.weeklyGoalMinutes, week.elapsedFraction),
      lastSyncAt: child.lastSyncAt?.toISOString() ?? null,
      lastSyncItems: child.lastSyncItems,
      byKind: totals?.byKind ?? emptyByKind(),
      quizTrend: record.quizTrend
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
    recentActivity: record.recent.map((item) => ({
      childId: item.childId,
      childName: item.childName,
      contentType: item.contentType,
      contentId: item.contentId,
      title: item.title,
      completed: item.completed,
      score: item.score,
      at: item.lastSeenAt.toISOString(),
    })),
  };
}
