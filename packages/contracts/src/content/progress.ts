import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { type ContentKind, contentKindIds, contentKinds, contentTypeMessage, perKind, recordableKinds } from './kinds';
import { progressSummarySchema } from './progress-summary';

export const progressMessages = {
  positionForVideosOnly: 'A position can only be recorded for a video.',
  bookmarkForBooksOnly: 'A bookmark can only be recorded for a book.',
  childNotFound: 'Child not found.',
  /** 'Video not found.', one per kind. */
  contentNotFound: perKind((kind) => contentKinds[kind].noun.notFound),
} as const;

/** Everything learning progress can point at: every kind of the registry (kinds.ts). */
export const progressContentTypeValues = contentKindIds;
export type ProgressContentKind = ContentKind;

/**
 * What a child records themselves (`progress.recordable` in the registry). Quizzes are not among them: a quiz's
 * progress (completed, score) is written by `POST /api/quiz-submissions/submit`, so a score can never be claimed
 * without answers.
 */
export const recordableContentTypes = recordableKinds;

/** `contentType` as a query or body field: one of the kinds, with the one sentence that lists them. */
export const contentTypeSchema = z.enum(contentKindIds, { error: contentTypeMessage() });

function positiveId(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a number.`),
      })
      .int(`${label} must be a whole number.`)
      .positive(`${label} must be a positive number.`),
  );
}

/**
 * When a child's "completed" is believed (`PUT /api/progress/me`): the server checks the claim against what it knows
 * of the item. A claim that does not hold is stored as progress (the position, the bookmark) but not as completed:
 * no error, so a device's offline queue never drops the child's place over it.
 * - a video: the position sent is at least `videoWatchedShare` of the video's length (less `toleranceSeconds`, as
 *   players round); a video whose length the server could not read at upload is taken at the child's word;
 * - a book: the bookmark sent is its last page (a PDF's page count as the admin gave it, a Word book's reader
 *   pages); an EPUB's bookmark is a position, not a page, so any bookmark is taken;
 * - an assignment: taken (work done on paper offline leaves nothing to check; a submission is counted apart).
 */
export const completionRules = { videoWatchedShare: 0.9, toleranceSeconds: 2 } as const;

/** Whether `positionSeconds` is far enough into a video of `durationSeconds` to count it watched. */
export function watchedEnough(positionSeconds: number, durationSeconds: number): boolean {
  return positionSeconds + completionRules.toleranceSeconds >= durationSeconds * completionRules.videoWatchedShare;
}

/** The page a PDF or Word book's bookmark names (a whole number), or null for anything else (an EPUB CFI). */
export function bookmarkPage(bookmark: string | null | undefined): number | null {
  return typeof bookmark === 'string' && /^\d{1,6}$/.test(bookmark) ? Number(bookmark) : null;
}

/** As long as the column that keeps it (an EPUB CFI is rarely longer than 100 characters). */
export const maxBookmarkLength = 500;

/**
 * `PUT /api/progress/me`: one item the child watched, read or completed (an upsert on child + item).
 * `completed` is sticky: once an item is completed, a later `completed: false` (or none) leaves it completed; a
 * claim is believed only when it is plausible (`completionRules`), else the answer says `completed: false`.
 */
export const progressUpdateSchema = z
  .object({
    contentType: z.enum(recordableContentTypes, {
      error: (issue) => (issue.input === undefined ? 'contentType is required.' : contentTypeMessage(recordableKinds)),
    }),
    contentId: positiveId('contentId'),
    /** Where the child is in a video, in whole seconds (videos only). */
    positionSeconds: z
      .number({ error: 'positionSeconds must be a number.' })
      .int('positionSeconds must be a whole number.')
      .min(0, 'positionSeconds cannot be negative.')
      .max(24 * 60 * 60, 'positionSeconds is too large.')
      .optional(),
    /** Where the child is in a book (books only): the page number for PDF and DOCX books, an EPUB CFI for EPUB. */
    bookmark: z
      .string({ error: 'bookmark must be text.' })
      .trim()
      .min(1, 'bookmark cannot be empty.')
      .max(maxBookmarkLength, `bookmark must be at most ${maxBookmarkLength} characters.`)
      .optional(),
    completed: z.boolean({ error: 'completed must be true or false.' }).optional(),
  })
  .refine((update) => update.positionSeconds === undefined || update.contentType === 'video', {
    message: progressMessages.positionForVideosOnly,
    path: ['positionSeconds'],
  })
  .refine((update) => update.bookmark === undefined || update.contentType === 'book', {
    message: progressMessages.bookmarkForBooksOnly,
    path: ['bookmark'],
  });
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

export const progressItemsQuerySchema = listQuerySchema.omit({ search: true }).extend({
  contentType: contentTypeSchema.optional(),
});
export type ProgressItemsQuery = z.infer<typeof progressItemsQuerySchema>;

/** One thing a child watched, read, completed or scored. */
export const progressItemSchema = z.object({
  id: z.number().int(),
  contentType: z.enum(progressContentTypeValues),
  contentId: z.number().int(),
  /** The item's title; null if the item has since been removed. */
  title: z.string().nullable(),
  positionSeconds: z.number().int().nullable(),
  /** Books: where the child stopped reading (see `progressUpdateSchema`); null for everything else. */
  bookmark: z.string().nullable(),
  completed: z.boolean(),
  /** Quizzes: the last attempt's score as a percentage (0–100); null for everything else. */
  score: z.number().int().nullable(),
  lastSeenAt: z.string(),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;

export const progressReportSchema = z.object({
  child: z.object({ id: z.number().int(), name: z.string() }),
  summary: progressSummarySchema,
  /** The most recent items (at most 10), newest first, with titles. */
  recent: z.array(progressItemSchema),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

export const recentProgressLimit = 10;

/**
 * Learning progress. `/api/progress` is the content service's prefix (the parent area's own prefix,
 * `/api/parent`, belongs to the auth service).
 */
export const progressEndpoints = {
  record: defineEndpoint({
    id: 'progress.record',
    service: 'content',
    method: 'PUT',
    path: '/api/progress/me',
    access: { roles: ['child'] },
    body: progressUpdateSchema,
    response: progressItemSchema,
    summary:
      'A child records a video watched (position), a book read or an assignment completed (a completion must be ' +
      'plausible: a video watched to ~90 %, a book at its last page; else it is kept as progress only); 404 for ' +
      'unknown content.',
  }),
  mine: defineEndpoint({
    id: 'progress.mine',
    service: 'content',
    method: 'GET',
    path: '/api/progress/me',
    access: { roles: ['child'] },
    response: progressReportSchema,
    summary: "The calling child's own summary and recent items.",
  }),
  myItems: defineEndpoint({
    id: 'progress.myItems',
    service: 'content',
    method: 'GET',
    path: '/api/progress/me/items',
    access: { roles: ['child'] },
    query: progressItemsQuerySchema,
    response: pageOf(progressItemSchema),
    summary: "The calling child's progress items, most recent first (e.g. to resume videos); filter by contentType.",
  }),
  child: defineEndpoint({
    id: 'progress.child',
    service: 'content',
    method: 'GET',
    path: '/api/progress/children/:id',
    /**
     * `ownChild` binds parents: another family's child is a 403. Admins manage every family and may read any
     * child's progress. An id that is no child is a 404 for both.
     */
    access: { roles: ['parent', 'admin'], ownership: 'ownChild' },
    params: idParamsSchema,
    response: progressReportSchema,
    summary: "One child's summary and recent items: a parent for their own children, an admin for any child.",
  }),
} as const;

export type ProgressEndpoints = typeof progressEndpoints;
