import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listQuerySchema, pageOf } from '../pagination';
import { contentKindIds, contentTypeMessage } from './kinds';
import { optionalText, requiredText } from './text-fields';

/**
 * Issue 35, scholar review. Every kind of content goes draft → in review → published (or changes requested), and
 * only a reviewer who is not the item's author approves it. Nothing but a published version reaches a child or a
 * parent; editing a published item makes a revision that waits for review while the published version stays live.
 * Each item carries its sources (Quran, hadith, book) and who checked it, in words a parent understands.
 */
export const reviewMessages = {
  submitted: 'Sent for review.',
  approved: 'Approved and published.',
  changesRequested: 'Changes requested.',
  sourcesSaved: 'Sources saved.',
  notReviewer: 'Only a reviewer can do this.',
  ownItem: 'A reviewer other than its author must check this.',
  notInReview: 'This item is not waiting for review.',
  alreadyInReview: 'This item is already waiting for review.',
  noteRequired: 'Say what should change.',
  unknownKind: contentTypeMessage(),
  notFound: 'Item not found.',
  revisionStale: 'This edit cannot be applied any more: edit the item again.',
} as const;

/**
 * The life of an item (or of its waiting revision): `draft` (being written, only admins see it), `in_review`
 * (submitted, waits for a reviewer), `changes_requested` (a reviewer sent it back with a note), `published`.
 */
export const reviewStatuses = ['draft', 'in_review', 'changes_requested', 'published'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** How reliable a hadith is judged to be, as its collection or a scholar grades it. */
export const hadithGradings = ['sahih', 'hasan', 'daif'] as const;

export const sourceLimits = { perItem: 10, text: 200 } as const;

const surahNumber = z
  .number({ error: 'Surah must be a number from 1 to 114.' })
  .int('Surah must be a number from 1 to 114.')
  .min(1, 'Surah must be a number from 1 to 114.')
  .max(114, 'Surah must be a number from 1 to 114.');
const ayahNumber = z
  .number({ error: 'Ayah must be a number from 1 to 286.' })
  .int('Ayah must be a number from 1 to 286.')
  .min(1, 'Ayah must be a number from 1 to 286.')
  .max(286, 'Ayah must be a number from 1 to 286.');

/**
 * One source of an item: a passage of the Quran (surah, first and last ayah), a hadith (its collection, its number
 * and its grading) or a book (title, author, page). Shown to parents as "Quran 112:1–4", "Sahih al-Bukhari 6018
 * (sahih)", "Riyad as-Salihin by an-Nawawi, p. 42".
 */
export const sourceSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({ type: z.literal('quran'), surah: surahNumber, ayahFrom: ayahNumber, ayahTo: ayahNumber })
      .refine((source) => source.ayahTo >= source.ayahFrom, {
        message: 'The last ayah comes after the first.',
        path: ['ayahTo'],
      }),
    z.object({
      type: z.literal('hadith'),
      collection: requiredText('Collection', sourceLimits.text),
      number: requiredText('Hadith number', 20),
      grading: z.enum(hadithGradings, { error: `Grading must be one of: ${hadithGradings.join(', ')}.` }),
    }),
    z.object({
      type: z.literal('book'),
      title: requiredText('Book title', sourceLimits.text),
      author: optionalText('Author', sourceLimits.text),
      page: optionalText('Page', 20),
    }),
  ],
  { error: "Source type must be 'quran', 'hadith' or 'book'." },
);
export type Source = z.infer<typeof sourceSchema>;

export const sourcesSchema = z
  .array(sourceSchema, { error: 'Sources must be a list.' })
  .max(sourceLimits.perItem, 'At most 10 sources.');

/**
 * A source as the answers carry it: what `sourceSchema` made of a form, as stored (the book's author and page are
 * null when none). Answers are checked against it, so its input is its output.
 */
export const sourceAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quran'), surah: z.number().int(), ayahFrom: z.number().int(), ayahTo: z.number().int() }),
  z.object({ type: z.literal('hadith'), collection: z.string(), number: z.string(), grading: z.enum(hadithGradings) }),
  z.object({ type: z.literal('book'), title: z.string(), author: z.string().nullable(), page: z.string().nullable() }),
]);

/**
 * Who checked an item, as every item's answer carries it. For children and parents `status` is always `published`
 * and `reviewedBy` the reviewer's name ("Checked by … on …"); `note` is the reviewer's note on approval (a
 * request for changes is for admins only). `revisionStatus`: for admins, the state of an edit waiting behind the
 * published version (null: none); always null for families.
 */
export const itemReviewSchema = z.object({
  status: reviewStatusSchema,
  reviewedBy: z.string().nullable(),
  /** ISO 8601. */
  reviewedAt: z.string().nullable(),
  note: z.string().nullable(),
  revisionStatus: reviewStatusSchema.nullable(),
});
export type ItemReview = z.infer<typeof itemReviewSchema>;

/** Spread into every content kind's item schema: its sources and its review. */
export const contentReviewShape = {
  sources: z.array(sourceAnswerSchema),
  review: itemReviewSchema,
};

