import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { isoDateSchema } from '../plans';
import { contentFlagFieldsShape, contentFlagsShape } from './flags';
import { contentReviewShape } from './review';
import { contentLanguageFieldShape, contentLanguageShape } from './language';
import { coverImageFieldShape, coverImageShape } from './covers';
import { mediaUrlSchema } from './media';
import { categoryRefSchema } from './quizzes';
import { submissionReviewSchema } from './reviews';
import { requiredText } from './text-fields';

/** The texts of the assignment calls; the spec's own where it has them ('Please upload a file.'). */
export const assignmentMessages = {
  created: 'Assignment uploaded successfully!',
  updated: 'Assignment updated successfully!',
  deleted: 'Assignment deleted successfully.',
  notFound: 'Assignment not found.',
  fileRequired: 'Please upload a file.',
  badCategories: 'Categories must be a JSON list of category ids.',
  unknownCategories: 'Some of the selected categories do not exist.',
  unknownVideo: 'The selected video does not exist.',
  submitted: 'Your work has been submitted!',
  emptySubmission: 'Please write your answer or upload a file.',
} as const;

/** Multipart field names: the spec's create form (title, description, file, video, dueDate, categories). */
export const assignmentFileField = 'file';
export const assignmentSubmissionFileField = 'file';

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

