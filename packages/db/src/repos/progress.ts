import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { LearningProgressModel, Models, ProgressContentType } from '../models';
import { type ByKind, addDays, contentKinds, emptyByKind, startOfFamilyDay } from '@young-minds/contracts';
import type { RepoContext } from './context';
import type { Dialect } from '../url';
import { kindSummaries, titleJoins } from './kinds';
import {
  type AggregateRow,
  findRow,
  findRows,
  limitAndOffset,
  readRow,
  selectAttributes,
  toNullableNumber,
  toNullableString,
  toNumber,
  type Page,
  type Row,
  type WriteResult,
} from './rows';

/** One row of learning progress: what a child watched, read, completed or scored. */
export type ProgressRecord = Omit<Row<LearningProgressModel>, 'createdAt' | 'updatedAt'>;

/** A progress row with the title of what it points at (null when that item is gone). */
export interface ProgressItemRecord extends ProgressRecord {
  title: string | null;
}

export interface ProgressWrite {
  childId: number;
  contentType: ProgressContentType;
  contentId: number;
  /** Left as it is when undefined. */
  positionSeconds?: number | undefined;
  /** Books: where the child stopped reading. Left as it is when undefined. */
  bookmark?: string | undefined;
  /** Sticky: true stays true. */
  completed?: boolean | undefined;
  /** Left as it is when undefined. */
  score?: number | undefined;
  /** Learning time credited to the item by a heartbeat, added to what it holds. */
  addTimeSpentSeconds?: number | undefined;
  seenAt: Date;
}

/** Which of a child's items a history shows: one kind, and items last seen within the family's days `from`–`to`. */
export interface HistoryFilterRecord {
  contentType?: ProgressContentType | undefined;
  /** 'YYYY-MM-DD', inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  /** The family's zone, in which those days begin and end; default UTC. */
  timeZone?: string | undefined;
}

/** The counts a parent sees: one summary per kind (`kindSummaries`). */
export interface ProgressSummaryRecord {
  byKind: ByKind;
}

/** A progress report's account: whose report it is, and whose child (the callers check both). */
export interface ProgressReportUserRecord {
  id: number;
  name: string;
  role: string;
  parentId: number | null;
}

/** Everything a progress report shows: the account it is about, the summary, the most recent items with titles. */
export interface ProgressReportRecord {
  user: ProgressReportUserRecord;
  summary: ProgressSummaryRecord;
  recent: ProgressItemRecord[];
}

function toProgressRecord(row: Row<LearningProgressModel>): ProgressRecord {
  const { createdAt: _created, updatedAt: _updated, ...record } = row;
  return record;
}
/**
 * The model holding each kind of content, for existence checks and titles: the one whose table is the registry's
 * `table` of the kind, so a new kind needs no line here (a kind without its model fails the repository suite).
 */
function contentModel(models: Models, type: ProgressContentType) {
  const { table } = contentKinds[type];
  const model = Object.values(models).find((candidate) => candidate.tableName === table);
  if (!model) throw new Error(`No model holds the table ${table} of the ${type} kind.`);
  return model;
}

/**
 * Whether the item a child's progress row would point at exists for the child: published (issue 35: a draft or an
 * item in review is as absent as a missing one).
 */
export async function contentExists(
  models: Models,
  type: ProgressContentType,
  id: number,
  transaction?: Transaction,
): Promise<boolean> {
  const model = contentModel(models, type) as typeof models.Video;
  const where = { id, reviewStatus: 'published' };
  return (await findRow(model, { where, attributes: ['id'], transaction })) !== null;
}

/**
 * The one statement that writes a child's progress on an item: it creates the row, or merges the write into the row
 * the unique key (child, type, item) already holds — a position, bookmark or score given replaces the stored one,
 * `completed` is sticky, learning time adds up, `last_seen_at` is the write's. With `onlyIfPublishedIn`, the row is
 * written only while that kind's item is published (an `INSERT … SELECT` from its table: nothing when it is not).
 * The database merges under its own row lock, so two racing writers of one row cannot lose each other's time.
 */
