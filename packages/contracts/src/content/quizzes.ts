import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { contentFlagFieldsShape, contentFlagsShape } from './flags';
import { contentReviewShape } from './review';
import { contentLanguageFieldShape, contentLanguageShape } from './language';
import { coverImageFieldShape, coverImageShape } from './covers';
import { mediaUrlSchema } from './media';
import { requiredText } from './text-fields';

/** The texts of the quiz calls. The spec's own words where it has them ('Please select at least one category'). */
export const quizMessages = {
  created: 'Quiz created successfully!',
  updated: 'Quiz updated successfully!',
  deleted: 'Quiz deleted successfully.',
  notFound: 'Quiz not found.',
  selectCategory: 'Please select at least one category.',
  needQuestion: 'A quiz needs at least one question.',
  unknownCategories: 'Some of the selected categories do not exist.',
  needAnswer: 'Please answer at least one question.',
  answerTwice: 'Each question may be answered only once.',
  foreignQuestion: 'An answer refers to a question that is not part of this quiz.',
  tooManySubmissions: 'You have answered this quiz many times in a row. Take a little break and try again in a minute.',
  tooManyChecks: 'So many answers so fast! Take a little break and try again in a minute.',
  pictureRequired: 'Please send one picture (field image).',
  pictureNotUploaded: "An answer's picture must be one uploaded through the quiz picture upload.",
} as const;

/** How the 415 of `POST /api/quizzes/media` names the file ('The picture must be an image (JPEG, …).'). */
export const quizPictureLabel = 'The picture';

/**
 * Quiz submissions one child may send in a minute (all quizzes together); the next gets 429 with
 * `quizMessages.tooManySubmissions`. A child answering honestly never sends that many; a script resubmitting until
 * it scores 100 % is slowed to a crawl (and the parent's average counts first attempts only).
 */
export const quizSubmissionRateLimit = { perMinute: 10 } as const;

/**
 * Answers one child may check in a minute (`POST /api/quizzes/:id/check`, all quizzes together); the next gets 429
 * with `quizMessages.tooManyChecks`. Generous: a child tapping through a long quiz checks one answer every few
 * seconds at most, while a script asking for every option of every question to find the key is slowed down.
 */
export const quizCheckRateLimit = { perMinute: 60 } as const;

export const quizAnswerOptions = ['A', 'B', 'C', 'D'] as const;
export type QuizAnswerOption = (typeof quizAnswerOptions)[number];

/** Each option's text field and picture field, by its letter (the letter itself is never shown to a child). */
export const quizOptionFields = {
  A: { text: 'option_a', image: 'option_a_image' },
  B: { text: 'option_b', image: 'option_b_image' },
  C: { text: 'option_c', image: 'option_c_image' },
  D: { text: 'option_d', image: 'option_d_image' },
} as const;

