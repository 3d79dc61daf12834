import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AssignmentModel, AssignmentSubmissionModel } from '../models';
import type { RepoContext } from './context';
import { deleteProgressFor, upsertProgressRow } from './progress';
import { assertCategoriesExist, categoryNames, groupCategories, type LinkedCategoryRecord } from './quizzes';
import {
  containsLiteral,
  findPage,
  findRawRow,
  findRawRows,
  limitAndOffset,
  type Page,
  type PageRequest,
  plainRow,
  type RawRow,
  toDate,
  toDateOnly,
  toNullableNumber,
  toNullableString,
  toNumber,
} from './rows';

/** The video an assignment was to be linked to does not exist (nothing was written). */
export class UnknownLinkedVideoError extends Error {
  constructor(readonly videoId: number) {
    super(`Unknown video: ${videoId}`);
    this.name = 'UnknownLinkedVideoError';
  }
}

export interface AssignmentRecord {
  id: number;
  title: string;
  description: string;
  fileUrl: string;
  videoId: number | null;
  /** YYYY-MM-DD. */
  dueDate: string;
  createdAt: Date;
  updatedAt: Date;
  categories: LinkedCategoryRecord[];
}

export interface AssignmentWrite {
  title: string;
  description: string;
  videoId: number | null;
  dueDate: string;
  categoryIds: number[];
}

export interface AssignmentSubmissionRecord {
  id: number;
  assignmentId: number;
  childId: number;
  childName: string | null;
  text: string | null;
  fileUrl: string | null;
  submittedAt: Date;
}

export interface NewAssignmentSubmission {
  assignmentId: number;
  childId: number;
  text: string | null;
  fileUrl: string | null;
  submittedAt: Date;
}

/** Whose submissions a list may show. */
export type SubmissionScope = { all: true } | { childId: number } | { parentId: number };

function toSubmissionRecord(row: RawRow, childName: string | null): AssignmentSubmissionRecord {
  return {
    id: toNumber(row.id),
    assignmentId: toNumber(row.assignmentId),
    childId: toNumber(row.childId),
    childName,
    text: toNullableString(row.text),
    fileUrl: toNullableString(row.fileUrl),
    submittedAt: toDate(row.submittedAt),
  };
}

