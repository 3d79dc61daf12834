import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AssignmentModel, AssignmentSubmissionModel } from '../models';
import { type ContentAudience, type ContentFlagsPatch, audienceFilter, flagValues } from './content-audience';
import type { RepoContext } from './context';
import { type ItemReviewRecord, createContentReviewsRepo } from './content-reviews';
import { deleteProgressFor, upsertProgressRow } from './progress';
import {
  categoryNames,
  groupCategories,
  type LinkedCategoryRecord,
  missingCategories,
  type UnknownCategories,
} from './quizzes';
import {
  answeredPage,
  containsLiteral,
  findPage,
  findRow,
  findRows,
  limitAndOffset,
  type Page,
  type PageRequest,
  plainRow,
  type Row,
  type WriteResult,
} from './rows';

export type AssignmentRecord = Row<AssignmentModel> & { categories: LinkedCategoryRecord[] } & ItemReviewRecord;

/** An assignment as create and edit write it (flags left out keep their value). */
export interface AssignmentWrite extends ContentFlagsPatch {
  title: string;
  description: string;
  videoId: number | null;
  dueDate: string;
  categoryIds: number[];
  /** The cover picture ('/media/images/…'); null for none, left out to keep the one it has. */
  coverImage?: string | null | undefined;
}

export type AssignmentSubmissionRecord = Row<AssignmentSubmissionModel> & { childName: string | null };

export interface NewAssignmentSubmission {
  assignmentId: number;
  childId: number;
  text: string | null;
  fileUrl: string | null;
  submittedAt: Date;
}

/** Whose submissions a list may show. */
export type SubmissionScope = { all: true } | { childId: number } | { parentId: number };

/** A write refused because the video it was to link does not exist (nothing was written). */
export interface UnknownVideo {
  ok: false;
  reason: 'unknownVideo';
  videoId: number;
}

export type AssignmentWriteResult =
  | WriteResult<{ assignment: AssignmentRecord; previous: AssignmentRecord | null }, 'notFound'>
  | UnknownCategories
  | UnknownVideo;
/** The removed assignment, and the files of the submissions removed with it (the caller deletes them all). */
export type AssignmentRemoveResult = WriteResult<
  { assignment: AssignmentRecord; submissionFileUrls: string[] },
  'notFound'
>;
export type AssignmentSubmissionResult = WriteResult<{ submission: AssignmentSubmissionRecord }, 'notFound'>;

