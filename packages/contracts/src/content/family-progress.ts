import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listQuerySchema, pageOf } from '../pagination';
import { isoDateSchema } from '../plans';
import { familyDashboardEndpoints } from './family-dashboard';
import { contentTypeSchema, progressContentTypeValues } from './progress';
import { submissionReviewFormSchema, submissionReviewSchema } from './reviews';

/**
 * What a parent follows of their children: the dashboard, each child's history (and its CSV) and the worksheets
 * to review. Like the rest of the progress contracts, field names are camelCase; the submission rows keep the
 * assignment submission's own names (`submitted_at`, `reviewed_at`).
 */

export const familyProgressMessages = {
  submissionNotFound: 'Submission not found.',
  periodReversed: 'The start date must not be after the end date.',
} as const;

/** Rows of one CSV export at most (a child's whole history is far smaller). */
export const historyCsvMaxRows = 10_000;

const progressKind = z.enum(progressContentTypeValues);

/** A real calendar day, YYYY-MM-DD. */
const calendarDay = isoDateSchema.refine(
  (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
  'Use a real date in the format YYYY-MM-DD.',
);

const historyFilterFields = {
  contentType: contentTypeSchema.optional(),
  /** Items last seen on or after this day (the family's, in its zone). */
  from: calendarDay.optional(),
  /** Items last seen on or before this day (the family's, in its zone). */
  to: calendarDay.optional(),
};

function withOrderedPeriod<Schema extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: Schema,
) {
  return schema.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: familyProgressMessages.periodReversed,
    path: ['from'],
  });
}

/** `?contentType=&from=&to=` of the CSV export. */
export const historyFilterSchema = withOrderedPeriod(z.object(historyFilterFields));
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** The same filters, paged. */
export const historyQuerySchema = withOrderedPeriod(listQuerySchema.omit({ search: true }).extend(historyFilterFields));
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** One line of a child's history: an item the child watched, read, took or handed in. */
export const historyItemSchema = z.object({
  id: z.number().int(),
  contentType: progressKind,
  contentId: z.number().int(),
  title: z.string().nullable(),
  /** When the child last had it open. */
  lastSeenAt: z.string(),
  timeSpentSeconds: z.number().int().min(0),
  positionSeconds: z.number().int().nullable(),
  /** Quizzes: the last attempt's score in %; null for everything else. */
  score: z.number().int().nullable(),
  /**
   * Quizzes: the first attempt's score and the best attempt's score in %, shown side by side (a child may retry
   * until every answer is right; the first try is what they knew); null for everything else.
   */
  firstScore: z.number().int().min(0).max(100).nullable(),
  bestScore: z.number().int().min(0).max(100).nullable(),
  completed: z.boolean(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** A child's worksheet as the parent reviews it (and the child reads the review). */
export const childSubmissionSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  /** Null if the assignment has since been removed. */
  assignmentTitle: z.string().nullable(),
  childId: z.number().int(),
  submitted_at: z.string(),
  text: z.string().nullable(),
  /** A short-lived signed link to the file (about an hour), or null for text-only work. */
  fileUrl: z.string().nullable(),
  review: submissionReviewSchema.nullable(),
});
export type ChildSubmission = z.infer<typeof childSubmissionSchema>;

const childParams = z.object({ id: z.coerce.number().int().positive() });
const childSubmissionParams = z.object({
  id: z.coerce.number().int().positive(),
  submissionId: z.coerce.number().int().positive(),
});

const ownChildReaders = { roles: ['parent', 'admin'], ownership: 'ownChild' } as const;

/** The parent area's progress calls (content service, `/api/progress`). */
export const familyProgressEndpoints = {
  dashboard: familyDashboardEndpoints.dashboard,
  history: defineEndpoint({
    id: 'progress.history',
    service: 'content',
    method: 'GET',
    path: '/api/progress/children/:id/history',
    access: ownChildReaders,
    params: childParams,
    query: historyQuerySchema,
    response: pageOf(historyItemSchema),
    summary: "A child's history, most recent first, filtered by kind and period: a parent's own child, any for admins.",
  }),
  historyCsv: defineEndpoint({
    id: 'progress.historyCsv',
    service: 'content',
    method: 'GET',
    path: '/api/progress/children/:id/history.csv',
    access: ownChildReaders,
    params: childParams,
    query: historyFilterSchema,
    /**
     * No JSON answer: the body is text/csv (`Content-Disposition: attachment`), a header row, then one row per item
     * (kind, content id, title, last seen, time spent seconds, position seconds, score, completed).
     */
    response: z.undefined(),
    summary:
      "The same history as a CSV download (text/csv, at most 10,000 rows): a parent's own child, any for admins.",
  }),
  submissions: defineEndpoint({
    id: 'progress.submissions',
    service: 'content',
    method: 'GET',
    path: '/api/progress/children/:id/submissions',
    access: ownChildReaders,
    params: childParams,
    query: listQuerySchema.omit({ search: true }),
    response: pageOf(childSubmissionSchema),
    summary: "A child's worksheets, newest first, with their reviews: a parent's own child, any for admins.",
  }),
  review: defineEndpoint({
    id: 'progress.review',
    service: 'content',
    method: 'PUT',
    path: '/api/progress/children/:id/submissions/:submissionId/review',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: childSubmissionParams,
    body: submissionReviewFormSchema,
    response: childSubmissionSchema,
    summary: "A parent reviews their child's worksheet (1–3 stars, optional comment); the child sees it.",
  }),
} as const;
