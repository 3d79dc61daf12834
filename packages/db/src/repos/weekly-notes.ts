import { contentKinds, kindsWhere } from '@young-minds/contracts';
import { Op, QueryTypes } from 'sequelize';
import type { RepoContext } from './context';
import { type AggregateRow, toNullableString, toNumber } from './rows';

/** A child whose parent turned the weekly note on, with what the note needs of the family. */
export interface OptedInChild {
  childId: number;
  childName: string;
  weeklyGoalMinutes: number;
  parentEmail: string;
  parentLocale: string | null;
  /** The family's clock (the parent's row). */
  timeZone: string;
  weekStartsOn: string;
}

/** One week of a child on the family's calendar: its days ('YYYY-MM-DD', both included) and instants. */
export interface NoteWeek {
  firstDay: string;
  lastDay: string;
  start: Date;
  end: Date;
}

/** What a child did in a week, as the note tells it. */
export interface ChildWeekRecord {
  seconds: number;
  /** Items completed and last seen this week, per kind, by title. */
  finished: { kind: string; title: string }[];
  /** The kinds played in attempts: each item tried this week with its best percentage. */
  results: { kind: string; title: string; percent: number }[];
  /** Worksheets handed in and not yet reviewed by the parent (any week), by title. */
  awaitingReview: string[];
}

/**
 * The weekly note's reads (issue 34): which children are opted in, and what one of them did in a week — from
 * the same tables the progress and learning-time repositories write, the kinds taken from the registry.
 */
export function createWeeklyNotesRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { User, EmailOutbox } = models;
  function select(sql: string, replacements: Record<string, unknown>): Promise<AggregateRow[]> {
    return sequelize.query<AggregateRow>(sql, { replacements, type: QueryTypes.SELECT });
  }

  return {
    /** Every child with `weekly_digest` on whose parent has an address (`childId`: only that child). */
    async optedIn(childId?: number): Promise<OptedInChild[]> {
      const rows = await select(
        'SELECT c.id AS child_id, c.name AS child_name, c.weekly_goal_minutes, p.email, p.locale, p.time_zone, ' +
          'p.week_starts_on FROM users c JOIN users p ON p.id = c.parent_id ' +
          "WHERE c.role = 'child' AND c.weekly_digest = :on AND p.role = 'parent' AND p.email IS NOT NULL" +
          (childId === undefined ? '' : ' AND c.id = :childId') +
          ' ORDER BY c.id',
        { on: true, childId: childId ?? null },
      );
      return rows.map((row) => ({
        childId: toNumber(row.child_id),
        childName: String(row.child_name),
        weeklyGoalMinutes: toNumber(row.weekly_goal_minutes),
        parentEmail: String(row.email),
        parentLocale: toNullableString(row.locale),
        timeZone: toNullableString(row.time_zone) ?? 'UTC',
        weekStartsOn: toNullableString(row.week_starts_on) ?? 'monday',
      }));
    },

    /** Which of these dedupe keys are in the outbox already (notes written before). */
    async writtenKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await EmailOutbox.findAll({
        where: { dedupeKey: { [Op.in]: [...keys] } },
        attributes: ['dedupeKey'],
        raw: true,
      });
      return new Set(rows.map((row) => String(row.dedupeKey)));
    },

    /** What the child did in `week`. */
    async weekOf(childId: number, week: NoteWeek): Promise<ChildWeekRecord> {
      const replacements = { childId, ...week };
      const finishedSql = kindsWhere(() => true)
        .map(
          (kind) =>
            `SELECT '${kind}' AS kind, t.title FROM learning_progress p JOIN ${contentKinds[kind].table} t ` +
            `ON t.id = p.content_id WHERE p.child_id = :childId AND p.content_type = '${kind}' AND p.completed ` +
            'AND p.last_seen_at >= :start AND p.last_seen_at < :end',
        )
        .join(' UNION ALL ');
      const resultsSql = kindsWhere((kind) => kind.progress.attempts !== null)
        .flatMap((kind) => {
          const { progress, table, stars } = contentKinds[kind];
          if (!progress.attempts) return [];
          // A kind starred by quiz rules keeps right answers in `score`; the others keep a percentage there.
          const percent =
            stars === 'quiz' ? 'CASE WHEN a.total > 0 THEN a.score * 100.0 / a.total ELSE 0 END' : 'a.score';
          return (
            `SELECT '${kind}' AS kind, t.title, MAX(${percent}) AS percent FROM ${progress.attempts.table} a ` +
            `JOIN ${table} t ON t.id = a.${progress.attempts.column} WHERE a.child_id = :childId ` +
            'AND a.submitted_at >= :start AND a.submitted_at < :end GROUP BY t.id, t.title'
          );
        })
        .join(' UNION ALL ');
      const [time, finished, results, awaiting] = await Promise.all([
        select(
          'SELECT SUM(seconds) AS seconds FROM learning_time WHERE child_id = :childId AND day >= :firstDay AND day <= :lastDay',
          replacements,
        ),
        select(finishedSql, replacements),
        resultsSql ? select(resultsSql, replacements) : Promise.resolve([]),
        select(
          'SELECT DISTINCT t.title FROM assignment_submissions s JOIN assignments t ON t.id = s.assignment_id ' +
            'WHERE s.child_id = :childId AND s.reviewed_at IS NULL ORDER BY t.title',
          replacements,
        ),
      ]);
      return {
        seconds: toNumber(time[0]?.seconds ?? 0),
        finished: finished.map((row) => ({ kind: String(row.kind), title: String(row.title) })),
        results: results.map((row) => ({
          kind: String(row.kind),
          title: String(row.title),
          percent: Math.round(toNumber(row.percent ?? 0)),
        })),
        awaitingReview: awaiting.map((row) => String(row.title)),
      };
    },

    /** Turns the child's weekly note off; false when there is no such child (an unsubscribe link of a child gone). */
    stop(childId: number): Promise<boolean> {
      return writeTransaction(async (transaction) => {
        const child = await User.findOne({ where: { id: childId, role: 'child' }, attributes: ['id'], transaction });
        if (!child) return false;
        await User.update({ weeklyDigest: false }, { where: { id: childId }, transaction });
        return true;
      });
    },
  };
}

export type WeeklyNotesRepo = ReturnType<typeof createWeeklyNotesRepo>;
