import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import type { AnswerOption, Models, QuizModel, QuizQuestionModel, QuizSubmissionModel } from '../models';
import { type ContentAudience, type ContentFlagsPatch, audienceFilter, flagValues } from './content-audience';
import type { RepoContext } from './context';
import { type ItemReviewRecord, createContentReviewsRepo } from './content-reviews';
import { enqueueMediaDeletions } from './media-deletions';
import { deleteProgressFor, upsertProgressRow } from './progress';
import {
  answeredPage,
  type AggregateRow,
  containsLiteral,
  findAggregateRows,
  findPage,
  findRow,
  findRows,
  limitAndOffset,
  type Page,
  type PageRequest,
  plainRow,
  type Row,
  toNumber,
  type WriteResult,
} from './rows';

/** A category linked to content: `{ id, name }`. */
export interface LinkedCategoryRecord {
  id: number;
  name: string;
}

/** A write refused because some of the category ids it was to link do not exist (nothing was written). */
export interface UnknownCategories {
  ok: false;
  reason: 'unknownCategories';
  ids: number[];
}

/** The ids that name no category (checked inside the write's transaction); empty when all exist. */
export async function missingCategories(models: Models, ids: number[], transaction: Transaction): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await findRows(models.Category, { where: { id: ids }, attributes: ['id'], transaction });
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** `{ id, name }` of the given categories, by id. */
export async function categoryNames(
  models: Models,
  ids: number[],
  transaction?: Transaction,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await findRows(models.Category, {
    where: { id: [...new Set(ids)] },
    attributes: ['id', 'name'],
    transaction,
  });
  return new Map(rows.map((row) => [row.id, row.name]));
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

export type QuizQuestionRecord = Pick<Row<QuizQuestionModel>, (typeof questionColumns)[number]>;
const questionColumns = [
  'id',
  'position',
  'question',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'optionAImage',
  'optionBImage',
  'optionCImage',
  'optionDImage',
  'correctOption',
] as const;

const pictureColumns = ['optionAImage', 'optionBImage', 'optionCImage', 'optionDImage'] as const;

/** The pictures of a quiz's questions (none repeated). */
function picturesOf(questions: readonly Pick<NewQuizQuestion, (typeof pictureColumns)[number]>[]): string[] {
  const urls = questions.flatMap((question) => pictureColumns.map((column) => question[column]));
  return [...new Set(urls.filter((url): url is string => typeof url === 'string'))];
}

export type QuizSummaryRecord = Row<QuizModel> & {
  categories: LinkedCategoryRecord[];
  questionCount: number;
} & ItemReviewRecord;

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
  /** Each option's picture; null (or left out) without one. */
  optionAImage?: string | null;
  optionBImage?: string | null;
  optionCImage?: string | null;
  optionDImage?: string | null;
  correctOption: AnswerOption;
}

/** A whole quiz as create and edit write it (flags left out keep their value). */
export interface QuizWrite extends ContentFlagsPatch {
  title: string;
  /** The cover picture ('/media/images/…'); null for none, left out to keep the one it has. */
  coverImage?: string | null | undefined;
  categoryIds: number[];
  questions: NewQuizQuestion[];
}

export type QuizSubmissionRecord = Omit<Row<QuizSubmissionModel>, 'answers' | 'createdAt' | 'updatedAt'> & {
  /** Question id → the option chosen. */
  answers: Record<string, AnswerOption>;
};

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

export type QuizWriteResult = WriteResult<{ quiz: QuizRecord }, 'notFound'> | UnknownCategories;
export type QuizRemoveResult = WriteResult<{ quiz: QuizSummaryRecord }, 'notFound'>;
export type QuizSubmissionResult = WriteResult<{ submission: QuizSubmissionRecord }, 'notFound'>;

function toSubmissionRecord(row: Row<QuizSubmissionModel>): QuizSubmissionRecord {
  const { createdAt: _created, updatedAt: _updated, answers, ...rest } = row;
  return { ...rest, answers: (answers ?? {}) as Record<string, AnswerOption> };
}

