import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The child's home in one call: who they are, today's and this week's learning time against the weekly goal,
 * the stars they earned and their badges. The rules below are pure functions so the child area can explain them
 * ("3 stars: every answer right") with the very code the server counts with.
 */

/** Stars a quiz attempt earns, by its share of right answers (checked from the top). */
export const quizStarThresholds = [
  { minPercent: 100, stars: 3 },
  { minPercent: 80, stars: 2 },
  { minPercent: 50, stars: 1 },
] as const;

/** Stars of one quiz attempt: ≥ 50 % → 1, ≥ 80 % → 2, 100 % → 3, less than half → 0. */
export function quizStars(percent: number): number {
  return quizStarThresholds.find((threshold) => percent >= threshold.minPercent)?.stars ?? 0;
}

/** What a child's stars are counted from (each list holds one entry per item, never per attempt). */
export interface StarFacts {
  /** Videos watched to the end. */
  videosCompleted: number;
  /** Books read to the last page. */
  booksFinished: number;
  /** Each quiz taken: its best attempt's share of right answers, 0–100. */
  quizBestPercents: readonly number[];
  /** Each reviewed worksheet: the parent's stars (1–3), the best review when handed in more than once. */
  worksheetStars: readonly number[];
  /** Each activity played: the most stars one attempt earned (0–3, `activityStars`). */
  activityBestStars: readonly number[];
}

export interface StarsByKind {
  videos: number;
  books: number;
  quizzes: number;
  worksheets: number;
  activities: number;
}

/**
 * The stars rule. A video watched to the end or a book finished earns 1 star, once per item; a quiz earns its best
 * attempt's stars (`quizStars`), so trying again can only add; a worksheet earns the stars its parent's review gave;
 * an activity earns its best attempt's stars.
 */
export function starsOf(facts: StarFacts): StarsByKind {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    videos: facts.videosCompleted,
    books: facts.booksFinished,
    quizzes: sum(facts.quizBestPercents.map(quizStars)),
    worksheets: sum(facts.worksheetStars.map(clampStars)),
    activities: sum(facts.activityBestStars.map(clampStars)),
  };
}

const clampStars = (stars: number) => Math.min(3, Math.max(0, stars));

export function totalStars(stars: StarsByKind): number {
  return stars.videos + stars.books + stars.quizzes + stars.worksheets + stars.activities;
}

/** The badges, in the order the profile shows them; the ids double as the child area's catalog keys. */
export const childBadgeIds = [
  'first-video',
  'first-book',
  'five-books',
  'first-quiz',
  'quiz-perfect',
  'first-worksheet',
  'first-activity',
  'activity-three-stars',
  'week-goal',
] as const;
export type ChildBadgeId = (typeof childBadgeIds)[number];

export interface BadgeFacts extends StarFacts {
  weekSeconds: number;
  weeklyGoalMinutes: number;
}

/** When each badge is earned. */
export const badgeRules: Record<ChildBadgeId, (facts: BadgeFacts) => boolean> = {
  'first-video': (facts) => facts.videosCompleted >= 1,
  'first-book': (facts) => facts.booksFinished >= 1,
  'five-books': (facts) => facts.booksFinished >= 5,
  'first-quiz': (facts) => facts.quizBestPercents.length >= 1,
  'quiz-perfect': (facts) => facts.quizBestPercents.some((percent) => percent >= 100),
  'first-worksheet': (facts) => facts.worksheetStars.length >= 1,
  'first-activity': (facts) => facts.activityBestStars.length >= 1,
  'activity-three-stars': (facts) => facts.activityBestStars.some((stars) => stars >= 3),
  // This week's learning time (Monday 00:00 UTC on) reached the goal the parent set.
  'week-goal': (facts) => facts.weeklyGoalMinutes > 0 && facts.weekSeconds >= facts.weeklyGoalMinutes * 60,
};

export function badgesOf(facts: BadgeFacts): Array<{ id: ChildBadgeId; earned: boolean }> {
  return childBadgeIds.map((id) => ({ id, earned: badgeRules[id](facts) }));
}

const count = z.number().int().min(0);

export const childOverviewSchema = z.object({
  name: z.string(),
  /** One of `childAvatars` (families.ts), or null before the child or parent picked one. */
  avatar: z.string().nullable(),
  weeklyGoalMinutes: count,
  /** Learning time today (UTC) and this week (Monday 00:00 UTC on), from the heartbeats. */
  todaySeconds: count,
  weekSeconds: count,
  /** `totalStars(starsByKind)`. */
  stars: count,
  starsByKind: z.object({ videos: count, books: count, quizzes: count, worksheets: count, activities: count }),
  /** Every badge of `childBadgeIds`, in that order, earned or not. */
  badges: z.array(z.object({ id: z.enum(childBadgeIds), earned: z.boolean() })),
});
export type ChildOverview = z.infer<typeof childOverviewSchema>;

/** Everything the home is made of: the child's row, learning time and the facts stars and badges come from. */
export interface ChildOverviewFacts extends BadgeFacts {
  name: string;
  avatar: string | null;
  todaySeconds: number;
}

/** The home as the service answers it (and the mocks, from the same facts). */
export function childOverviewOf(facts: ChildOverviewFacts): ChildOverview {
  const starsByKind = starsOf(facts);
  return {
    name: facts.name,
    avatar: facts.avatar,
    weeklyGoalMinutes: facts.weeklyGoalMinutes,
    todaySeconds: facts.todaySeconds,
    weekSeconds: facts.weekSeconds,
    stars: totalStars(starsByKind),
    starsByKind,
    badges: badgesOf(facts),
  };
}

/** The child area's home. `/api/child` is the content service's. */
export const childEndpoints = {
  overview: defineEndpoint({
    id: 'child.overview',
    service: 'content',
    method: 'GET',
    path: '/api/child/overview',
    access: { roles: ['child'] },
    response: childOverviewSchema,
    summary:
      "The calling child's home: name, picture, today's and this week's learning time against the weekly goal, " +
      'stars (by kind, see `starsOf`) and badges.',
  }),
} as const;
