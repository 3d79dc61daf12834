import { z } from 'zod';
import { contentKinds, perKind } from './kinds';

/**
 * What a child did, per kind: the child's report and each card of the parent's dashboard. Its own module so the
 * dashboard's contract builds these schemas without the progress calls' (the parent's first screen evaluates only
 * what it imports).
 */

const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

/**
 * What a child did with one kind of content, all time. `started`: different items the child began (a progress
 * row for videos and books; an item handed in or played for kinds with a `started` table in the registry);
 * `completed`: different items completed by the kind's rule (`contentKinds[kind].progress.completed`);
 * `attempts` and `averageScore` (whole %): kinds played in attempts only (null for the others, and the mean
 * before the first attempt), the mean as the kind's `progress.attempts.average` says (a quiz's first tries).
 */
export const kindSummarySchema = z.object({
  started: count,
  completed: count,
  attempts: count.nullable(),
  averageScore: percent.nullable(),
});
export type KindSummary = z.infer<typeof kindSummarySchema>;

/** One summary per kind of the registry. */
export const byKindSchema = z.object(perKind(() => kindSummarySchema));
export type ByKind = z.infer<typeof byKindSchema>;

/** Nothing done yet: zeros, and no attempts nor mean yet for the kinds played in attempts (null for the others). */
export function emptyByKind(): ByKind {
  return perKind((kind) => ({
    started: 0,
    completed: 0,
    attempts: contentKinds[kind].progress.attempts ? 0 : null,
    averageScore: null,
  }));
}

/** The counts a parent sees for one child. */
export const progressSummarySchema = z.object({ byKind: byKindSchema });
export type ProgressSummary = z.infer<typeof progressSummarySchema>;