/** A child's standing on one quiz: the best attempt's share of right answers and the last attempt. */
export interface ChildQuizScoresRecord {
  /** 0–100, unrounded. */
  bestPercent: number;
  lastScore: number;
  lastTotal: number;
}

export function createQuizzesRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, now, listCache } = context;
  const reviews = createContentReviewsRepo(context);
  const { Quiz, QuizQuestion, QuizCategory, QuizSubmission, ActivityMedia } = models;
  // The category filter reads the quiz's category links.
  const lists = listCache(Quiz, QuizCategory);
  // Pages answered a moment ago (`answeredPage`), dropped by a write to anything a page shows.
  const pages = listCache(Quiz, QuizCategory, QuizQuestion, models.Category, models.ContentReview, models.User);

  /** Categories and question counts for a set of quiz rows (two queries, whatever the number of rows). */
  async function summaries(
    rows: Row<QuizModel>[],
    transaction?: Transaction,
    forFamily = false,
  ): Promise<QuizSummaryRecord[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [links, counts] = await Promise.all([
      findRows(QuizCategory, { where: { quizId: ids }, transaction }),
      findAggregateRows(QuizQuestion, {
        where: { quizId: ids },
        attributes: ['quizId', [sequelize.fn('COUNT', sequelize.col('id')), 'questionCount']],
        group: [sequelize.col('quiz_id')],
        transaction,
      }),
    ]);
    const linkList = links.map((row) => ({ ownerId: row.quizId, categoryId: row.categoryId }));
    const names = await categoryNames(
      models,
      linkList.map((link) => link.categoryId),
      transaction,
    );
    const categories = groupCategories(linkList, names);
    const questionCounts = new Map(
      counts.map((row: AggregateRow) => [toNumber(row.quizId), toNumber(row.questionCount)]),
    );
    const summed = rows.map((row) => ({
      ...row,
      categories: categories.get(row.id) ?? [],
      questionCount: questionCounts.get(row.id) ?? 0,
    }));
    // Its sources and review (issue 35); a family never sees a revision's state.
    return reviews.attach('quiz', summed, { forFamily, transaction });
  }

  async function findQuiz(
    id: number,
    transaction?: Transaction,
    audience?: ContentAudience | null,
  ): Promise<QuizRecord | null> {
    const row = await findRow(Quiz, { where: { [Op.and]: [{ id }, ...audienceFilter(audience)] }, transaction });
    if (!row) return null;
    const [summary] = await summaries([row], transaction, Boolean(audience));
    const questions = await findRows(QuizQuestion, {
      where: { quizId: id },
      attributes: questionColumns,
      order: [['position', 'ASC']],
      transaction,
    });
    return summary ? { ...summary, questions } : null;
  }

  /**
   * Writes the questions and category links of a quiz (the caller removed the old ones). The pictures it uses are
   * its own from now on (the answers' and the cover): their pending uploads (`recordPictureUpload`) are forgotten,
   * so the sweep leaves them.
   */
  async function writeParts(quizId: number, quiz: QuizWrite, transaction: Transaction): Promise<void> {
    const pictures = [...picturesOf(quiz.questions), quiz.coverImage].filter(
      (url): url is string => typeof url === 'string' && url !== '',
    );
    if (pictures.length > 0) await ActivityMedia.destroy({ where: { url: pictures, activityId: null }, transaction });
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
    list(
      request: PageRequest & {
        categoryId?: number | undefined;
        /** A child: only the quizzes that fit them. */
        audience?: ContentAudience | null | undefined;
      },
    ): Promise<Page<QuizSummaryRecord>> {
      const { search, categoryId, audience } = request;
      return answeredPage(pages, [categoryId, audience], request, async () => {
        const term = search?.trim();
        const where: WhereOptions<QuizModel> = {
          [Op.and]: [
            ...(term ? [containsLiteral(sequelize, 'Quiz.title', term)] : []),
            ...audienceFilter(audience),
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
        const { rows, total } = await findPage(Quiz, where, request, {
          cachedTotal: { cache: lists, filter: [categoryId, audience, term] },
        });
        return { rows: await summaries(rows, undefined, Boolean(audience)), total };
      });
    },

    /**
     * One quiz with its questions (correct options included: the service decides who sees them). With an
     * audience (a child), a quiz that does not fit them is not found.
     */
    findById(id: number, audience?: ContentAudience | null): Promise<QuizRecord | null> {
      return findQuiz(id, undefined, audience);
    },

    /**
     * Creates the quiz, its questions and its category links in one transaction: nothing is written if any
     * part fails, or if some category ids do not exist (`unknownCategories`).
     */
    create(quiz: QuizWrite, createdBy: number | null): Promise<QuizWriteResult> {
      return writeTransaction(async (transaction): Promise<QuizWriteResult> => {
        const ids = await missingCategories(models, quiz.categoryIds, transaction);
        if (ids.length > 0) return { ok: false, reason: 'unknownCategories', ids };
        const created = await Quiz.create(
          { title: quiz.title, coverImage: quiz.coverImage ?? null, createdBy, ...flagValues(quiz) },
          { transaction },
        );
        await writeParts(created.id, quiz, transaction);
        await reviews.start('quiz', created.id, createdBy, transaction);
        const stored = await findQuiz(created.id, transaction);
        return stored ? { ok: true, quiz: stored } : { ok: false, reason: 'notFound' };
      });
    },

    /**
     * Remembers an uploaded answer picture that no quiz uses yet. The pending uploads of the quiz form share the
     * activity form's table (`activity_media`, rows with no activity): one no quiz claimed within a day (a form
     * never saved) is deleted by the media sweeper (`activities.sweepUnclaimed`), and a file some quiz names is
     * never deleted (the outbox checks).
     */
    async recordPictureUpload(url: string): Promise<void> {
      await writeTransaction((transaction) =>
        ActivityMedia.create({ url, kind: 'image', activityId: null, uploadedAt: now() }, { transaction }),
      );
    },

    /**
     * Replaces a quiz's title, questions and category links in one transaction; nothing changes when some
     * category ids do not exist (`unknownCategories`).
     */
    update(id: number, quiz: QuizWrite): Promise<QuizWriteResult> {
      return writeTransaction(async (transaction): Promise<QuizWriteResult> => {
        const existing = await findRow(Quiz, {
          where: { id },
          attributes: ['id', 'coverImage'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        if (!existing) return { ok: false, reason: 'notFound' };
        const ids = await missingCategories(models, quiz.categoryIds, transaction);
        if (ids.length > 0) return { ok: false, reason: 'unknownCategories', ids };
        const coverImage = quiz.coverImage === undefined ? existing.coverImage : quiz.coverImage;
        // The pictures of options that are gone (or that changed picture) go with them, and a replaced cover.
        const before = await findRows(QuizQuestion, { where: { quizId: id }, attributes: pictureColumns, transaction });
        const kept = new Set([...picturesOf(quiz.questions), coverImage]);
        await enqueueMediaDeletions(
          models,
          [...picturesOf(before), existing.coverImage].filter((url) => url !== null && !kept.has(url)),
          transaction,
        );
        // A static update always sets updated_at, so it moves even when only the questions changed.
        await Quiz.update({ title: quiz.title, coverImage, ...flagValues(quiz) }, { where: { id }, transaction });
        await QuizQuestion.destroy({ where: { quizId: id }, transaction });
        await QuizCategory.destroy({ where: { quizId: id }, transaction });
        await writeParts(id, quiz, transaction);
        const stored = await findQuiz(id, transaction);
        return stored ? { ok: true, quiz: stored } : { ok: false, reason: 'notFound' };
      });
    },

    /**
     * Deletes a quiz with its questions, links, submissions and progress rows, in one transaction; its pictures
     * are queued for deletion in the same transaction.
     */
    remove(id: number): Promise<QuizRemoveResult> {
      return writeTransaction(async (transaction): Promise<QuizRemoveResult> => {
        const existing = await findRow(Quiz, { where: { id }, transaction });
        const [quiz] = existing ? await summaries([existing], transaction) : [];
        if (!quiz) return { ok: false, reason: 'notFound' };
        await deleteProgressFor(models, 'quiz', id, transaction);
        await QuizSubmission.destroy({ where: { quizId: id }, transaction });
        await QuizCategory.destroy({ where: { quizId: id }, transaction });
        const questions = await findRows(QuizQuestion, {
          where: { quizId: id },
          attributes: pictureColumns,
          transaction,
        });
        await enqueueMediaDeletions(models, [...picturesOf(questions), quiz.coverImage], transaction);
        await QuizQuestion.destroy({ where: { quizId: id }, transaction });
        await Quiz.destroy({ where: { id }, transaction });
        return { ok: true, quiz };
      });
    },

    /**
     * Stores an attempt and, in the same transaction, the child's progress on the quiz (completed, score =
     * percentage). `notFound` when the quiz is gone by now (nothing is written).
     */
    recordSubmission(submission: NewQuizSubmission): Promise<QuizSubmissionResult> {
      return writeTransaction(async (transaction): Promise<QuizSubmissionResult> => {
        const quiz = await findRow(Quiz, { where: { id: submission.quizId }, attributes: ['id'], transaction });
        if (!quiz) return { ok: false, reason: 'notFound' };
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
          context,
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
        return { ok: true, submission: { ...toSubmissionRecord(plainRow(created)), answers: submission.answers } };
      });
    },

    /** A child's attempts, newest first, with each quiz's title. */
    /**
     * A child's best and last attempt on each of `quizIds` (quizzes never taken are absent): one query on the
     * child's submissions (index `quiz_submissions_child_id_submitted_at`), whatever the number of quizzes.
     */
    async scoresForChild(childId: number, quizIds: readonly number[]): Promise<Map<number, ChildQuizScoresRecord>> {
      if (quizIds.length === 0) return new Map();
      const rows = await sequelize.query<AggregateRow>(
        'SELECT quiz_id, score, total, best FROM (SELECT quiz_id, score, total, ' +
          'MAX(CASE WHEN total > 0 THEN score * 100.0 / total ELSE 0 END) OVER (PARTITION BY quiz_id) AS best, ' +
          'ROW_NUMBER() OVER (PARTITION BY quiz_id ORDER BY submitted_at DESC, id DESC) AS recency ' +
          'FROM quiz_submissions WHERE child_id = :childId AND quiz_id IN (:quizIds)) attempt WHERE recency = 1',
        { replacements: { childId, quizIds: [...quizIds] }, type: QueryTypes.SELECT },
      );
      return new Map(
        rows.map((row) => [
          toNumber(row.quiz_id),
          { bestPercent: toNumber(row.best), lastScore: toNumber(row.score), lastTotal: toNumber(row.total) },
        ]),
      );
    },

    async listAttempts(childId: number, request: PageRequest): Promise<Page<QuizAttemptRecord>> {
      const where = { childId };
      const [rows, total] = await Promise.all([
        findRows(QuizSubmission, {
          where,
          order: [
            ['submittedAt', 'DESC'],
            ['id', 'DESC'],
          ],
          ...limitAndOffset(request),
        }),
        QuizSubmission.count({ where }),
      ]);
      const quizIds = [...new Set(rows.map((row) => row.quizId))];
      const quizzes =
        quizIds.length === 0 ? [] : await findRows(Quiz, { where: { id: quizIds }, attributes: ['id', 'title'] });
      const titles = new Map(quizzes.map((row) => [row.id, row.title]));
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
