import { QueryTypes } from 'sequelize';
import type { DashboardFacts, FamilyClock } from '@young-minds/contracts';
import { type ProgressContentType, progressContentTypes } from '../models';
import type { RepoContext } from './context';
import { type RawSql, kindSummaries, titleJoins } from './kinds';
import { familyClockOfRow } from './users';
import { type AggregateRow, readRow, toNullableNumber, toNullableString, toNumber } from './rows';

/**
 * The dashboard's data for a family: the contracts' `DashboardFacts`, which `dashboardOf` turns into the answer (the
 * mocks build the same from their fixtures). Per part: a child as the card shows it (with the child area's last
 * sync report), what the child has done per kind (`kindSummaries`) and their latest activity, learning days, the
 * last quiz attempts (percent 0–100, unrounded) and the family's latest items.
 */
export type FamilyDashboardRecord = DashboardFacts;
type DashboardChildRecord = DashboardFacts['children'][number];
type ChildTotalsRecord = DashboardFacts['totals'] extends Map<number, infer Totals> ? Totals : never;
type LearningDayRecord = DashboardFacts['days'][number];
type TrendAttemptRecord = DashboardFacts['quizTrend'][number];
type ActivityRecord = DashboardFacts['recent'][number];

export interface FamilyDashboardRequest {
  parentId: number;
  /** The first day of learning time to read ('YYYY-MM-DD'): covers the chart and last week. */
  fromDay: string;
  quizTrendLength: number;
  recentLength: number;
}

/** Every child of the parent (its one `?`: the parent's id): each query below reads the children's rows through it. */
const familyChildren = "SELECT id FROM users WHERE parent_id = ? AND role = 'child'";

/**
 * The parent dashboard's data for a whole family in five queries, whatever the number of children, each served
 * by an index on `child_id` (migrations 0003 and 0006): the family's clock and children (the parent's primary key,
 * then `users_parent_id_created_at`), the learning
 * days (`learning_time_child_id_day_unique`), the totals (progress by `learning_progress_child_content_unique`,
 * submissions by their `child_id, submitted_at` indexes), the last quiz attempts and the recent feed
 * (`learning_progress_child_id_last_seen_at`).
 */
