import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listQuerySchema, pageOf } from '../pagination';
import { ayahNumberSchema, quranMessages, surahNumberSchema } from './quran';
import { submissionReviewFormSchema, submissionReviewSchema } from './reviews';

/**
 * Issue 36, reciting to a parent: a child records an ayah or a range (in the browser, offline too: the recording
 * waits on the device and is sent when the device is online), the parent listens and answers with 1–3 stars and a
 * comment, which the child sees and hears. A recording is a child's voice: served only through signed links, to
 * the family and the admins; in the family export; deleted with the child; deleted after
 * `recitationRetentionDays` unless the parent keeps it.
 */
export const childRecitationMessages = {
  sent: 'Your recitation was sent!',
  audioRequired: 'Please send the recording (field audio).',
  rangeOrder: 'The last ayah comes after the first.',
  notFound: 'Recording not found.',
  removed: 'Recording deleted.',
  kept: 'This recording will be kept.',
  notKept: 'This recording will be deleted after 90 days.',
  surahNotFound: quranMessages.surahNotFound,
  ayahBeyondSurah: quranMessages.ayahBeyondSurah,
} as const;

/** Recordings the parent has not kept are deleted this many days after they were made (written in the privacy notice). */
export const recitationRetentionDays = 90;

/** The multipart audio field of a recording. */
export const childRecitationFileField = 'audio';
/** How the 415 and 413 name the file ('The recording must be a recording (WebM, …).'). */
export const childRecitationLabel = 'The recording';

/**
 * `POST /api/child/recitations` (multipart: `surah`, `ayahFrom`, `ayahTo`, `audio`, and `recordedAt`, when the
 * device recorded it, ISO 8601; a recording sent later from the offline queue keeps its own time).
 */
export const childRecitationFormSchema = z
  .object({
    surah: surahNumberSchema,
    ayahFrom: ayahNumberSchema,
    ayahTo: ayahNumberSchema,
    recordedAt: z.iso.datetime({ offset: true, error: 'recordedAt must be a date and time (ISO 8601).' }).optional(),
  })
  .refine((form) => form.ayahTo >= form.ayahFrom, {
    message: childRecitationMessages.rangeOrder,
    path: ['ayahTo'],
  });
export type ChildRecitationForm = z.infer<typeof childRecitationFormSchema>;

export const childRecitationSchema = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  surah: z.number().int(),
  /** The surah's English name, e.g. 'Al-Ikhlas'. */
  surahName: z.string(),
  ayahFrom: z.number().int(),
  ayahTo: z.number().int(),
  /** A short-lived signed link to the recording (about an hour; a child's voice is never public). */
  url: z.string(),
  /** ISO 8601: when the device recorded it. */
  recordedAt: z.string(),
  /** ISO 8601: when it reached the server. */
  created_at: z.string(),
  /** The parent keeps it: it is not deleted after 90 days. */
  kept: z.boolean(),
  /** ISO 8601 of the day it will be deleted; null when kept. */
  deletesAt: z.string().nullable(),
  /** The parent's answer (1–3 stars and a comment), or null before one. */
  review: submissionReviewSchema.nullable(),
});
export type ChildRecitation = z.infer<typeof childRecitationSchema>;

const recitationParams = z.object({
  id: z.coerce.number().int().positive(),
  recitationId: z.coerce.number().int().positive(),
});
const childParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = listQuerySchema.omit({ search: true });

export const childRecitationEndpoints = {
  create: defineEndpoint({
    id: 'recitations.create',
    service: 'content',
    method: 'POST',
    path: '/api/child/recitations',
    access: { roles: ['child'] },
    body: childRecitationFormSchema,
    response: z.object({ message: z.string(), recitation: childRecitationSchema }),
    successStatus: 201,
    summary:
      'A child sends a recitation (multipart: surah, ayahFrom, ayahTo, audio, recordedAt; audio sniffed, at most ' +
      '20 MB) for the parent to hear.',
  }),
  mine: defineEndpoint({
    id: 'recitations.mine',
    service: 'content',
    method: 'GET',
    path: '/api/child/recitations',
    access: { roles: ['child'] },
    query: listQuery,
    response: pageOf(childRecitationSchema),
    summary: "The child's own recordings, newest first, with the parent's answers.",
  }),
  ofChild: defineEndpoint({
    id: 'recitations.ofChild',
    service: 'content',
    method: 'GET',
    path: '/api/parent/children/:id/recitations',
    access: { roles: ['parent', 'admin'], ownership: 'ownChild' },
    params: childParams,
    query: listQuery,
    response: pageOf(childRecitationSchema),
    summary: "A child's recordings, newest first: a parent's own child, any for admins.",
  }),
  review: defineEndpoint({
    id: 'recitations.review',
    service: 'content',
    method: 'PUT',
    path: '/api/parent/children/:id/recitations/:recitationId/review',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: recitationParams,
    body: submissionReviewFormSchema,
    response: childRecitationSchema,
    summary: "A parent answers their child's recitation (1–3 stars, optional comment); a new answer replaces the old.",
  }),
  keep: defineEndpoint({
    id: 'recitations.keep',
    service: 'content',
    method: 'PUT',
    path: '/api/parent/children/:id/recitations/:recitationId/keep',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: recitationParams,
    body: z.object({ kept: z.boolean({ error: 'kept must be true or false.' }) }),
    response: childRecitationSchema,
    summary: 'Keep a recording (never deleted by the 90-day rule) or stop keeping it.',
  }),
  remove: defineEndpoint({
    id: 'recitations.remove',
    service: 'content',
    method: 'DELETE',
    path: '/api/parent/children/:id/recitations/:recitationId',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: recitationParams,
    response: z.object({ message: z.string() }),
    summary: 'Delete a recording and its file.',
  }),
} as const;

/** When a recording is deleted by the 90-day rule (ISO 8601), or null when the parent keeps it. */
export function recitationDeletesAt(recordedAt: string | Date, kept: boolean): string | null {
  if (kept) return null;
  const recorded = typeof recordedAt === 'string' ? Date.parse(recordedAt) : recordedAt.getTime();
  return new Date(recorded + recitationRetentionDays * 24 * 60 * 60 * 1000).toISOString();
}