export function createAssignmentsRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Assignment, AssignmentCategory, AssignmentSubmission, Video, User } = models;

  async function withCategories(rows: RawRow[], transaction?: Transaction): Promise<AssignmentRecord[]> {
    const ids = rows.map((row) => toNumber(row.id));
    if (ids.length === 0) return [];
    const links = (await findRawRows(AssignmentCategory, { where: { assignmentId: ids }, transaction })).map((row) => ({
      ownerId: toNumber(row.assignmentId),
      categoryId: toNumber(row.categoryId),
    }));
    const categories = groupCategories(
      links,
      await categoryNames(
        models,
        links.map((link) => link.categoryId),
        transaction,
      ),
    );
    return rows.map((row) => {
      const id = toNumber(row.id);
      return {
        id,
        title: String(row.title),
        description: String(row.description),
        fileUrl: String(row.fileUrl),
        videoId: toNullableNumber(row.videoId),
        dueDate: toDateOnly(row.dueDate),
        createdAt: toDate(row.createdAt),
        updatedAt: toDate(row.updatedAt),
        categories: categories.get(id) ?? [],
      };
    });
  }

  async function findAssignment(id: number, transaction?: Transaction): Promise<AssignmentRecord | null> {
    const row = await findRawRow(Assignment, { where: { id }, transaction });
    if (!row) return null;
    const [record] = await withCategories([row], transaction);
    return record ?? null;
  }

  async function assertVideoExists(videoId: number | null, transaction: Transaction): Promise<void> {
    if (videoId === null) return;
    const video = await findRawRow(Video, { where: { id: videoId }, attributes: ['id'], transaction });
    if (!video) throw new UnknownLinkedVideoError(videoId);
  }

  async function childNames(childIds: number[]): Promise<Map<number, string>> {
    if (childIds.length === 0) return new Map();
    const rows = await findRawRows(User, { where: { id: [...new Set(childIds)] }, attributes: ['id', 'name'] });
    return new Map(rows.map((row) => [toNumber(row.id), String(row.name)]));
  }

  return {
    /** Assignments, newest first, with their categories; `search` matches the title. */
    async list({ search, ...request }: PageRequest): Promise<Page<AssignmentRecord>> {
      const term = search?.trim();
      const where: WhereOptions<AssignmentModel> = term ? { [Op.and]: [containsLiteral(sequelize, 'Assignment.title', term)] } : {};
      const { rows, total } = await findPage(Assignment, where, request);
      return { rows: await withCategories(rows), total };
    },

    findById(id: number): Promise<AssignmentRecord | null> {
      return findAssignment(id);
    },

    /**
     * Creates the assignment and its category links in one transaction. Throws UnknownLinkedCategoriesError
     * or UnknownLinkedVideoError for references that do not exist (nothing is written).
     */
    async create(assignment: AssignmentWrite & { fileUrl: string }): Promise<AssignmentRecord> {
      const id = await writeTransaction(async (transaction) => {
        await assertCategoriesExist(models, assignment.categoryIds, transaction);
        await assertVideoExists(assignment.videoId, transaction);
        const created = await Assignment.create(
          {
            title: assignment.title,
            description: assignment.description,
            fileUrl: assignment.fileUrl,
            videoId: assignment.videoId,
            dueDate: assignment.dueDate,
          },
          { transaction },
        );
        await AssignmentCategory.bulkCreate(
          assignment.categoryIds.map((categoryId) => ({ assignmentId: created.id, categoryId })),
          { transaction },
        );
        return created.id;
      });
      const stored = await findAssignment(id);
      if (!stored) throw new Error(`Assignment ${id} vanished after it was created.`);
      return stored;
    },

    /**
     * Replaces the fields and category links (and the file, when `fileUrl` is given) in one transaction.
     * Null when there is no such assignment. `replacedFileUrl` is the old file to remove once this succeeded.
     */
    async update(
      id: number,
      assignment: AssignmentWrite & { fileUrl?: string | undefined },
    ): Promise<{ assignment: AssignmentRecord; replacedFileUrl: string | null } | null> {
      const replaced = await writeTransaction(async (transaction) => {
        const existing = await findRawRow(Assignment, {
          where: { id },
          attributes: ['id', 'fileUrl'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        if (!existing) return undefined;
        await assertCategoriesExist(models, assignment.categoryIds, transaction);
        await assertVideoExists(assignment.videoId, transaction);
        await Assignment.update(
          {
            title: assignment.title,
            description: assignment.description,
            videoId: assignment.videoId,
            dueDate: assignment.dueDate,
            ...(assignment.fileUrl === undefined ? {} : { fileUrl: assignment.fileUrl }),
          },
          { where: { id }, transaction },
        );
        await AssignmentCategory.destroy({ where: { assignmentId: id }, transaction });
        await AssignmentCategory.bulkCreate(
          assignment.categoryIds.map((categoryId) => ({ assignmentId: id, categoryId })),
          { transaction },
        );
        const oldFile = String(existing.fileUrl);
        return assignment.fileUrl !== undefined && assignment.fileUrl !== oldFile ? oldFile : null;
      });
      if (replaced === undefined) return null;
      const stored = await findAssignment(id);
      return stored ? { assignment: stored, replacedFileUrl: replaced } : null;
    },

    /**
     * Deletes an assignment with its links, submissions and progress rows in one transaction. Null when there
     * is no such assignment; otherwise the files that belonged to it (its worksheet and the submissions'),
     * to remove once the rows are gone.
     */
    remove(id: number): Promise<{ fileUrls: string[] } | null> {
      return writeTransaction(async (transaction) => {
        const existing = await findRawRow(Assignment, { where: { id }, attributes: ['id', 'fileUrl'], transaction });
        if (!existing) return null;
        const submissions = await findRawRows(AssignmentSubmission, {
          where: { assignmentId: id, fileUrl: { [Op.ne]: null } },
          attributes: ['fileUrl'],
          transaction,
        });
        await deleteProgressFor(models, 'assignment', id, transaction);
        await AssignmentSubmission.destroy({ where: { assignmentId: id }, transaction });
        await AssignmentCategory.destroy({ where: { assignmentId: id }, transaction });
        await Assignment.destroy({ where: { id }, transaction });
        return {
          fileUrls: [String(existing.fileUrl), ...submissions.map((row) => String(row.fileUrl))],
        };
      });
    },

    /**
     * Stores a child's work and marks the assignment completed in their progress, in one transaction.
     * Null when the assignment does not exist (nothing is written).
     */
    async createSubmission(submission: NewAssignmentSubmission): Promise<AssignmentSubmissionRecord | null> {
      const created = await writeTransaction(async (transaction) => {
        const assignment = await findRawRow(Assignment, { where: { id: submission.assignmentId }, attributes: ['id'], transaction });
        if (!assignment) return null;
        const row = await AssignmentSubmission.create(submission, { transaction });
        await upsertProgressRow(
          models,
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
      if (!created) return null;
      const names = await childNames([submission.childId]);
      return toSubmissionRecord(created, names.get(submission.childId) ?? null);
    },

    /** An assignment's submissions, newest first, limited to what `scope` may see. */
    async listSubmissions(assignmentId: number, scope: SubmissionScope, request: PageRequest): Promise<Page<AssignmentSubmissionRecord>> {
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
        findRawRows(AssignmentSubmission, {
          where,
          order: [
            ['submittedAt', 'DESC'],
            ['id', 'DESC'],
          ],
          ...limitAndOffset(request),
        }),
        AssignmentSubmission.count({ where }),
      ]);
      const names = await childNames(rows.map((row) => toNumber(row.childId)));
      return { rows: rows.map((row) => toSubmissionRecord(row, names.get(toNumber(row.childId)) ?? null)), total };
    },
  };
}

export type AssignmentsRepo = ReturnType<typeof createAssignmentsRepo>;
