import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { isoDateSchema } from '../plans';
import { ayahNumberSchema, quranMessages, surahNumberSchema } from './quran';

/**
 * Issue 36, memorising (hifz): a child marks an ayah `learning` or `memorized`; a memorised ayah comes back for
 * revision by spaced repetition (FSRS, the `ts-fsrs` package), each revision graded again / hard / good / easy,
 * which reschedules it. Days are the family's days (the family clock), so "revise today" turns over at the
 * family's midnight.
 */
export const hifzMessages = {
  notMemorized: 'Only a memorised ayah comes back for revision.',
  statusValues: "Status must be 'learning' or 'memorized'.",
  gradeValues: "Grade must be 'again', 'hard', 'good' or 'easy'.",
  ayahBeyondSurah: quranMessages.ayahBeyondSurah,
  surahNotFound: quranMessages.surahNotFound,
} as const;

export const hifzStatuses = ['learning', 'memorized'] as const;
export const hifzStatusSchema = z.enum(hifzStatuses, { error: hifzMessages.statusValues });
export type HifzStatus = z.infer<typeof hifzStatusSchema>;

/** How a revision went, as the child says it (FSRS's four ratings): shown as pictures in the child area. */
export const hifzGrades = ['again', 'hard', 'good', 'easy'] as const;
export const hifzGradeSchema = z.enum(hifzGrades, { error: hifzMessages.gradeValues });
export type HifzGrade = z.infer<typeof hifzGradeSchema>;

/** `/api/child/hifz/:surah/:ayah`. */
export const hifzAyahParamsSchema = z.object({ surah: surahNumberSchema, ayah: ayahNumberSchema });
export const hifzStatusFormSchema = z.object({ status: hifzStatusSchema });
export const hifzReviewFormSchema = z.object({
  surah: surahNumberSchema,
  ayah: ayahNumberSchema,
  grade: hifzGradeSchema,
});
export type HifzReviewForm = z.infer<typeof hifzReviewFormSchema>;

/** One ayah of the child's map. `due` is null while learning (nothing to revise yet). */
export const hifzAyahSchema = z.object({
  surah: z.number().int(),
  ayah: z.number().int(),
  status: hifzStatusSchema,
  /** The family's day it should be revised (YYYY-MM-DD); null while learning. */
  due: isoDateSchema.nullable(),
  /** ISO 8601 of the last revision, null before the first. */
  lastReviewedAt: z.string().nullable(),
  /** Revisions so far. */
  reviews: z.number().int().min(0),
  /** Times it was forgotten ('again') after being memorised. */
  lapses: z.number().int().min(0),
});
export type HifzAyah = z.infer<typeof hifzAyahSchema>;

/** A surah on the map: how many of its ayahs are learning, memorised and due today. */
export const hifzSurahSchema = z.object({
  surah: z.number().int(),
  ayahCount: z.number().int(),
  learning: z.number().int().min(0),
  memorized: z.number().int().min(0),
  dueToday: z.number().int().min(0),
});
export type HifzSurah = z.infer<typeof hifzSurahSchema>;

/**
 * A child's map: only the surahs with at least one ayah learning or memorised, in surah order, with every such ayah
 * (`ayahs`, in surah then ayah order), and today's date in the family's clock.
 */
export const hifzMapSchema = z.object({
  today: isoDateSchema,
  surahs: z.array(hifzSurahSchema),
  ayahs: z.array(hifzAyahSchema),
});
export type HifzMap = z.infer<typeof hifzMapSchema>;

/** What to revise today: memorised ayahs due on or before today, the longest overdue first. */
export const hifzDueSchema = z.object({ today: isoDateSchema, due: z.array(hifzAyahSchema) });
export type HifzDue = z.infer<typeof hifzDueSchema>;

const childOnly = { roles: ['child'] } as const;
const childParams = z.object({ id: z.coerce.number().int().positive() });

export const hifzEndpoints = {
  map: defineEndpoint({
    id: 'hifz.map',
    service: 'content',
    method: 'GET',
    path: '/api/child/hifz',
    access: childOnly,
    response: hifzMapSchema,
    summary: "The child's memorisation map: each surah's learning, memorised and due ayahs, and every marked ayah.",
  }),
  due: defineEndpoint({
    id: 'hifz.due',
    service: 'content',
    method: 'GET',
    path: '/api/child/hifz/due',
    access: childOnly,
    response: hifzDueSchema,
    summary: 'The ayahs to revise today (spaced repetition), the longest overdue first.',
  }),
  setStatus: defineEndpoint({
    id: 'hifz.setStatus',
    service: 'content',
    method: 'PUT',
    path: '/api/child/hifz/:surah/:ayah',
    access: childOnly,
    params: hifzAyahParamsSchema,
    body: hifzStatusFormSchema,
    response: hifzAyahSchema,
    summary: 'Mark an ayah learning or memorised. Memorised schedules its first revision; back to learning clears it.',
  }),
  review: defineEndpoint({
    id: 'hifz.review',
    service: 'content',
    method: 'POST',
    path: '/api/child/hifz/review',
    access: childOnly,
    body: hifzReviewFormSchema,
    response: hifzAyahSchema,
    summary: 'Grade a revision of a memorised ayah (again, hard, good, easy): it is rescheduled.',
  }),
  childMap: defineEndpoint({
    id: 'hifz.childMap',
    service: 'content',
    method: 'GET',
    path: '/api/parent/children/:id/hifz',
    access: { roles: ['parent', 'admin'], ownership: 'ownChild' },
    params: childParams,
    response: hifzMapSchema,
    summary: "A child's memorisation map: a parent's own child, any for admins.",
  }),
} as const;

/**
 * The map's surahs from the child's marked ayahs (in surah then ayah order): how many are learning, memorised and
 * due on or before `today`. The content service and the mocks both answer with it.
 */
export function hifzSurahsOf(
  ayahs: readonly HifzAyah[],
  today: string,
  ayahCountOf: (surah: number) => number,
): HifzSurah[] {
  const bySurah = new Map<number, HifzSurah>();
  for (const ayah of ayahs) {
    let surah = bySurah.get(ayah.surah);
    if (!surah) {
      surah = { surah: ayah.surah, ayahCount: ayahCountOf(ayah.surah), learning: 0, memorized: 0, dueToday: 0 };
      bySurah.set(ayah.surah, surah);
    }
    if (ayah.status === 'learning') surah.learning += 1;
    else surah.memorized += 1;
    if (ayah.due !== null && ayah.due <= today) surah.dueToday += 1;
  }
  return [...bySurah.values()].sort((a, b) => a.surah - b.surah);
}
