import { z } from 'zod';
import { readToMeFor } from '../auth/users';
import { defineEndpoint } from '../endpoint';
import { type ContentKind, type ContentKindDefinition, contentKindIds, contentKinds, perKind } from './kinds';

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

/**
 * What a child's stars and badges are counted from, per kind: one value per item, never per attempt. For kinds
 * earning `one` star (videos, books) an entry per completed item; `quiz`: each quiz taken, its best attempt's share
 * of right answers (0–100); `given`: each worksheet reviewed, the best review's stars (1–3), each activity played,
 * the most stars one attempt earned (0–3). See `stars` in the registry (kinds.ts).
 */
export type StarFacts = Record<ContentKind, readonly number[]>;

export type StarsByKind = Record<ContentKind, number>;

const clampStars = (stars: number) => Math.min(3, Math.max(0, stars));

/** The stars one item earns, by its kind's rule. */
const starRules: Record<ContentKindDefinition['stars'], (value: number) => number> = {
  one: () => 1,
  quiz: quizStars,
  given: clampStars,
};

/**
 * The stars rule. A video watched to the end or a book finished earns 1 star, once per item; a quiz earns its best
 * attempt's stars (`quizStars`), so trying again can only add; a worksheet earns the stars its parent's review gave;
 * an activity earns its best attempt's stars.
 */
export function starsOf(facts: StarFacts): StarsByKind {
  return perKind((kind) => facts[kind].reduce((total, value) => total + starRules[contentKinds[kind].stars](value), 0));
}

export function totalStars(stars: StarsByKind): number {
  return contentKindIds.reduce((total, kind) => total + stars[kind], 0);
}

type KindBadgeId = {
  [Kind in ContentKind]: (typeof contentKinds)[Kind]['badges'][number]['id'];
}[ContentKind];

/** The badges, in the order the profile shows them (the kinds' own, then the week's); ids are catalog keys. */
export const childBadgeIds: ReadonlyArray<KindBadgeId | 'week-goal'> = [
  ...contentKindIds.flatMap((kind) => contentKinds[kind].badges.map((badge): KindBadgeId => badge.id)),
  'week-goal',
];
export type ChildBadgeId = (typeof childBadgeIds)[number];

export interface BadgeFacts {
  done: StarFacts;
  weekSeconds: number;
  weeklyGoalMinutes: number;
}

/**
 * When each badge is earned: a kind's badge by `count` different items done or an item whose `best` value (a
 * quiz's percent, an activity's stars) reaches it; 'week-goal' when this week's learning time (the family's
 * week, from its first day in its zone) reached the goal the parent set.
 */
export const badgeRules = Object.fromEntries([
  ...contentKindIds.flatMap((kind) =>
    contentKinds[kind].badges.map((badge: ContentKindDefinition['badges'][number]) => [
      badge.id,
      (facts: BadgeFacts) =>
        'count' in badge
          ? facts.done[kind].length >= badge.count
          : facts.done[kind].some((value) => value >= badge.best),
    ]),
  ),
  [
    'week-goal',
    (facts: BadgeFacts) => facts.weeklyGoalMinutes > 0 && facts.weekSeconds >= facts.weeklyGoalMinutes * 60,
  ],
]) as Record<ChildBadgeId, (facts: BadgeFacts) => boolean>;

export function badgesOf(facts: BadgeFacts): Array<{ id: ChildBadgeId; earned: boolean }> {
  return childBadgeIds.map((id) => ({ id, earned: badgeRules[id](facts) }));
}

const count = z.number().int().min(0);

export const childOverviewSchema = z.object({
  name: z.string(),
  /** One of `childAvatars` (families.ts), or null before the child or parent picked one. */
  avatar: z.string().nullable(),
  /** The child's age as the parent gave it (null when not given): an under-7's results are stars and words. */
  age: z.number().int().nullable(),
  weeklyGoalMinutes: count,
  /** Learning time today and this week (the family's day and week, in its zone), from the heartbeats. */
  todaySeconds: count,
  weekSeconds: count,
  /** `totalStars(starsByKind)`. */
  stars: count,
  starsByKind: z.object(perKind(() => count)),
  /** Every badge of `childBadgeIds`, in that order, earned or not. */
  badges: z.array(z.object({ id: z.enum(childBadgeIds), earned: z.boolean() })),
  /** Whether the child area reads aloud: the parent's choice, or on up to age 7 (`readToMeFor`). */
  readToMe: z.boolean(),
});
export type ChildOverview = z.infer<typeof childOverviewSchema>;

/** Everything the home is made of: the child's row, learning time and the facts stars and badges come from. */
export interface ChildOverviewFacts extends BadgeFacts {
  name: string;
  avatar: string | null;
  age: number | null;
  /** "Read to me" as the parent chose it; null: the age decides. */
  readToMe: boolean | null;
  todaySeconds: number;
}

/** The home as the service answers it (and the mocks, from the same facts). */
export function childOverviewOf(facts: ChildOverviewFacts): ChildOverview {
  const starsByKind = starsOf(facts.done);
  return {
    name: facts.name,
    avatar: facts.avatar,
    age: facts.age,
    weeklyGoalMinutes: facts.weeklyGoalMinutes,
    todaySeconds: facts.todaySeconds,
    weekSeconds: facts.weekSeconds,
    stars: totalStars(starsByKind),
    starsByKind,
    badges: badgesOf(facts),
    readToMe: readToMeFor(facts.readToMe, facts.age),
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