/** 'A'…'D'; lower case is accepted and read as upper case. */
function answerOption(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(quizAnswerOptions, {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be A, B, C or D.`),
    }),
  );
}

/** A positive whole id; numeric text (a form field) is read as a number. */
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

/** A category as content shows it: `{ id, name }`. */
export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

// ---- Requests -------------------------------------------------------------------------------------------

/** An answer's picture as the form sends it back: a public picture's path ('/media/images/…'), or null. */
const optionPicture = z.string().startsWith(`/media/images/`, quizMessages.pictureNotUploaded).nullable().default(null);

export const quizQuestionInputSchema = z.object({
  question: requiredText('Question text', 2000),
  option_a: requiredText('Option A', 500),
  option_b: requiredText('Option B', 500),
  option_c: requiredText('Option C', 500),
  option_d: requiredText('Option D', 500),
  /** An optional picture per option, uploaded first through `POST /api/quizzes/media`. */
  option_a_image: optionPicture,
  option_b_image: optionPicture,
  option_c_image: optionPicture,
  option_d_image: optionPicture,
  correct_option: answerOption('The correct option'),
});
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>;

/** Create and edit take the same body: the whole quiz (an edit replaces every question and category link). */
export const quizInputSchema = z.object({
  title: requiredText('Title', 200),
  linked_categories: z
    .array(positiveId('A category id'), {
      error: (issue) =>
        issue.input === undefined ? quizMessages.selectCategory : 'Categories must be a list of category ids.',
    })
    .min(1, quizMessages.selectCategory)
    .max(50, 'A quiz can be linked to at most 50 categories.')
    .transform((ids) => [...new Set(ids)]),
  questions: z
    .array(quizQuestionInputSchema, {
      error: (issue) => (issue.input === undefined ? quizMessages.needQuestion : 'Questions must be a list.'),
    })
    .min(1, quizMessages.needQuestion)
    .max(200, 'A quiz can have at most 200 questions.'),
  /** The quiz's cover picture, uploaded first through `POST /api/quizzes/media`. */
  ...coverImageFieldShape,
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type QuizInput = z.infer<typeof quizInputSchema>;

export const quizListQuerySchema = listQuerySchema.extend({
  /** Only quizzes linked to this category. */
  categoryId: positiveId('categoryId').optional(),
});
export type QuizListQuery = z.infer<typeof quizListQuerySchema>;

export const quizSubmissionRequestSchema = z.object({
  quizId: positiveId('quizId'),
  answers: z
    .array(
      z.object({
        questionId: positiveId('questionId'),
        answer: answerOption('The answer'),
      }),
      { error: (issue) => (issue.input === undefined ? quizMessages.needAnswer : 'Answers must be a list.') },
    )
    .min(1, quizMessages.needAnswer)
    .max(200, 'Too many answers.')
    .refine(
      (answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length,
      quizMessages.answerTwice,
    ),
});
export type QuizSubmissionRequest = z.infer<typeof quizSubmissionRequestSchema>;

/** `POST /api/quizzes/:id/check`: one answer to check as the child gives it (nothing is stored). */
export const quizCheckRequestSchema = z.object({
  questionId: positiveId('questionId'),
  answer: answerOption('The answer'),
});

// ---- Responses ------------------------------------------------------------------------------------------

const percentage = z.number().int().min(0).max(100);

/** A row of the quiz list (the spec's Quiz (list): id, title, category, questionCount, created_at). */
export const quizSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The linked categories' names, joined with ', ' (the admin table's Category column). */
  category: z.string(),
  categories: z.array(categoryRefSchema),
  questionCount: z.number().int().min(0),
  /** The cover picture a child's tile leads with ('/media/images/…'), null when it has none. */
  ...coverImageShape,
  ...contentFlagsShape,
  ...contentReviewShape,
  ...contentLanguageShape,
  created_at: z.string(),
  /**
   * For a child only (absent for admins and parents): their best and their last attempt's percentage of right
   * answers, null before their first attempt. On the list and on one quiz, so the start screen can say "your best".
   */
  bestScore: percentage.nullable().optional(),
  lastScore: percentage.nullable().optional(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  option_a: z.string(),
  option_b: z.string(),
  option_c: z.string(),
  option_d: z.string(),
  /** Each option's picture ('/media/images/…'), null when it has none. */
  option_a_image: mediaUrlSchema.nullable(),
  option_b_image: mediaUrlSchema.nullable(),
  option_c_image: mediaUrlSchema.nullable(),
  option_d_image: mediaUrlSchema.nullable(),
  /** Sent to admins only: a child taking the quiz never receives the answers. */
  correct_option: z.enum(quizAnswerOptions).optional(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = quizSummarySchema.extend({
  /** The linked category ids, as the edit form sends them back. */
  linked_categories: z.array(z.number().int()),
  updated_at: z.string(),
  questions: z.array(quizQuestionSchema),
});
export type Quiz = z.infer<typeof quizSchema>;

export const quizSavedResponseSchema = z.object({ message: z.string(), quiz: quizSchema });

/**
 * One graded answer: whether it was right and which option was. The answer key is revealed only here, after the
 * child handed in their answers (`GET /api/quizzes/:id` never shows it to anyone but an admin).
 */
export const quizResultSchema = z.object({
  questionId: z.number().int(),
  /** The child's answer; null for a question left unanswered (it counts as wrong). */
  answer: z.enum(quizAnswerOptions).nullable(),
  correct: z.boolean(),
  correct_option: z.enum(quizAnswerOptions),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** One answer checked on its own: right or not, and the right option (to show and say before Next). */
export const quizCheckResultSchema = z.object({
  questionId: z.number().int(),
  answer: z.enum(quizAnswerOptions),
  correct: z.boolean(),
  correct_option: z.enum(quizAnswerOptions),
});
export type QuizCheckResult = z.infer<typeof quizCheckResultSchema>;

export const quizPictureSchema = z.object({ url: mediaUrlSchema });

export const quizSubmissionResultSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  score: z.number().int().min(0),
  total: z.number().int().min(0),
  /** score / total as a whole percentage (what learning progress records). */
  percentage,
  results: z.array(quizResultSchema),
  submitted_at: z.string(),
});
export type QuizSubmissionResult = z.infer<typeof quizSubmissionResultSchema>;

/** A child's past attempt. */
export const quizAttemptSchema = z.object({
  id: z.number().int(),
  quizId: z.number().int(),
  quizTitle: z.string(),
  score: z.number().int().min(0),
  total: z.number().int().min(0),
  percentage: z.number().int().min(0).max(100),
  submitted_at: z.string(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

// ---- Endpoints ------------------------------------------------------------------------------------------

const loggedIn = { roles: ['admin', 'parent', 'child'] } as const;
const adminOnly = { roles: ['admin'] } as const;
const childOnly = { roles: ['child'] } as const;
const quizMessage = z.object({ message: z.string() });

/** Quizzes and a child's attempts. The content service mounts exactly these. */
export const quizEndpoints = {
  list: defineEndpoint({
    id: 'quizzes.list',
    service: 'content',
    method: 'GET',
    path: '/api/quizzes',
    access: loggedIn,
    query: quizListQuerySchema,
    response: pageOf(quizSummarySchema),
    summary:
      'Quizzes, newest first, with their categories and question count; search by title, filter by categoryId. ' +
      "A child's rows carry their best and last score.",
  }),
  get: defineEndpoint({
    id: 'quizzes.get',
    service: 'content',
    method: 'GET',
    path: '/api/quizzes/:id',
    access: loggedIn,
    params: idParamsSchema,
    response: quizSchema,
    summary:
      "One quiz with its questions; `correct_option` is included for admins only. A child's carries their best and last score.",
  }),
  create: defineEndpoint({
    id: 'quizzes.create',
    service: 'content',
    method: 'POST',
    path: '/api/quizzes',
    access: adminOnly,
    body: quizInputSchema,
    response: quizSavedResponseSchema,
    successStatus: 201,
    summary: 'Create a quiz with its questions and categories, all in one transaction.',
  }),
  update: defineEndpoint({
    id: 'quizzes.update',
    service: 'content',
    method: 'PUT',
    path: '/api/quizzes/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: quizInputSchema,
    response: quizSavedResponseSchema,
    summary: 'Replace a quiz: title, every question and every category link, in one transaction.',
  }),
  remove: defineEndpoint({
    id: 'quizzes.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/quizzes/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: quizMessage,
    summary: "Delete a quiz with its questions, links, children's submissions and progress.",
  }),
  uploadPicture: defineEndpoint({
    id: 'quizzes.uploadPicture',
    service: 'content',
    method: 'POST',
    path: '/api/quizzes/media',
    access: adminOnly,
    // Multipart with the file alone (field `image`): an empty body schema makes the service parse uploads.
    body: z.object({}),
    response: quizPictureSchema,
    successStatus: 201,
    summary:
      "Upload an answer's picture or the quiz's cover (field `image`, sniffed like other pictures); the quiz form " +
      "then sends its url as the option's `option_x_image` or as `cover_image`. A quiz's pictures are deleted " +
      'with the quiz, the option or the cover.',
  }),
  check: defineEndpoint({
    id: 'quizzes.check',
    service: 'content',
    method: 'POST',
    path: '/api/quizzes/:id/check',
    access: childOnly,
    params: idParamsSchema,
    body: quizCheckRequestSchema,
    response: quizCheckResultSchema,
    summary:
      'Checks one answer as the child gives it (the server stays the judge; nothing is stored): right or not and ' +
      'the right option, for the feedback before Next. The score is still what `submit` grades. At most ' +
      `${quizCheckRateLimit.perMinute} a minute per child (429 with a kind sentence and Retry-After).`,
  }),
  submit: defineEndpoint({
    id: 'quizSubmissions.submit',
    service: 'content',
    method: 'POST',
    path: '/api/quiz-submissions/submit',
    access: childOnly,
    body: quizSubmissionRequestSchema,
    response: quizSubmissionResultSchema,
    successStatus: 201,
    summary:
      "A child's answers: graded, stored as a submission and as learning progress (completed, score %); the result " +
      `shows each answer right or wrong and the correct option; at most ${quizSubmissionRateLimit.perMinute} a minute ` +
      'per child (429 with a kind sentence and Retry-After).',
  }),
  myAttempts: defineEndpoint({
    id: 'quizSubmissions.mine',
    service: 'content',
    method: 'GET',
    path: '/api/quiz-submissions/me',
    access: childOnly,
    query: listQuerySchema,
    response: pageOf(quizAttemptSchema),
    summary: "The calling child's own past attempts, newest first.",
  }),
} as const;

export type QuizEndpoints = typeof quizEndpoints;
