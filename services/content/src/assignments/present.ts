import type { Assignment, AssignmentSubmission } from '@young-minds/contracts';
import type { AssignmentRecord, AssignmentSubmissionRecord } from '@young-minds/db';

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

export function toAssignmentSubmission(submission: AssignmentSubmissionRecord): AssignmentSubmission {
  return {
    id: submission.id,
    assignmentId: submission.assignmentId,
    childId: submission.childId,
    childName: submission.childName,
    text: submission.text,
    fileUrl: submission.fileUrl,
    submitted_at: submission.submittedAt.toISOString(),
  };
}