export function createDashboardRepo({ sequelize, models }: RepoContext) {
  /** Dates of raw rows, read as the models' DATE columns are on either driver. */
  const dateOf = (value: unknown): Date | null => readRow(models.LearningTime, { lastBeatAt: value }).lastBeatAt;
  const dayOf = (value: unknown): string => readRow(models.LearningTime, { day: value }).day;
  const requiredDateOf = (value: unknown): Date => readRow(models.LearningProgress, { lastSeenAt: value }).lastSeenAt;
  const booleanOf = (value: unknown): boolean => readRow(models.LearningProgress, { completed: value }).completed;
  /**
   * A statement with its `?` parameters, through Sequelize's query (not `rawSelect`): the dashboard's suites count and
   * explain its statements through Sequelize's query hooks.
   */
  const select = (sql: string, params: readonly unknown[]): Promise<AggregateRow[]> =>
    sequelize.query<AggregateRow>(sql, { replacements: [...params], type: QueryTypes.SELECT });
  const contentTypeOf = (value: unknown): ProgressContentType => {
    const type = progressContentTypes.find((candidate) => candidate === value);
    if (!type) throw new TypeError(`Not a kind of content: ${String(value)}`);
    return type;
  };

  /**
   * The family's clock and its children in one statement: the parent's row, joined to each child's (one row with no
   * child when there is none; no row when the parent is gone).
   */
  async function clockAndChildren(
    parentId: number,
  ): Promise<{ clock: FamilyClock | null; children: DashboardChildRecord[] }> {
    const rows = await select(
      'SELECT p.time_zone AS family_time_zone, p.week_starts_on AS family_week_starts_on, ' +
        'u.id, u.name, u.age, u.avatar, u.weekly_goal_minutes, s.last_sync_at, s.last_sync_items ' +
        "FROM users p LEFT JOIN users u ON u.parent_id = p.id AND u.role = 'child' " +
        'LEFT JOIN child_syncs s ON s.child_id = u.id WHERE p.id = ? ORDER BY u.created_at, u.id',
      [parentId],
    );
    const [first] = rows;
    return {
      clock: first ? familyClockOfRow(first.family_time_zone, first.family_week_starts_on) : null,
      children: rows.flatMap((row) =>
        row.id === null
          ? []
          : [
              {
                id: toNumber(row.id),
                name: String(row.name),
                age: toNullableNumber(row.age),
                avatar: toNullableString(row.avatar),
                weeklyGoalMinutes: toNumber(row.weekly_goal_minutes),
                lastSyncAt: dateOf(row.last_sync_at),
                lastSyncItems: toNullableNumber(row.last_sync_items) ?? 0,
              },
            ],
      ),
    };
  }

  async function totals(parentId: number): Promise<Map<number, ChildTotalsRecord>> {
    const where: RawSql = { sql: `child_id IN (${familyChildren})`, params: [parentId] };
    // Heartbeats only tell when the child was last active.
    const beats: RawSql = {
      sql:
        `SELECT child_id, 'beats', 'beats', COUNT(*), 0, NULL, MAX(last_beat_at) FROM learning_time ` +
        `WHERE ${where.sql} GROUP BY child_id`,
      params: where.params,
    };
    const summaries = await kindSummaries(select, where, [beats]);
    const byChild = new Map<number, ChildTotalsRecord>();
    for (const [childId, summary] of summaries) {
      const dates = summary.latest.map(dateOf).filter((date): date is Date => date !== null);
      const lastActiveAt = dates.reduce<Date | null>(
        (latest, date) => (!latest || date > latest ? date : latest),
        null,
      );
      byChild.set(childId, { byKind: summary.byKind, lastActiveAt });
    }
    return byChild;
  }

  async function days(parentId: number, fromDay: string): Promise<LearningDayRecord[]> {
    const rows = await select(
      `SELECT child_id, day, seconds FROM learning_time WHERE child_id IN (${familyChildren}) AND day >= ?`,
      [parentId, fromDay],
    );
    return rows.map((row) => ({
      childId: toNumber(row.child_id),
      day: dayOf(row.day),
      seconds: toNumber(row.seconds),
    }));
  }

  async function quizTrend(parentId: number, length: number): Promise<TrendAttemptRecord[]> {
    const rows = await select(
      'SELECT attempt.child_id, attempt.quiz_id, quiz.title, attempt.submitted_at, attempt.percent FROM (' +
        'SELECT id, child_id, quiz_id, submitted_at, ' +
        'CASE WHEN total > 0 THEN score * 100.0 / total ELSE 0 END AS percent, ' +
        'ROW_NUMBER() OVER (PARTITION BY child_id ORDER BY submitted_at DESC, id DESC) AS recency ' +
        `FROM quiz_submissions WHERE child_id IN (${familyChildren})` +
        ') attempt LEFT JOIN quizzes quiz ON quiz.id = attempt.quiz_id WHERE attempt.recency <= ? ' +
        'ORDER BY attempt.child_id, attempt.submitted_at, attempt.id',
      [parentId, length],
    );
    return rows.map((row) => ({
      childId: toNumber(row.child_id),
      quizId: toNumber(row.quiz_id),
      title: toNullableString(row.title),
      submittedAt: requiredDateOf(row.submitted_at),
      percent: toNumber(row.percent),
    }));
  }

  async function recent(parentId: number, length: number): Promise<ActivityRecord[]> {
    const { joins, title } = titleJoins('p');
    // The newest rows first, titles after: only the `length` rows kept are joined to the content tables.
    const rows = await select(
      `SELECT p.child_id, child.name AS child_name, p.content_type, p.content_id, p.completed, p.score, ` +
        `p.last_seen_at, ${title} AS title FROM (SELECT id, child_id, content_type, content_id, completed, score, ` +
        `last_seen_at FROM learning_progress WHERE child_id IN (${familyChildren}) ` +
        `ORDER BY last_seen_at DESC, id DESC LIMIT ?) p JOIN users child ON child.id = p.child_id ` +
        `${joins} ORDER BY p.last_seen_at DESC, p.id DESC`,
      [parentId, length],
    );
    return rows.map((row) => ({
      childId: toNumber(row.child_id),
      childName: String(row.child_name),
      contentType: contentTypeOf(row.content_type),
      contentId: toNumber(row.content_id),
      title: toNullableString(row.title),
      completed: booleanOf(row.completed),
      score: toNullableNumber(row.score),
      lastSeenAt: requiredDateOf(row.last_seen_at),
    }));
  }

  return {
    /**
     * Everything the parent dashboard shows, for every child of `parentId` at once, and the family's clock its weeks
     * are counted by (null when the parent is gone).
     */
    async forFamily(request: FamilyDashboardRequest): Promise<FamilyDashboardRecord & { clock: FamilyClock | null }> {
      const { parentId } = request;
      const [family, totalRows, dayRows, trendRows, recentRows] = await Promise.all([
        clockAndChildren(parentId),
        totals(parentId),
        days(parentId, request.fromDay),
        quizTrend(parentId, request.quizTrendLength),
        recent(parentId, request.recentLength),
      ]);
      return {
        clock: family.clock,
        children: family.children,
        totals: totalRows,
        days: dayRows,
        quizTrend: trendRows,
        recent: recentRows,
      };
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