export function createAssignmentsRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, now, listCache } = context;
  const reviews = createContentReviewsRepo(context);
  const { Assignment, AssignmentCategory, AssignmentSubmission, Video, User, ActivityMedia } = models;
  const lists = listCache(Assignment);
  // Pages answered a moment ago (`answeredPage`), dropped by a write to anything a page shows.
  const pages = listCache(Assignment, AssignmentCategory, Video, User, models.Category, models.ContentReview);

  /** Category links, sources and reviews for a set of rows (a family never sees a revision's state). */
  async function withCategories(
    rows: Row<AssignmentModel>[],
    transaction?: Transaction,
    forFamily = false,
  ): Promise<AssignmentRecord[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const links = (await findRows(AssignmentCategory, { where: { assignmentId: ids }, transaction })).map((row) => ({
      ownerId: row.assignmentId,
      categoryId: row.categoryId,
    }));
    const categories = groupCategories(
      links,
      await categoryNames(
        models,
        links.map((link) => link.categoryId),
        transaction,
      ),
    );
    const linked = rows.map((row) => ({ ...row, categories: categories.get(row.id) ?? [] }));
    return reviews.attach('assignment', linked, { forFamily, transaction });
  }

  async function findAssignment(
    id: number,
    transaction?: Transaction,
    audience?: ContentAudience | null,
  ): Promise<AssignmentRecord | null> {
    const row = await findRow(Assignment, {
      where: { [Op.and]: [{ id }, ...audienceFilter(audience)] },
      transaction,
    });
    if (!row) return null;
    const [record] = await withCategories([row], transaction, Boolean(audience));
    return record ?? null;
  }

  /** Why the references of a write cannot be linked (unknown categories first), or null when they all exist. */
  async function unknownReferences(
    assignment: AssignmentWrite,
    transaction: Transaction,
  ): Promise<UnknownCategories | UnknownVideo | null> {
    const ids = await missingCategories(models, assignment.categoryIds, transaction);
    if (ids.length > 0) return { ok: false, reason: 'unknownCategories', ids };
    const { videoId } = assignment;
    if (videoId === null) return null;
    const video = await findRow(Video, { where: { id: videoId }, attributes: ['id'], transaction });
    return video ? null : { ok: false, reason: 'unknownVideo', videoId };
  }

  /**
   * The worksheet's cover is its own from now on: its pending upload (`recordCoverUpload`) is forgotten, so the
   * sweep leaves it.
   */
  async function claimCover(coverImage: string | null | undefined, transaction: Transaction): Promise<void> {
    if (typeof coverImage === 'string' && coverImage !== '')
      await ActivityMedia.destroy({ where: { url: coverImage, activityId: null }, transaction });
  }

  async function childNames(childIds: number[]): Promise<Map<number, string>> {
    if (childIds.length === 0) return new Map();
    const rows = await findRows(User, { where: { id: [...new Set(childIds)] }, attributes: ['id', 'name'] });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  return {
    /** Assignments, newest first, with their categories; `search` matches the title; a child sees what fits them. */
    list(request: PageRequest & { audience?: ContentAudience | null | undefined }): Promise<Page<AssignmentRecord>> {
      const { search, audience } = request;
      return answeredPage(pages, [audience], request, async () => {
        const term = search?.trim();
        const where: WhereOptions<AssignmentModel> = {
          [Op.and]: [
            ...(term ? [containsLiteral(sequelize, 'Assignment.title', term)] : []),
            ...audienceFilter(audience),
          ],
        };
        const { rows, total } = await findPage(Assignment, where, request, {
          cachedTotal: { cache: lists, filter: [audience, term] },
        });
        return { rows: await withCategories(rows, undefined, Boolean(audience)), total };
      });
    },

    /** With an audience (a child), an assignment that does not fit them is not found. */
    findById(id: number, audience?: ContentAudience | null): Promise<AssignmentRecord | null> {
      return findAssignment(id, undefined, audience);
    },

    /**
     * Creates the assignment and its category links in one transaction; nothing is written when a category or
     * the video does not exist (`unknownCategories`, `unknownVideo`).
     */
    create(
      assignment: AssignmentWrite & { fileUrl: string },
      authorId: number | null = null,
    ): Promise<AssignmentWriteResult> {
      return writeTransaction(async (transaction): Promise<AssignmentWriteResult> => {
        const refused = await unknownReferences(assignment, transaction);
        if (refused) return refused;
        const created = await Assignment.create(
          {
            title: assignment.title,
            description: assignment.description,
            fileUrl: assignment.fileUrl,
            videoId: assignment.videoId,
            dueDate: assignment.dueDate,
            coverImage: assignment.coverImage ?? null,
            ...flagValues(assignment),
          },
          { transaction },
        );
        await claimCover(assignment.coverImage, transaction);
        // A draft by its author, with no sources yet (issue 35).
        await reviews.start('assignment', created.id, authorId, transaction);
        await AssignmentCategory.bulkCreate(
          assignment.categoryIds.map((categoryId) => ({ assignmentId: created.id, categoryId })),
          { transaction },
        );
        const stored = await findAssignment(created.id, transaction);
        return stored ? { ok: true, assignment: stored, previous: null } : { ok: false, reason: 'notFound' };
      });
    },

    /**
     * Replaces the fields and category links (and the file, when `fileUrl` is given) in one transaction.
     * `previous` is the assignment before the edit (a replaced file is the caller's to remove once this succeeded).
     */
    update(id: number, assignment: AssignmentWrite & { fileUrl?: string | undefined }): Promise<AssignmentWriteResult> {
      return writeTransaction(async (transaction): Promise<AssignmentWriteResult> => {
        const locked = await findRow(Assignment, {
          where: { id },
          attributes: ['id'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        const previous = locked && (await findAssignment(id, transaction));
        if (!previous) return { ok: false, reason: 'notFound' };
        const refused = await unknownReferences(assignment, transaction);
        if (refused) return refused;
        await Assignment.update(
          {
            title: assignment.title,
            description: assignment.description,
            videoId: assignment.videoId,
            dueDate: assignment.dueDate,
            ...flagValues(assignment),
            ...(assignment.fileUrl === undefined ? {} : { fileUrl: assignment.fileUrl }),
            ...(assignment.coverImage === undefined ? {} : { coverImage: assignment.coverImage }),
          },
          { where: { id }, transaction },
        );
        await claimCover(assignment.coverImage, transaction);
        await AssignmentCategory.destroy({ where: { assignmentId: id }, transaction });
        await AssignmentCategory.bulkCreate(
          assignment.categoryIds.map((categoryId) => ({ assignmentId: id, categoryId })),
          { transaction },
        );
        const stored = await findAssignment(id, transaction);
        return stored ? { ok: true, assignment: stored, previous } : { ok: false, reason: 'notFound' };
      });
    },

    /**
     * Remembers an uploaded cover picture that no worksheet uses yet. Like the quiz form's pictures, it waits in
     * the activity form's table of pending uploads (`activity_media`, rows with no activity): one no worksheet
     * claimed within a day (a form never saved) is deleted by the media sweeper (`activities.sweepUnclaimed`), and
     * a file some worksheet names is never deleted (the outbox checks).
     */
    async recordCoverUpload(url: string): Promise<void> {
      await writeTransaction((transaction) =>
        ActivityMedia.create({ url, kind: 'image', activityId: null, uploadedAt: now() }, { transaction }),
      );
    },

    /**
     * Deletes an assignment with its links, submissions and progress rows in one transaction; the removed
     * assignment and its submissions' files, to remove once the rows are gone.
     */
    remove(id: number): Promise<AssignmentRemoveResult> {
      return writeTransaction(async (transaction): Promise<AssignmentRemoveResult> => {
        const assignment = await findAssignment(id, transaction);
        if (!assignment) return { ok: false, reason: 'notFound' };
        const submissions = await findRows(AssignmentSubmission, {
          where: { assignmentId: id, fileUrl: { [Op.ne]: null } },
          attributes: ['fileUrl'],
          transaction,
        });
        await deleteProgressFor(models, 'assignment', id, transaction);
        await AssignmentSubmission.destroy({ where: { assignmentId: id }, transaction });
        await AssignmentCategory.destroy({ where: { assignmentId: id }, transaction });
        await Assignment.destroy({ where: { id }, transaction });
        return {
          ok: true,
          assignment,
          submissionFileUrls: submissions.flatMap((row) => (row.fileUrl === null ? [] : [row.fileUrl])),
        };
      });
    },

    /**
     * Stores a child's work and marks the assignment completed in their progress, in one transaction.
     * `notFound` when the assignment does not exist (nothing is written).
     */
    async createSubmission(submission: NewAssignmentSubmission): Promise<AssignmentSubmissionResult> {
      const created = await writeTransaction(async (transaction) => {
        const assignment = await findRow(Assignment, {
          where: { id: submission.assignmentId },
          attributes: ['id'],
          transaction,
        });
        if (!assignment) return null;
        const row = await AssignmentSubmission.create(submission, { transaction });
        await upsertProgressRow(
          context,
          {
            childId: submission.childId,
            contentType: 'assignment',
            contentId: submission.assignmentId,
            completed: true,
            seenAt: submission.submittedAt,
          },
          transaction,
        );
        return plainRow(row);
      });
      if (!created) return { ok: false, reason: 'notFound' };
      const names = await childNames([submission.childId]);
      return { ok: true, submission: { ...created, childName: names.get(submission.childId) ?? null } };
    },

    /** An assignment's submissions, newest first, limited to what `scope` may see. */
    async listSubmissions(
      assignmentId: number,
      scope: SubmissionScope,
      request: PageRequest,
    ): Promise<Page<AssignmentSubmissionRecord>> {
      const owner: WhereOptions<AssignmentSubmissionModel>[] =
        'childId' in scope
          ? [{ childId: scope.childId }]
          : 'parentId' in scope
            ? [
                {
                  childId: {
                    [Op.in]: sequelize.literal(
                      `(SELECT id FROM users WHERE parent_id = ${sequelize.escape(scope.parentId)} AND role = 'child')`,
                    ),
                  },
                },
              ]
            : [];
      const where: WhereOptions<AssignmentSubmissionModel> = { [Op.and]: [{ assignmentId }, ...owner] };
      const [rows, total] = await Promise.all([
        findRows(AssignmentSubmission, {
          where,
          order: [
            ['submittedAt', 'DESC'],
            ['id', 'DESC'],
          ],
          ...limitAndOffset(request),
        }),
        AssignmentSubmission.count({ where }),
      ]);
      const names = await childNames(rows.map((row) => row.childId));
      return { rows: rows.map((row) => ({ ...row, childName: names.get(row.childId) ?? null })), total };
    },
  };
}

export type AssignmentsRepo = ReturnType<typeof createAssignmentsRepo>;
