import type { SubmissionReview } from '@young-minds/contracts';
import type { AssignmentSubmissionRecord } from '@young-minds/db';

/** A submission's review as the parent and the child read it; null until the parent gives stars. */
export function toSubmissionReview(
  submission: Pick<AssignmentSubmissionRecord, 'reviewStars' | 'reviewComment' | 'reviewedAt'>,
): SubmissionReview | null {
  if (submission.reviewStars === null || submission.reviewedAt === null) return null;
  return {
    stars: submission.reviewStars,
    comment: submission.reviewComment,
    reviewed_at: submission.reviewedAt.toISOString(),
  };
}
