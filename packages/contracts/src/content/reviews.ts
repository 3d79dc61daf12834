import { z } from 'zod';

/** A parent's review of a child's worksheet: 1–3 stars and an optional short comment, which the child sees. */
export const reviewStarsLimits = { min: 1, max: 3 } as const;
export const reviewCommentMaxLength = 500;

export const submissionReviewSchema = z.object({
  stars: z.number().int().min(reviewStarsLimits.min).max(reviewStarsLimits.max),
  comment: z.string().nullable(),
  reviewed_at: z.string(),
});
export type SubmissionReview = z.infer<typeof submissionReviewSchema>;

/** `PUT …/submissions/:submissionId/review`: a new review replaces the previous one. */
export const submissionReviewFormSchema = z.object({
  stars: z
    .number({ error: (issue) => (issue.input === undefined ? 'stars is required.' : 'stars must be a number.') })
    .int('stars must be a whole number.')
    .min(reviewStarsLimits.min, 'Give 1 to 3 stars.')
    .max(reviewStarsLimits.max, 'Give 1 to 3 stars.'),
  comment: z
    .string({ error: 'comment must be text.' })
    .trim()
    .max(reviewCommentMaxLength, `The comment can be at most ${reviewCommentMaxLength} characters.`)
    .nullable()
    .optional()
    .transform((comment) => (comment ? comment : null)),
});
export type SubmissionReviewForm = z.infer<typeof submissionReviewFormSchema>;