function progressUpsert(
  dialect: Dialect,
  write: ProgressWrite,
  at: Date,
  onlyIfPublishedIn?: string,
): { sql: string; replacements: unknown[] } {
  const merged =
    dialect === 'sqlite' ? (column: string) => `excluded.${column}` : (column: string) => `VALUES(${column})`;
  // The stored row's column, named with its table: the item table of an `INSERT … SELECT` may have one of that name.
  const stored = (column: string) => `learning_progress.${column}`;
  const values = '?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?';
  const sql =
    'INSERT INTO learning_progress (child_id, content_type, content_id, position_seconds, bookmark, completed, ' +
    'score, time_spent_seconds, last_seen_at, created_at, updated_at) ' +
    (onlyIfPublishedIn
      ? `SELECT ${values} FROM ${onlyIfPublishedIn} WHERE id = ? AND review_status = 'published' `
      : `VALUES (${values}) `) +
    (dialect === 'sqlite'
      ? 'ON CONFLICT (child_id, content_type, content_id) DO UPDATE SET '
      : 'ON DUPLICATE KEY UPDATE ') +
    `position_seconds = COALESCE(${merged('position_seconds')}, ${stored('position_seconds')}), ` +
    `bookmark = COALESCE(${merged('bookmark')}, ${stored('bookmark')}), ` +
    `completed = (${stored('completed')} OR ${merged('completed')}), ` +
    `score = COALESCE(${merged('score')}, ${stored('score')}), ` +
    `time_spent_seconds = ${stored('time_spent_seconds')} + ${merged('time_spent_seconds')}, ` +
    `last_seen_at = ${merged('last_seen_at')}, updated_at = ${merged('updated_at')}`;
  const replacements = [
    write.childId,
    write.contentType,
    write.contentId,
    write.positionSeconds ?? null,
    write.bookmark ?? null,
    write.completed === true,
    write.score ?? null,
    write.addTimeSpentSeconds ?? 0,
    write.seenAt,
    at,
    at,
    ...(onlyIfPublishedIn ? [write.contentId] : []),
  ];
  return { sql, replacements };
}

/**
 * Writes one progress row inside the caller's transaction (a quiz, worksheet or activity handed in, a heartbeat's
 * time): creates it or merges into it, as `progressUpsert` says, in one statement. The caller has checked the item.
 */
export async function upsertProgressRow(
  { sequelize, dialect, now }: Pick<RepoContext, 'sequelize' | 'dialect' | 'now'>,
  write: ProgressWrite,
  transaction: Transaction,
): Promise<void> {
  const { sql, replacements } = progressUpsert(dialect, write, now());
  await sequelize.query(sql, { replacements, type: QueryTypes.INSERT, transaction });
}

/**
 * Removes every child's progress on one item, and its review, history of corrections and reports (issue 35: they
 * point at the item by kind and id, without a foreign key), in the item's delete transaction.
 */
export async function deleteProgressFor(
  models: Models,
  type: ProgressContentType,
  id: number,
  transaction: Transaction,
): Promise<void> {
  await models.LearningProgress.destroy({ where: { contentType: type, contentId: id }, transaction });
  const item = { kind: type, itemId: id };
  await models.ContentReview.destroy({ where: item, transaction });
  await models.ContentReviewEvent.destroy({ where: item, transaction });
  await models.ContentReport.destroy({ where: item, transaction });
}

/**
 * A child's quiz attempts with their percentage (unrounded) and their number among the child's attempts at that quiz
 * (1 = the first try, by submission time): the averages a parent sees count first tries only, so answering a quiz
 * again and again until every answer is right raises the best score, never the average. `where` filters
 * `quiz_submissions` (its replacements are the caller's).
 */
export function numberedQuizAttempts(where: string): string {
  return (
    'SELECT id, child_id, quiz_id, submitted_at, CASE WHEN total > 0 THEN score * 100.0 / total ELSE 0 END AS percent, ' +
    'ROW_NUMBER() OVER (PARTITION BY child_id, quiz_id ORDER BY submitted_at, id) AS try_number ' +
    `FROM quiz_submissions WHERE ${where}`
  );
}

/** A quiz's first try and best try of one child, whole percentages. */
export interface QuizScoresRecord {
  firstScore: number;
  bestScore: number;
}

