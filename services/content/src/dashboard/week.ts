import { todayIso } from '@young-minds/contracts';

const dayMs = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The week of a moment: weeks start on Monday, 00:00 UTC. */
export function weekOf(now: Date) {
  const today = todayIso(now);
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const weekStart = addDays(today, -daysSinceMonday);
  const elapsedMs = now.getTime() - Date.parse(`${weekStart}T00:00:00.000Z`);
  return {
    today,
    weekStart,
    lastWeekStart: addDays(weekStart, -7),
    /** The part of the week gone by, 0 (Monday 00:00) to 1. */
    elapsedFraction: Math.min(1, Math.max(0, elapsedMs / (7 * dayMs))),
  };
}
