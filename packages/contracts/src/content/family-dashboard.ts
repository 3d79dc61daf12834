import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { isoDateSchema } from '../iso-date';
import { contentKindIds } from './kinds';
import { byKindSchema } from './progress-summary';

/**
 * The parent's dashboard: its own module (and table) so the parent's first screen builds the schemas of the one call
 * it makes, not those of every progress call (`familyProgressEndpoints` lists the same endpoint).
 */

/** The dashboard's sizes. */
export const dashboardLimits = {
  /** Quiz attempts in each child's score trend. */
  quizTrendLength: 10,
  /** Days of the learning-time chart, ending today (the family's day). */
  chartDays: 14,
  /** Items in the family's recent-activity feed. */
  recentActivityLength: 10,
} as const;

export const childStatusValues = ['on-track', 'behind'] as const;
export type ChildStatus = (typeof childStatusValues)[number];

const progressKind = z.enum(contentKindIds);

const childCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  /** One of `childAvatars` (families.ts), or null. */
  avatar: z.string().nullable(),
  /** The latest heartbeat, progress, submission or attempt of the child; null before the first. */
  lastActiveAt: z.string().nullable(),
  weeklyGoalMinutes: z.number().int(),
  /** Whole minutes of learning time this week and last week (the family's weeks: from its first day, in its zone). */
  thisWeekMinutes: z.number().int().min(0),
  lastWeekMinutes: z.number().int().min(0),
  /**
   * 'on-track' when this week's minutes ≥ the weekly goal × the part of the family's week gone by (from its
   * first day's start in its zone to now, as a fraction of the week's real length); otherwise 'behind'.
   */
  status: z.enum(childStatusValues),
  /** What the child did, per kind, all time (as their progress report's summary). */
  byKind: byKindSchema,
  /**
   * The child's last sync from a device that had been offline (`POST /api/child/sync`), and how many items were
   * waiting then; null and 0 before the first.
   */
  lastSyncAt: z.string().nullable(),
  lastSyncItems: z.number().int().min(0),
  /** The last quiz attempts (at most `quizTrendLength`), oldest first. */
  quizTrend: z.array(
    z.object({
      quizId: z.number().int(),
      title: z.string().nullable(),
      submittedAt: z.string(),
      scorePercent: z.number().int().min(0).max(100),
    }),
  ),
  /** Minutes of learning time per day of the family, the last `chartDays` days oldest first (today last; 0 on quiet days). */
  minutesPerDay: z.array(z.object({ day: isoDateSchema, minutes: z.number().int().min(0) })),
});
export type DashboardChild = z.infer<typeof childCardSchema>;

const activitySchema = z.object({
  childId: z.number().int(),
  childName: z.string(),
  contentType: progressKind,
  contentId: z.number().int(),
  /** Null if the item has since been removed. */
  title: z.string().nullable(),
  completed: z.boolean(),
  /** Quizzes: the last attempt's score in %. */
  score: z.number().int().nullable(),
  at: z.string(),
});
export type DashboardActivity = z.infer<typeof activitySchema>;

export const dashboardSchema = z.object({
  /** The first day of the family's week (its zone, its first day), the start of `thisWeekMinutes`. */
  weekStart: isoDateSchema,
  /** The caller's children, oldest account first; empty for a family without children. */
  children: z.array(childCardSchema),
  /** The family's latest items, newest first (at most `recentActivityLength`). */
  recentActivity: z.array(activitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The parent dashboard's call (content service). */
export const familyDashboardEndpoints = {
  dashboard: defineEndpoint({
    id: 'progress.dashboard',
    service: 'content',
    method: 'GET',
    path: '/api/progress/dashboard',
    access: { roles: ['parent'] },
    response: dashboardSchema,
    summary:
      "The parent's dashboard: each child's card (week vs goal, completed items, quiz trend, minutes per day) and " +
      "the family's recent activity.",
  }),
} as const;
