import type { Transaction, WhereOptions } from 'sequelize';
import type { AssignmentSubmissionModel } from '../models';
import type { RepoContext } from './context';
import {
  findAggregateRows,
  findRow,
  limitAndOffset,
  readRow,
  toNullableString,
  type Page,
  type Row,
  type WriteResult,
} from './rows';

/** A child's submission with the title of its assignment (null when the assignment is gone). */
export type ChildSubmissionRecord = Row<AssignmentSubmissionModel> & { assignmentTitle: string | null };

export interface ReviewWrite {
  childId: number;
  submissionId: number;
  stars: number;
  comment: string | null;
  reviewedAt: Date;
}

export type ReviewResult = WriteResult<{ submission: ChildSubmissionRecord }, 'notFound'>;

/** Worksheet reviews: the parent's stars and comment on a child's submissions (only those columns are written). */
export function createReviewsRepo({ models, writeTransaction }: RepoContext) {
  const { AssignmentSubmission, Assignment } = models;
  const withTitle = {
    model: Assignment,
    as: 'assignment',
    attributes: ['title'],
    required: false,
  };

  async function withAssignmentTitles(
    where: WhereOptions<AssignmentSubmissionModel>,
    extra: { limit?: number; offset?: number; transaction?: Transaction } = {},
  ): Promise<ChildSubmissionRecord[]> {
    const rows = await findAggregateRows(AssignmentSubmission, {
      where,
      include: [withTitle],
      order: [
        ['submittedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      ...extra,
    });
    return rows.map((raw) => ({
      ...readRow(AssignmentSubmission, raw),
      assignmentTitle: toNullableString(raw['assignment.title']),
    }));
  }

  return {
    /** A child's submissions, newest first (index `assignment_submissions_child_id_submitted_at`). */
    async listForChild(
      childId: number,
      request: { page: number; pageSize: number },
    ): Promise<Page<ChildSubmissionRecord>> {
      const [rows, total] = await Promise.all([
        withAssignmentTitles({ childId }, limitAndOffset(request)),
        AssignmentSubmission.count({ where: { childId } }),
      ]);
      return { rows, total };
    },

    /** Sets (or replaces) the review of one of the child's submissions; `notFound` when it is not the child's. */
    review(write: ReviewWrite): Promise<ReviewResult> {
      return writeTransaction(async (transaction): Promise<ReviewResult> => {
        const key = { id: write.submissionId, childId: write.childId };
        const existing = await findRow(AssignmentSubmission, { where: key, attributes: ['id'], transaction });
        if (!existing) return { ok: false, reason: 'notFound' };
        await AssignmentSubmission.update(
          { reviewStars: write.stars, reviewComment: write.comment, reviewedAt: write.reviewedAt },
          { where: { id: write.submissionId }, transaction },
        );
        const [submission] = await withAssignmentTitles(key, { transaction });
        if (!submission) return { ok: false, reason: 'notFound' };
        return { ok: true, submission };
      });
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