/** A calendar day as YYYY-MM-DD that exists (no 2025-02-30). */
function calendarDay(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date in the format YYYY-MM-DD.`)
    .refine(isRealDay, `${label} is not a valid date.`);
}

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * `categories`: a JSON string of category ids (multipart, as the spec's form sends it: '[1,2]'), or a list
 * (JSON bodies). Missing or empty means none.
 */
const categoryIdsField = z.preprocess(
  (value, ctx) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: assignmentMessages.badCategories });
      return z.NEVER;
    }
  },
  z
    .array(positiveId('A category id'), { error: assignmentMessages.badCategories })
    .max(50, 'An assignment can be linked to at most 50 categories.')
    .transform((ids) => [...new Set(ids)]),
);

/** `video`: the id of an existing video, or nothing ('' and 'null' from a form mean nothing). */
const optionalVideoId = z.preprocess(
  (value) => (value === undefined || value === '' || value === 'null' ? null : value),
  positiveId('Video').nullable(),
);

/**
 * The assignment form (multipart; a JSON body is read the same way). The file travels in the `file` part:
 * required on create ('Please upload a file.'), optional on edit. .pdf, .doc or .docx, checked by content.
 */
export const assignmentFormSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 10_000),
  dueDate: calendarDay('Due date'),
  video: optionalVideoId,
  categories: categoryIdsField,
  /** The worksheet's cover picture, uploaded first through `POST /api/assignments/media`. */
  ...coverImageFieldShape,
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type AssignmentForm = z.infer<typeof assignmentFormSchema>;

/** A child's work: text and/or a file (multipart `text` and `file`); at least one of them. */
export const assignmentSubmissionFormSchema = z.object({
  text: z
    .string({ error: 'Text must be text.' })
    .trim()
    .max(20_000, 'Text is too long.')
    .optional()
    .transform((text) => (text ? text : null)),
});
export type AssignmentSubmissionForm = z.infer<typeof assignmentSubmissionFormSchema>;

export const assignmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The linked categories' names, joined with ', ' (the admin table's category column). */
  category: z.string(),
  categories: z.array(categoryRefSchema),
  created_at: z.string(),
  /** The related video's id, or null. */
  video: z.number().int().nullable(),
  dueDate: isoDateSchema,
  /** Relative URL of the worksheet (/media/…). */
  fileUrl: z.string(),
  /** The cover picture a child's tile leads with ('/media/images/…'), null when it has none. */
  ...coverImageShape,
  ...contentFlagsShape,
  ...contentReviewShape,
  ...contentLanguageShape,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** The answer of `POST /api/assignments/media`: the stored picture's path, to send back as `cover_image`. */
export const assignmentPictureSchema = z.object({ url: mediaUrlSchema });

export const assignmentSavedResponseSchema = z.object({ message: z.string(), assignment: assignmentSchema });

export const assignmentSubmissionSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  childId: z.number().int(),
  childName: z.string().nullable(),
  text: z.string().nullable(),
  /**
   * A short-lived signed link to the uploaded work ('/media/submissions/<file>?expires=<unix s>&signature=…',
   * about an hour; children's work is never public), or null for a text-only submission. Use it as it is
   * (img, video, download); fetch the list again for a fresh one.
   */
  fileUrl: z.string().nullable(),
  submitted_at: z.string(),
  /** The parent's review (stars and comment), or null before one. */
  review: submissionReviewSchema.nullable(),
});
export type AssignmentSubmission = z.infer<typeof assignmentSubmissionSchema>;

const loggedIn = { roles: ['admin', 'parent', 'child'] } as const;
const adminOnly = { roles: ['admin'] } as const;

/** Assignments (worksheets) and children's submissions. The content service mounts exactly these. */
export const assignmentEndpoints = {
  list: defineEndpoint({
    id: 'assignments.list',
    service: 'content',
    method: 'GET',
    path: '/api/assignments',
    access: loggedIn,
    query: listQuerySchema,
    response: pageOf(assignmentSchema),
    summary: 'Assignments, newest first, with their categories; search by title.',
  }),
  get: defineEndpoint({
    id: 'assignments.get',
    service: 'content',
    method: 'GET',
    path: '/api/assignments/:id',
    access: loggedIn,
    params: idParamsSchema,
    response: assignmentSchema,
    summary: 'One assignment.',
  }),
  create: defineEndpoint({
    id: 'assignments.create',
    service: 'content',
    method: 'POST',
    // The spec's screen posts to '/api/assignments/': the trailing slash is accepted too.
    path: '/api/assignments',
    access: adminOnly,
    body: assignmentFormSchema,
    response: assignmentSavedResponseSchema,
    successStatus: 201,
    summary: 'Upload an assignment (multipart: title, description, file, video?, dueDate, categories as JSON).',
  }),
  update: defineEndpoint({
    id: 'assignments.update',
    service: 'content',
    method: 'PUT',
    path: '/api/assignments/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: assignmentFormSchema,
    response: assignmentSavedResponseSchema,
    summary: 'Edit an assignment (same fields; a new file is optional and replaces the old one).',
  }),
  uploadPicture: defineEndpoint({
    id: 'assignments.uploadPicture',
    service: 'content',
    method: 'POST',
    path: '/api/assignments/media',
    access: adminOnly,
    // Multipart with the file alone (field `image`): an empty body schema makes the service parse uploads.
    body: z.object({}),
    response: assignmentPictureSchema,
    successStatus: 201,
    summary:
      "Upload a worksheet's cover picture (field `image`, sniffed like other pictures); the form then sends its url " +
      'as `cover_image`. The cover is deleted with the worksheet or when it is replaced.',
  }),
  remove: defineEndpoint({
    id: 'assignments.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/assignments/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: "Delete an assignment with its file, the children's submissions (and their files) and progress.",
  }),
  submit: defineEndpoint({
    id: 'assignments.submissions.create',
    service: 'content',
    method: 'POST',
    path: '/api/assignments/:id/submissions',
    access: { roles: ['child'] },
    params: idParamsSchema,
    body: assignmentSubmissionFormSchema,
    response: z.object({ message: z.string(), submission: assignmentSubmissionSchema }),
    successStatus: 201,
    summary:
      'A child hands in work (multipart text and/or file); the assignment is marked completed in their progress.',
  }),
  listSubmissions: defineEndpoint({
    id: 'assignments.submissions.list',
    service: 'content',
    method: 'GET',
    path: '/api/assignments/:id/submissions',
    access: loggedIn,
    params: idParamsSchema,
    query: listQuerySchema.omit({ search: true }),
    response: pageOf(assignmentSubmissionSchema),
    summary: "Submissions, newest first: an admin sees all, a parent their own children's, a child their own.",
  }),
} as const;

export type AssignmentEndpoints = typeof assignmentEndpoints;
