import {
  type Activity,
  type ActivityCard,
  type ActivityLanguage,
  type ActivityPlay,
  type ActivitySummary,
  activityCoverOf,
  activityKindValues,
  activityLanguageValues,
  activityStatusValues,
  activitySummarySchema,
  directionOf,
  playContentOf,
} from '@young-minds/contracts';
import type { ActivityDetailRecord, ChildActivityScoresRecord } from '@young-minds/db';
import { toContractShape } from '@young-minds/service-kit';
import type { MediaLinks } from '../media/links';

/** A stored value that is not one of the contract's: the row was written around the repository (a bug). */
function oneOf<T extends string>(values: readonly T[], value: string, column: string): T {
  const known = values.find((candidate) => candidate === value);
  if (known === undefined) throw new TypeError(`Unknown activity ${column}: ${value}`);
  return known;
}

/**
 * The content with each card's picture and sound passed through `link`: the caller's signed links in answers,
 * the stored (unsigned) urls in what is written.
 */
export function withCardMedia<Content extends { choices: ActivityCard[] }>(
  content: Content,
  link: (url: string | null) => string | null,
): Content {
  const card = (one: ActivityCard): ActivityCard => ({
    ...one,
    image_url: link(one.image_url),
    audio_url: link(one.audio_url),
  });
  const targets = 'targets' in content && Array.isArray(content.targets) ? content.targets : undefined;
  return {
    ...content,
    choices: content.choices.map(card),
    ...(targets ? { targets: (targets as ActivityCard[]).map(card) } : {}),
  };
}

/** A row of a list; a child's rows also carry their standing (null before the first try). */
export function toActivitySummary(
  activity: ActivityDetailRecord,
  link: MediaLinks,
  standing?: ChildActivityScoresRecord | null,
): ActivitySummary {
  const language: ActivityLanguage = oneOf(activityLanguageValues, activity.language, 'language');
  return toContractShape(activitySummarySchema, activity, {
    kind: oneOf(activityKindValues, activity.kind, 'kind'),
    status: oneOf(activityStatusValues, activity.status, 'status'),
    language,
    direction: directionOf(language),
    categories: activity.categories.map(({ id, name }) => ({ id, name })),
    // The admin's cover first; else a picture of the cards that does not give the answer away.
    cover_url: link(activity.coverImage ?? activityCoverOf(activity.content)),
    cover_image: link(activity.coverImage),
    ...(standing === undefined
      ? {}
      : {
          bestScore: standing?.bestScore ?? null,
          lastScore: standing?.lastScore ?? null,
          bestStars: standing?.bestStars ?? null,
        }),
  });
}

/** The whole activity with its answer: admins only. */
export function toActivity(activity: ActivityDetailRecord, link: MediaLinks): Activity {
  return {
    ...toActivitySummary(activity, link),
    prompt: activity.prompt,
    linked_categories: activity.categories.map((category) => category.id),
    content: withCardMedia(activity.content, link),
  };
}

/**
 * The seed of a child's shuffle: the same child sees the same order of one activity on every load, another child
 * (or activity) another order.
 */
function playSeedOf(childId: number, activityId: number): number {
  return (Math.imul(childId, 0x9e3779b1) ^ Math.imul(activityId, 0x85ebca6b)) >>> 0;
}

/** What a child plays: the cards, shuffled for them, never the answer. */
export function toActivityPlay(
  activity: ActivityDetailRecord,
  childId: number,
  standing: ChildActivityScoresRecord | null,
  link: MediaLinks,
): ActivityPlay {
  return {
    ...toActivitySummary(activity, link, standing),
    prompt: activity.prompt,
    content: withCardMedia(playContentOf(activity.content, playSeedOf(childId, activity.id)), link),
  };
}
