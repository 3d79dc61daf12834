import { type Assignment, type AssignmentSubmission, assignmentSchema } from '@young-minds/contracts';
import type { AssignmentRecord, AssignmentSubmissionRecord } from '@young-minds/db';
import { type MediaSigner, toContractShape } from '@young-minds/service-kit';
import type { MediaLinks } from '../media/links';
import { toSubmissionReview } from '../reviews/present';

/**
 * Every contract field from its column (the flags with it); the categories as names and `{ id, name }`; the
 * worksheet as the caller's signed link.
 */
export function toAssignment(assignment: AssignmentRecord, link: MediaLinks): Assignment {
  return toContractShape(assignmentSchema, assignment, {
    fileUrl: link(assignment.fileUrl),
    cover_image: link(assignment.coverImage),
    category: assignment.categories.map((category) => category.name).join(', '),
    categories: assignment.categories.map(({ id, name }) => ({ id, name })),
    video: assignment.videoId,
  });
}

/** A child's work; its file as a short-lived signed link (homework is never public). */
export function toAssignmentSubmission(
  submission: AssignmentSubmissionRecord,
  signer: MediaSigner,
): AssignmentSubmission {
  return {
    id: submission.id,
    assignmentId: submission.assignmentId,
    childId: submission.childId,
    childName: submission.childName,
    text: submission.text,
    fileUrl: signer.sign(submission.fileUrl),
    submitted_at: submission.submittedAt.toISOString(),
    review: toSubmissionReview(submission),
  };
}