export const reviewKindSchema = z.enum(contentKindIds, { error: reviewMessages.unknownKind });

/** `/api/admin/review/:kind/:id/…`. */
export const reviewParamsSchema = z.object({
  kind: reviewKindSchema,
  id: z.coerce.number().int().positive(),
});

/** Approving: an optional note the families see beside "Checked by". */
export const approveFormSchema = z.object({ note: optionalText('Note', 1000) });
/** Sending back: the note is required (the author must know what to change). */
export const requestChangesFormSchema = z.object({
  note: z
    .string({ error: reviewMessages.noteRequired })
    .trim()
    .min(1, reviewMessages.noteRequired)
    .max(1000, 'Note is too long.'),
});
export const sourcesFormSchema = z.object({ sources: sourcesSchema });

/** What happened to an item, oldest first: its history of corrections. */
export const reviewEventActions = [
  'submitted',
  'approved',
  'changes_requested',
  'sources_changed',
  'report_resolved',
] as const;
export const reviewEventSchema = z.object({
  action: z.enum(reviewEventActions),
  /** The admin's name; null for an admin who has left. */
  by: z.string().nullable(),
  note: z.string().nullable(),
  /** ISO 8601. */
  at: z.string(),
});
export type ReviewEvent = z.infer<typeof reviewEventSchema>;

/** An item waiting for review (the queue and the dashboard's count). */
export const reviewQueueItemSchema = z.object({
  kind: reviewKindSchema,
  id: z.number().int(),
  title: z.string(),
  status: reviewStatusSchema,
  /** True when a published item's edit waits (the published version stays live meanwhile). */
  isRevision: z.boolean(),
  authorName: z.string().nullable(),
  /** The caller wrote it (or its revision): they cannot approve it. */
  byYou: z.boolean(),
  /** ISO 8601. */
  submittedAt: z.string().nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueQuerySchema = listQuerySchema.extend({
  status: z.enum(['in_review', 'changes_requested', 'draft'], { error: 'Unknown status.' }).optional(),
});

/**
 * One item as a reviewer checks it: its review, its sources, the revision waiting (the changed fields as the
 * kind's contract names them; null when none) and its history.
 */
export const reviewDetailSchema = z.object({
  kind: reviewKindSchema,
  id: z.number().int(),
  title: z.string(),
  review: itemReviewSchema,
  sources: z.array(sourceAnswerSchema),
  authorName: z.string().nullable(),
  byYou: z.boolean(),
  revision: z
    .object({
      fields: z.record(z.string(), z.unknown()),
      sources: z.array(sourceAnswerSchema).nullable(),
      authorName: z.string().nullable(),
      submittedAt: z.string().nullable(),
    })
    .nullable(),
  history: z.array(reviewEventSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const reviewActionResponseSchema = z.object({ message: z.string(), review: itemReviewSchema });

const adminOnly = { roles: ['admin'] } as const;

export const reviewEndpoints = {
  queue: defineEndpoint({
    id: 'review.queue',
    service: 'content',
    method: 'GET',
    path: '/api/admin/review',
    access: adminOnly,
    query: reviewQueueQuerySchema,
    response: pageOf(reviewQueueItemSchema),
    summary: 'What waits for review (default: in review, oldest first), with drafts and sent-back items on request.',
  }),
  detail: defineEndpoint({
    id: 'review.detail',
    service: 'content',
    method: 'GET',
    path: '/api/admin/review/:kind/:id',
    access: adminOnly,
    params: reviewParamsSchema,
    response: reviewDetailSchema,
    summary: "An item's review, sources, waiting revision and history of corrections.",
  }),
  submit: defineEndpoint({
    id: 'review.submit',
    service: 'content',
    method: 'POST',
    path: '/api/admin/review/:kind/:id/submit',
    access: adminOnly,
    params: reviewParamsSchema,
    response: reviewActionResponseSchema,
    summary: 'Send a draft, a sent-back item or a waiting revision for review.',
  }),
  approve: defineEndpoint({
    id: 'review.approve',
    service: 'content',
    method: 'POST',
    path: '/api/admin/review/:kind/:id/approve',
    access: adminOnly,
    params: reviewParamsSchema,
    body: approveFormSchema,
    response: reviewActionResponseSchema,
    summary: 'Publish an item in review (a reviewer who is not its author; the author gets 403).',
  }),
  requestChanges: defineEndpoint({
    id: 'review.requestChanges',
    service: 'content',
    method: 'POST',
    path: '/api/admin/review/:kind/:id/request-changes',
    access: adminOnly,
    params: reviewParamsSchema,
    body: requestChangesFormSchema,
    response: reviewActionResponseSchema,
    summary: 'Send an item in review back to its author with a note (a reviewer who is not its author).',
  }),
  saveSources: defineEndpoint({
    id: 'review.saveSources',
    service: 'content',
    method: 'PUT',
    path: '/api/admin/review/:kind/:id/sources',
    access: adminOnly,
    params: reviewParamsSchema,
    body: sourcesFormSchema,
    response: reviewActionResponseSchema,
    summary: "Set an item's sources (a published item's go into its revision, which waits for review).",
  }),
} as const;