export function createProgressRepo({ sequelize, models, writeStatement, dialect, rawSelect, now }: RepoContext) {
  const { LearningProgress } = models;
  const mostRecentFirst: [string, string][] = [
    ['lastSeenAt', 'DESC'],
    ['id', 'DESC'],
  ];

  /** Adds each row's title, one query per kind of content. */
  async function withTitles(records: ProgressRecord[]): Promise<ProgressItemRecord[]> {
    const titles = new Map<string, string>();
    const types = [...new Set(records.map((record) => record.contentType))];
    await Promise.all(
      types.map(async (type) => {
        const ids = [
          ...new Set(records.filter((record) => record.contentType === type).map((record) => record.contentId)),
        ];
        const model = contentModel(models, type) as typeof models.Video;
        const rows = await findRows(model, { where: { id: ids }, attributes: ['id', 'title'] });
        for (const row of rows) titles.set(`${type}:${row.id}`, row.title);
      }),
    );
    return records.map((record) => ({
      ...record,
      title: titles.get(`${record.contentType}:${record.contentId}`) ?? null,
    }));
  }

  /** The progress row's columns of the join's `p`, named as the model's attributes (`readRow`). */
  const progressColumns = selectAttributes(sequelize, LearningProgress, 'p');
  /** The same columns of the row an upsert wrote (its `RETURNING` list). */
  const returnedColumns = selectAttributes(sequelize, LearningProgress);
  let upsertsAnswering: Promise<boolean> | undefined;
  /**
   * Whether an upsert can answer with the row it wrote: MariaDB (10.5 and later) returns the updated row of an
   * `INSERT … ON DUPLICATE KEY UPDATE … RETURNING`; MySQL has no RETURNING. Asked of the server once.
   */
  const upsertsAnswer = (): Promise<boolean> => {
    if (dialect !== 'mysql') return Promise.resolve(false);
    upsertsAnswering ??= rawSelect('SELECT VERSION() AS version', []).then(
      ([row]) => /mariadb/i.test(toNullableString(row?.version) ?? ''),
      (error: unknown) => {
        upsertsAnswering = undefined;
        throw error;
      },
    );
    return upsertsAnswering;
  };

  async function summary(childId: number): Promise<ProgressSummaryRecord> {
    const summaries = await kindSummaries(rawSelect, { sql: 'child_id = ?', params: [childId] });
    return { byKind: summaries.get(childId)?.byKind ?? emptyByKind() };
  }

  return {
    /**
     * Records what a child did with one item. `notFound` when the item does not exist or is not published
     * (issue 35; nothing is written).
     */
    async record(write: ProgressWrite): Promise<WriteResult<{ item: ProgressItemRecord }, 'notFound'>> {
      const { table } = contentKinds[write.contentType];
      // One statement writes the row only while the item is published; no transaction is needed around it.
      const { sql, replacements } = progressUpsert(dialect, write, now(), table);
      let raw: AggregateRow | undefined;
      if (await upsertsAnswer()) {
        // It also answers with the row as merged and the item's title: one round trip to the server. No row: the
        // item is missing or not published, and nothing was written.
        const returning = ` RETURNING ${returnedColumns}, (SELECT item.title FROM ${table} item WHERE item.id = content_id) AS itemTitle`;
        [raw] = await writeStatement((transaction) =>
          sequelize.query<AggregateRow>(sql + returning, { replacements, type: QueryTypes.SELECT, transaction }),
        );
      } else {
        // Read back with the item: none when it is missing or not published (nothing was written). On SQLite this
        // costs no round trip (Sequelize runs a statement that starts with INSERT without reading rows, so the
        // upsert's RETURNING would be lost there); MySQL has no INSERT … RETURNING.
        await writeStatement((transaction) =>
          sequelize.query(sql, { replacements, type: QueryTypes.INSERT, transaction }),
        );
        [raw] = await rawSelect(
          `SELECT ${progressColumns}, item.title AS itemTitle FROM learning_progress p ` +
            `JOIN ${table} item ON item.id = p.content_id AND item.review_status = 'published' ` +
            'WHERE p.child_id = ? AND p.content_type = ? AND p.content_id = ?',
          [write.childId, write.contentType, write.contentId],
        );
      }
      if (!raw) return { ok: false, reason: 'notFound' };
      return { ok: true, item: { ...toProgressRecord(readRow(LearningProgress, raw)), title: String(raw.itemTitle) } };
    },

    /** One child's rows, most recent first, optionally of one kind. */
    async listItems(
      childId: number,
      request: { page: number; pageSize: number; contentType?: ProgressContentType | undefined },
    ): Promise<Page<ProgressItemRecord>> {
      const where = { childId, ...(request.contentType ? { contentType: request.contentType } : {}) };
      const [rows, total] = await Promise.all([
        findRows(LearningProgress, { where, order: mostRecentFirst, ...limitAndOffset(request) }),
        LearningProgress.count({ where }),
      ]);
      return { rows: await withTitles(rows.map(toProgressRecord)), total };
    },

    /**
     * A child's history, most recent first (index `learning_progress_child_id_last_seen_at`), filtered by kind
     * and period; `page` and `pageSize`, or a `limit` of rows from the first (the CSV export).
     */
    async history(
      childId: number,
      filter: HistoryFilterRecord,
      request: { page: number; pageSize: number },
    ): Promise<Page<ProgressItemRecord>> {
      const timeZone = filter.timeZone ?? 'UTC';
      // The end of a period is inclusive: up to the start of the family's next day.
      const lastSeenAt = {
        ...(filter.from ? { [Op.gte]: startOfFamilyDay(filter.from, timeZone) } : {}),
        ...(filter.to ? { [Op.lt]: startOfFamilyDay(addDays(filter.to, 1), timeZone) } : {}),
      };
      const where = {
        childId,
        ...(filter.contentType ? { contentType: filter.contentType } : {}),
        ...(filter.from || filter.to ? { lastSeenAt } : {}),
      };
      const [rows, total] = await Promise.all([
        findRows(LearningProgress, { where, order: mostRecentFirst, ...limitAndOffset(request) }),
        LearningProgress.count({ where }),
      ]);
      return { rows: await withTitles(rows.map(toProgressRecord)), total };
    },

    /** The `limit` most recent items of a child, with titles. */
    async recent(childId: number, limit: number): Promise<ProgressItemRecord[]> {
      const rows = await findRows(LearningProgress, { where: { childId }, order: mostRecentFirst, limit });
      return withTitles(rows.map(toProgressRecord));
    },

    /** Per quiz of `quizIds` the child took: the first try's and the best try's score (whole %). */
    async quizScores(childId: number, quizIds: readonly number[]): Promise<Map<number, QuizScoresRecord>> {
      const scores = new Map<number, QuizScoresRecord>();
      if (quizIds.length === 0) return scores;
      const rows = await sequelize.query<AggregateRow>(
        'SELECT quiz_id, MAX(CASE WHEN try_number = 1 THEN percent END) AS first_percent, MAX(percent) AS best_percent ' +
          `FROM (${numberedQuizAttempts('child_id = ? AND quiz_id IN (?)')}) a GROUP BY quiz_id`,
        { replacements: [childId, [...new Set(quizIds)]], type: QueryTypes.SELECT },
      );
      for (const row of rows) {
        scores.set(toNumber(row.quiz_id), {
          firstScore: Math.round(toNumber(row.first_percent ?? 0)),
          bestScore: Math.round(toNumber(row.best_percent ?? 0)),
        });
      }
      return scores;
    },

    /** The counts a parent sees: from progress rows and each kind's submissions or attempts (`kindSummaries`). */
    summary,

    /**
     * A progress report (`GET /api/progress/me`, a parent's or an admin's of one child) in two raw statements read
     * at once: the account with its `recentLimit` most recent items and their titles (by
     * `learning_progress_child_id_last_seen_at`, the content tables by primary key), and the summary. Null when
     * there is no such account; the caller checks that it is a child it may read.
     */
    async report(childId: number, recentLimit: number): Promise<ProgressReportRecord | null> {
      const { joins, title } = titleJoins('p');
      const [rows, summaryOf] = await Promise.all([
        rawSelect(
          'SELECT u.id AS report_user_id, u.name AS report_user_name, u.role AS report_user_role, ' +
            `u.parent_id AS report_user_parent_id, ${progressColumns}, ${title} AS title FROM users u ` +
            'LEFT JOIN (SELECT * FROM learning_progress WHERE child_id = ? ORDER BY last_seen_at DESC, id DESC ' +
            `LIMIT ?) p ON p.child_id = u.id ${joins} WHERE u.id = ? ORDER BY p.last_seen_at DESC, p.id DESC`,
          [childId, recentLimit, childId],
        ),
        summary(childId),
      ]);
      const [first] = rows;
      if (!first) return null;
      const user = {
        id: toNumber(first.report_user_id),
        name: String(first.report_user_name),
        role: String(first.report_user_role),
        parentId: toNullableNumber(first.report_user_parent_id),
      };
      // Without progress, the account's one row joins no item.
      const recent = rows
        .filter((row) => row.id !== null && row.id !== undefined)
        .map((row) => ({ ...toProgressRecord(readRow(LearningProgress, row)), title: toNullableString(row.title) }));
      return { user, summary: summaryOf, recent };
    },
  };
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;
