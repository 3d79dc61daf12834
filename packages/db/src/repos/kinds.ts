import {
  type AttemptKind,
  type ByKind,
  type ContentKind,
  contentKindIds,
  contentKinds,
  emptyByKind,
  perKind,
} from '@young-minds/contracts';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { type AggregateRow, toNullableNumber, toNumber } from './rows';

/**
 * Per-kind queries built from the content-kind registry (`contentKinds` in the contracts): the tables and columns
 * come from the registry (constants, never input), so a new kind is counted, joined and checked once it has an
 * entry there and a table.
 */

/**
 * One number per kind in one query: `from(kind)` is the SQL after `SELECT COUNT(*) FROM` for that kind (a table,
 * and a WHERE with named replacements). Kinds without rows count 0.
 */
export async function countPerKind(
  sequelize: Sequelize,
  from: (kind: ContentKind) => string,
  replacements: Record<string, unknown> = {},
  transaction?: Transaction,
): Promise<Record<ContentKind, number>> {
  const sql = contentKindIds
    .map((kind) => `SELECT '${kind}' AS kind, COUNT(*) AS n FROM ${from(kind)}`)
    .join(' UNION ALL ');
  const rows = await sequelize.query<AggregateRow>(sql, { replacements, type: QueryTypes.SELECT, transaction });
  return perKind((kind) => toNumber(rows.find((row) => row.kind === kind)?.n ?? 0));
}

/** `LEFT JOIN`s of each kind's table on a progress row `p` (alias `<kind>_item`), and the title they yield. */
export function titleJoins(progressAlias: string): { joins: string; title: string } {
  const joins = contentKindIds
    .map(
      (kind) =>
        `LEFT JOIN ${contentKinds[kind].table} ${kind}_item ON ${progressAlias}.content_type = '${kind}' ` +
        `AND ${kind}_item.id = ${progressAlias}.content_id`,
    )
    .join(' ');
  return { joins, title: `COALESCE(${contentKindIds.map((kind) => `${kind}_item.title`).join(', ')})` };
}

/** Each attempt's score as a percentage, per kind played in attempts (the column differs per table). */
const attemptPercent: Record<AttemptKind, string> = {
  quiz: 'CASE WHEN total > 0 THEN score * 100.0 / total ELSE 0 END',
  activity: 'score',
};

/** A kind's attempts (table and item column from the registry), numbered per child and item (1 = the first try). */
function numberedAttempts(kind: AttemptKind, where: string): string {
  const { table, column } = contentKinds[kind].progress.attempts;
  return (
    `SELECT child_id, ${column} AS item_id, submitted_at, ${attemptPercent[kind]} AS percent, ` +
    `ROW_NUMBER() OVER (PARTITION BY child_id, ${column} ORDER BY submitted_at, id) AS try_number ` +
    `FROM ${table} WHERE ${where}`
  );
}

/** A condition or a UNION ALL branch of raw SQL with its `?` parameters, in order. */
export interface RawSql {
  sql: string;
  params: readonly unknown[];
}

/** One UNION ALL branch per kind whose `started` is counted from a table (attempts, submissions). */
function startedBranch(kind: ContentKind, where: RawSql): RawSql | null {
  const { started, attempts } = contentKinds[kind].progress;
  if (attempts) {
    const average =
      attempts.average === 'first-try' ? 'AVG(CASE WHEN try_number = 1 THEN percent END)' : 'AVG(percent)';
    return {
      sql:
        `SELECT child_id, '${kind}' AS kind, 'started' AS source, COUNT(DISTINCT item_id) AS items, COUNT(*) AS n, ` +
        `${average} AS average, MAX(submitted_at) AS latest FROM (${numberedAttempts(kind as AttemptKind, where.sql)}) a ` +
        'GROUP BY child_id',
      params: where.params,
    };
  }
  if (started === 'progress') return null;
  return {
    sql:
      `SELECT child_id, '${kind}', 'started', COUNT(DISTINCT ${started.column}), COUNT(*), NULL, MAX(submitted_at) ` +
      `FROM ${started.table} WHERE ${where.sql} GROUP BY child_id`,
    params: where.params,
  };
}

/** A child's summaries per kind, and the latest moment any of the rows read was written. */
export interface KindSummariesRecord {
  byKind: ByKind;
  /** Raw as the driver answers it (the caller reads it as a date). */
  latest: unknown[];
}

/**
 * What children did with each kind, all time, in one raw statement (`select`: `RawSelect`, straight on the driver):
 * progress rows (started, completed) and, per kind, the table its `started` and `attempts` come from (registry).
 * `where` selects the children (e.g. `child_id = ?`) and applies to each table; `extraBranches` are more UNION ALL
 * selects of (child_id, kind, source, items, n, average, latest) whose `latest` counts as activity (e.g.
 * heartbeats). Children without rows are absent.
 */
export async function kindSummaries(
  select: (sql: string, params: readonly unknown[]) => Promise<AggregateRow[]>,
  where: RawSql,
  extraBranches: readonly RawSql[] = [],
): Promise<Map<number, KindSummariesRecord>> {
  const branches: RawSql[] = [
    {
      sql:
        'SELECT child_id, content_type AS kind, ' +
        "'progress' AS source, COUNT(*) AS items, SUM(CASE WHEN completed THEN 1 ELSE 0 END) AS n, NULL AS average, " +
        `MAX(last_seen_at) AS latest FROM learning_progress WHERE ${where.sql} GROUP BY child_id, content_type`,
      params: where.params,
    },
    ...contentKindIds.flatMap((kind) => startedBranch(kind, where) ?? []),
    ...extraBranches,
  ];
  const rows = await select(
    branches.map((branch) => branch.sql).join(' UNION ALL '),
    branches.flatMap((branch) => branch.params),
  );
  const byChild = new Map<number, KindSummariesRecord>();
  for (const row of rows) {
    const childId = toNumber(row.child_id);
    const entry = byChild.get(childId) ?? { byKind: emptyByKind(), latest: [] };
    byChild.set(childId, entry);
    entry.latest.push(row.latest);
    const kind = contentKindIds.find((candidate) => candidate === row.kind);
    if (!kind) continue;
    const summary = entry.byKind[kind];
    const { started } = contentKinds[kind].progress;
    if (row.source === 'progress') {
      summary.completed = toNumber(row.n ?? 0);
      if (started === 'progress') summary.started = toNumber(row.items);
    } else if (row.source === 'started') {
      summary.started = toNumber(row.items);
      if (summary.attempts !== null) {
        summary.attempts = toNumber(row.n);
        const average = toNullableNumber(row.average);
        summary.averageScore = average === null ? null : Math.round(average);
      }
    }
  }
  return byChild;
}
