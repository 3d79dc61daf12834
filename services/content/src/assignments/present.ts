import type { Assignment, AssignmentSubmission } from '@young-minds/contracts';
import type { AssignmentRecord, AssignmentSubmissionRecord } from '@young-minds/db';
import type { MediaSigner } from '../media/signing';
import { toSubmissionReview } from '../reviews/present';

export function toAssignment(assignment: AssignmentRecord): Assignment {
  return {
    id: assignment.id,
    title: assignment.title,
    description: assignment.description,
    category: assignment.categories.map((category) => category.name).join(', '),
    categories: assignment.categories.map(({ id, name }) => ({ id, name })),
    created_at: assignment.createdAt.toISOString(),
    video: assignment.videoId,
    dueDate: assignment.dueDate,
    fileUrl: assignment.fileUrl,
  };
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
