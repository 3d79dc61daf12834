import type { Attributes, FindOptions, Model, ModelStatic, Sequelize, WhereOptions } from 'sequelize';

// Drivers disagree on how values come back (MariaDB booleans are 0/1, SQLite dates may be strings,
// DECIMAL may be a string): repositories read every column through these helpers.

/** SQLite keeps dates as text like '2025-01-02 03:04:05.678 +00:00' (Sequelize's format); make that ISO 8601. */
const sqliteDateText = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?) ?([+-]\d{2}:\d{2}|Z)?$/;

export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const parts = sqliteDateText.exec(value);
    const date = new Date(parts ? `${parts[1]}T${parts[2]}${parts[3] ?? 'Z'}` : value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new TypeError(`Not a date: ${String(value)}`);
}

export function toNullableDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

/** DATEONLY columns as 'YYYY-MM-DD'. */
export function toDateOnly(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, 10);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  throw new TypeError(`Not a date: ${String(value)}`);
}

export function toNumber(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(number)) throw new TypeError(`Not a number: ${String(value)}`);
  return number;
}

export function toNullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : toNumber(value);
}

export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** JSON columns: MariaDB rows arrive parsed, SQLite rows as text. */
export function toJsonValue(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export function toNullableString(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** One page of a list and the size of the whole list. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface PageRequest {
  /** From 1. */
  page: number;
  pageSize: number;
  search?: string | undefined;
}

export function limitAndOffset({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  return { limit: pageSize, offset: (Math.max(1, page) - 1) * pageSize };
}

/**
 * `column LIKE '%term%'`, ignoring case, with % and _ in the term taken literally. Both sides are lower-cased
 * because collations differ (usernames compare exactly on MariaDB, SQLite's LIKE ignores ASCII case only).
 * `!` is the escape character because it needs no escaping itself in SQLite or MariaDB string literals
 * (a backslash does in MariaDB).
 */
export function containsLiteral(sequelize: Sequelize, qualifiedColumn: string, term: string) {
  const pattern = `%${term.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
  const column = qualifiedColumn
    .split('.')
    .map((part) => sequelize.getQueryInterface().quoteIdentifier(part))
    .join('.');
  return sequelize.literal(`LOWER(${column}) LIKE ${sequelize.escape(pattern)} ESCAPE '!'`);
}

export type RawRow = Record<string, unknown>;

/** Plain rows straight from the driver (`raw: true`): no model instance is built, none can leak. */
export async function findRawRows<M extends Model>(
  model: ModelStatic<M>,
  options: FindOptions<Attributes<M>>,
): Promise<RawRow[]> {
  return (await model.findAll({ ...options, raw: true })) as unknown as RawRow[];
}

export async function findRawRow<M extends Model>(
  model: ModelStatic<M>,
  options: FindOptions<Attributes<M>>,
): Promise<RawRow | null> {
  const [row] = await findRawRows(model, { ...options, limit: 1 });
  return row ?? null;
}

/** The order of every "newest first" list; the id breaks ties between rows created in the same millisecond. */
export const newestFirst: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

/**
 * One page of plain rows and the total that matches `where`, in `order` (newest first unless given). Both
 * queries use the same filter, so the page and the count always agree.
 */
export async function findPage<M extends Model>(
  model: ModelStatic<M>,
  where: WhereOptions<Attributes<M>>,
  request: PageRequest,
  order: [string, string][] = newestFirst,
): Promise<Page<RawRow>> {
  const [rows, total] = await Promise.all([
    findRawRows(model, { where, order, ...limitAndOffset(request) }),
    model.count({ where }),
  ]);
  return { rows, total };
}

/** The attribute values of an instance the repository just created, as a plain row. */
export function plainRow(instance: Model): RawRow {
  return instance.get({ plain: true }) as RawRow;
}
