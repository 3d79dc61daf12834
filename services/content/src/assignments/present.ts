import { type Assignment, type AssignmentSubmission, assignmentSchema } from '@young-minds/contracts';
import type { AssignmentRecord, AssignmentSubmissionRecord } from '@young-minds/db';
import { toContractShape } from '@young-minds/service-kit';
import type { MediaSigner } from '../media/signing';
import { toSubmissionReview } from '../reviews/present';

/** Every contract field from its column (the flags with it); the categories as names and `{ id, name }`. */
export function toAssignment(assignment: AssignmentRecord): Assignment {
  return toContractShape(assignmentSchema, assignment, {
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
