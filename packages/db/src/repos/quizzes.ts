import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AnswerOption, Models, QuizModel } from '../models';
import type { RepoContext } from './context';
import { deleteProgressFor, upsertProgressRow } from './progress';
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
  toJsonValue,
  toNullableNumber,
  toNumber,
} from './rows';

/** A category linked to content: `{ id, name }`. */
export interface LinkedCategoryRecord {
  id: number;
  name: string;
}

/** Some of the category ids a quiz or assignment was to be linked to do not exist (nothing was written). */
export class UnknownLinkedCategoriesError extends Error {
  constructor(readonly ids: number[]) {
    super(`Unknown categories: ${ids.join(', ')}`);
    this.name = 'UnknownLinkedCategoriesError';
  }
}

/** Throws UnknownLinkedCategoriesError unless every id names a category (checked inside the write's transaction). */
export async function assertCategoriesExist(models: Models, ids: number[], transaction: Transaction): Promise<void> {
  if (ids.length === 0) return;
  const rows = await findRawRows(models.Category, { where: { id: ids }, attributes: ['id'], transaction });
  const found = new Set(rows.map((row) => toNumber(row.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new UnknownLinkedCategoriesError(missing);
}

/** `{ id, name }` of the given categories, by id. */
export async function categoryNames(models: Models, ids: number[], transaction?: Transaction): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await findRawRows(models.Category, { where: { id: [...new Set(ids)] }, attributes: ['id', 'name'], transaction });
  return new Map(rows.map((row) => [toNumber(row.id), String(row.name)]));
}

/** Groups link rows `{ ownerId, categoryId }` into each owner's categories, sorted by name. */
export function groupCategories(
  links: { ownerId: number; categoryId: number }[],
  names: Map<number, string>,
): Map<number, LinkedCategoryRecord[]> {
  const grouped = new Map<number, LinkedCategoryRecord[]>();
  for (const link of links) {
    const name = names.get(link.categoryId);
    if (name === undefined) continue;
    const list = grouped.get(link.ownerId) ?? [];
    list.push({ id: link.categoryId, name });
    grouped.set(link.ownerId, list);
  }
  for (const list of grouped.values()) list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return grouped;
}

export interface QuizQuestionRecord {
  id: number;
  position: number;
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correctOption: AnswerOption;
}

export interface QuizSummaryRecord {
  id: number;
  title: string;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  categories: LinkedCategoryRecord[];
  questionCount: number;
}

export interface QuizRecord extends QuizSummaryRecord {
  /** In the order they were written. */
  questions: QuizQuestionRecord[];
}

export interface NewQuizQuestion {
  question: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correctOption: AnswerOption;
}

/** A whole quiz as create and edit write it. */
export interface QuizWrite {
  title: string;
  categoryIds: number[];
  questions: NewQuizQuestion[];
}

export interface QuizSubmissionRecord {
  id: number;
  quizId: number;
  childId: number;
  score: number;
  total: number;
  /** Question id → the option chosen. */
  answers: Record<string, AnswerOption>;
  submittedAt: Date;
}

/** A past attempt with the quiz's title. */
export interface QuizAttemptRecord extends QuizSubmissionRecord {
  quizTitle: string;
}

export interface NewQuizSubmission {
  quizId: number;
  childId: number;
  score: number;
  total: number;
  answers: Record<string, AnswerOption>;
  /** Stored in learning progress as the quiz's score. */
  percentage: number;
  submittedAt: Date;
}

function toQuestionRecord(row: RawRow): QuizQuestionRecord {
  return {
    id: toNumber(row.id),
    position: toNumber(row.position),
    question: String(row.question),
    optionA: String(row.optionA),
    optionB: String(row.optionB),
    optionC: String(row.optionC),
    optionD: String(row.optionD),
    correctOption: row.correctOption as AnswerOption,
  };
}

function toSubmissionRecord(row: RawRow): QuizSubmissionRecord {
  return {
    id: toNumber(row.id),
    quizId: toNumber(row.quizId),
    childId: toNumber(row.childId),
    score: toNumber(row.score),
    total: toNumber(row.total),
    answers: (toJsonValue(row.answers) ?? {}) as Record<string, AnswerOption>,
    submittedAt: toDate(row.submittedAt),
  };
}

export function createQuizzesRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Quiz, QuizQuestion, QuizCategory, QuizSubmission } = models;

  /** Categories and question counts for a set of quiz rows (two queries, whatever the number of rows). */
  async function summaries(rows: RawRow[], transaction?: Transaction): Promise<QuizSummaryRecord[]> {
    const ids = rows.map((row) => toNumber(row.id));
    if (ids.length === 0) return [];
    const [links, counts] = await Promise.all([
      findRawRows(QuizCategory, { where: { quizId: ids }, transaction }),
      findRawRows(QuizQuestion, {
        where: { quizId: ids },
        attributes: ['quizId', [sequelize.fn('COUNT', sequelize.col('id')), 'questionCount']],
        group: [sequelize.col('quiz_id')],
        transaction,
      }),
    ]);
    const linkList = links.map((row) => ({ ownerId: toNumber(row.quizId), categoryId: toNumber(row.categoryId) }));
    const names = await categoryNames(
      models,
      linkList.map((link) => link.categoryId),
      transaction,
    );
    const categories = groupCategories(linkList, names);
    const questionCounts = new Map(counts.map((row) => [toNumber(row.quizId), toNumber(row.questionCount)]));
    return rows.map((row) => {
      const id = toNumber(row.id);
      return {
        id,
        title: String(row.title),
        createdBy: toNullableNumber(row.createdBy),
        createdAt: toDate(row.createdAt),
        updatedAt: toDate(row.updatedAt),
        categories: categories.get(id) ?? [],
        questionCount: questionCounts.get(id) ?? 0,
      };
    });
  }

  async function findQuiz(id: number, transaction?: Transaction): Promise<QuizRecord | null> {
    const row = await findRawRow(Quiz, { where: { id }, transaction });
    if (!row) return null;
    const [summary] = await summaries([row], transaction);
    const questions = await findRawRows(QuizQuestion, { where: { quizId: id }, order: [['position', 'ASC']], transaction });
    return summary ? { ...summary, questions: questions.map(toQuestionRecord) } : null;
  }

  /** Writes the questions and category links of a quiz (the caller removed the old ones). */
  async function writeParts(quizId: number, quiz: QuizWrite, transaction: Transaction): Promise<void> {
    await QuizQuestion.bulkCreate(
      quiz.questions.map((question, position) => ({ quizId, position, ...question })),
      { transaction },
    );
    await QuizCategory.bulkCreate(
      quiz.categoryIds.map((categoryId) => ({ quizId, categoryId })),
      { transaction },
    );
  }

  return {
    /** Quizzes, newest first, each with categories and question count; `search` matches the title. */
    async list({ search, categoryId, ...request }: PageRequest & { categoryId?: number | undefined }): Promise<Page<QuizSummaryRecord>> {
      const term = search?.trim();
      const where: WhereOptions<QuizModel> = {
        [Op.and]: [
          ...(term ? [containsLiteral(sequelize, 'Quiz.title', term)] : []),
          ...(categoryId === undefined
            ? []
            : [
                {
                  id: {
                    [Op.in]: sequelize.literal(
                      `(SELECT quiz_id FROM quiz_categories WHERE category_id = ${sequelize.escape(categoryId)})`,
                    ),
                  },
                },
              ]),
        ],
      };
      const { rows, total } = await findPage(Quiz, where, request);
      return { rows: await summaries(rows), total };
    },

    /** One quiz with its questions (correct options included: the service decides who sees them). */
    findById(id: number): Promise<QuizRecord | null> {
      return findQuiz(id);
    },

    /**
     * Creates the quiz, its questions and its category links in one transaction: nothing is written if any
     * part fails. Throws UnknownLinkedCategoriesError for category ids that do not exist.
     */
    async create(quiz: QuizWrite, createdBy: number | null): Promise<QuizRecord> {
      const id = await writeTransaction(async (transaction) => {
        await assertCategoriesExist(models, quiz.categoryIds, transaction);
        const created = await Quiz.create({ title: quiz.title, createdBy }, { transaction });
        await writeParts(created.id, quiz, transaction);
        return created.id;
      });
      const stored = await findQuiz(id);
      if (!stored) throw new Error(`Quiz ${id} vanished after it was created.`);
      return stored;
    },

    /**
     * Replaces a quiz's title, questions and category links in one transaction. Null when there is no such
     * quiz. Throws UnknownLinkedCategoriesError for category ids that do not exist (nothing changes).
     */
    async update(id: number, quiz: QuizWrite): Promise<QuizRecord | null> {
      const updated = await writeTransaction(async (transaction) => {
        const existing = await findRawRow(Quiz, { where: { id }, attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
        if (!existing) return false;
        await assertCategoriesExist(models, quiz.categoryIds, transaction);
        // A static update always sets updated_at, so it moves even when only the questions changed.
        await Quiz.update({ title: quiz.title }, { where: { id }, transaction });
        await QuizQuestion.destroy({ where: { quizId: id }, transaction });
        await QuizCategory.destroy({ where: { quizId: id }, transaction });
        await writeParts(id, quiz, transaction);
        return true;
      });
      return updated ? findQuiz(id) : null;
    },

    /** Deletes a quiz with its questions, links, submissions and progress rows, in one transaction. */
    remove(id: number): Promise<boolean> {
      return writeTransaction(async (transaction) => {
        const existing = await findRawRow(Quiz, { where: { id }, attributes: ['id'], transaction });
        if (!existing) return false;
        await deleteProgressFor(models, 'quiz', id, transaction);
        await QuizSubmission.destroy({ where: { quizId: id }, transaction });
        await QuizCategory.destroy({ where: { quizId: id }, transaction });
        await QuizQuestion.destroy({ where: { quizId: id }, transaction });
        await Quiz.destroy({ where: { id }, transaction });
        return true;
      });
    },

    /**
     * Stores an attempt and, in the same transaction, the child's progress on the quiz (completed, score =
     * percentage). Null when the quiz is gone by now (nothing is written).
     */
    recordSubmission(submission: NewQuizSubmission): Promise<QuizSubmissionRecord | null> {
      return writeTransaction(async (transaction) => {
        const quiz = await findRawRow(Quiz, { where: { id: submission.quizId }, attributes: ['id'], transaction });
        if (!quiz) return null;
        const created = await QuizSubmission.create(
          {
            quizId: submission.quizId,
            childId: submission.childId,
            score: submission.score,
            total: submission.total,
            answers: submission.answers,
            submittedAt: submission.submittedAt,
          },
          { transaction },
        );
        await upsertProgressRow(
          models,
          {
            childId: submission.childId,
            contentType: 'quiz',
            contentId: submission.quizId,
            completed: true,
            score: submission.percentage,
            seenAt: submission.submittedAt,
          },
          transaction,
        );
        return { ...toSubmissionRecord(plainRow(created)), answers: submission.answers };
      });
    },

    /** A child's attempts, newest first, with each quiz's title. */
    async listAttempts(childId: number, request: PageRequest): Promise<Page<QuizAttemptRecord>> {
      const where = { childId };
      const [rows, total] = await Promise.all([
        findRawRows(QuizSubmission, {
          where,
          order: [
            ['submittedAt', 'DESC'],
            ['id', 'DESC'],
          ],
          ...limitAndOffset(request),
        }),
        QuizSubmission.count({ where }),
      ]);
      const quizIds = [...new Set(rows.map((row) => toNumber(row.quizId)))];
      const quizzes = quizIds.length === 0 ? [] : await findRawRows(Quiz, { where: { id: quizIds }, attributes: ['id', 'title'] });
      const titles = new Map(quizzes.map((row) => [toNumber(row.id), String(row.title)]));
      return {
        rows: rows.map((row) => {
          const record = toSubmissionRecord(row);
          return { ...record, quizTitle: titles.get(record.quizId) ?? '' };
        }),
        total,
      };
    },
  };
}

export type QuizzesRepo = ReturnType<typeof createQuizzesRepo>;
