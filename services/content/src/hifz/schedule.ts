import { type HifzGrade, addDays } from '@young-minds/contracts';
import { type Card, Rating, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';

/**
 * FSRS (ts-fsrs) in whole days: no same-day learning steps (a child revises at most once a day, on the family's
 * day), and no fuzz, so the mocks (packages/mocks/src/quran/hifz.ts) schedule exactly as the service does.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));
const ratings = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;

export interface HifzNextSchedule {
  /** The FSRS card as JSON, for `hifz_ayahs.card`. */
  card: string;
  /** The family's day it is due: FSRS's interval after `today`, never before the next day. */
  dueOn: string;
  lapsed: boolean;
}

/** A stored card back as ts-fsrs reads it (its dates come back from JSON as strings). */
function cardOf(json: string): Card {
  const stored = JSON.parse(json) as Card & { due: string; last_review?: string };
  return {
    ...stored,
    due: new Date(stored.due),
    ...(stored.last_review ? { last_review: new Date(stored.last_review) } : {}),
  };
}

function next(card: Card, grade: HifzGrade, now: Date, today: string): HifzNextSchedule {
  const scheduled = scheduler.next(card, now, ratings[grade]).card;
  return {
    card: JSON.stringify(scheduled),
    dueOn: addDays(today, Math.max(1, scheduled.scheduled_days)),
    lapsed: grade === 'again',
  };
}

/** A newly memorised ayah: a new card after a 'good' first step (three days with FSRS's default weights). */
export function firstSchedule(now: Date, today: string): HifzNextSchedule {
  return next(createEmptyCard(now), 'good', now, today);
}

/** A revision graded `grade`: the stored card moved on. */
export function nextSchedule(cardJson: string, grade: HifzGrade, now: Date, today: string): HifzNextSchedule {
  return next(cardOf(cardJson), grade, now, today);
}
