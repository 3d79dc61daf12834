import {
  type ChildSubmission,
  familyProgressEndpoints as endpoints,
  familyProgressMessages,
} from '@young-minds/contracts';
import type { ChildSubmissionRecord } from '@young-minds/db';
import { notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import type { MediaSigner } from '@young-minds/service-kit';
import { readableChild } from '../progress/own-child';
import { toSubmissionReview } from './present';

/** A submission for the parent's review screen; its file as a short-lived signed link, like every submission. */
function toChildSubmission(submission: ChildSubmissionRecord, signer: MediaSigner): ChildSubmission {
  return {
    id: submission.id,
    assignmentId: submission.assignmentId,
    assignmentTitle: submission.assignmentTitle,
    childId: submission.childId,
    submitted_at: submission.submittedAt.toISOString(),
    text: submission.text,
    fileUrl: signer.sign(submission.fileUrl),
    review: toSubmissionReview(submission),
  };
}

/** Worksheet reviews: a parent reads their child's work and gives 1–3 stars and a comment the child then sees. */
export function mountReviewRoutes(context: ContentContext): void {
  const { kit, repos, signer, now } = context;

  kit.route(endpoints.submissions, async ({ params, query, principal }) => {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    const { rows, total } = await repos.reviews.listForChild(child.id, query);
    return {
      data: rows.map((row) => toChildSubmission(row, signer)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  kit.route(endpoints.review, async ({ params, body, principal }) => {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    const result = await repos.reviews.review({
      childId: child.id,
      submissionId: params.submissionId,
      stars: body.stars,
      comment: body.comment,
      reviewedAt: now(),
    });
    if (!result.ok) throw notFound(familyProgressMessages.submissionNotFound);
    return toChildSubmission(result.submission, signer);
  });
}
