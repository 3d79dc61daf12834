import type { Attributes, FindOptions, InferAttributes, Model, ModelStatic, Sequelize, WhereOptions } from 'sequelize';
import type { ListCache } from './list-cache';

// Drivers disagree on how values come back (MariaDB booleans are 0/1, SQLite dates may be strings,
// DECIMAL may be a string): repositories read every column through these helpers.

/** SQLite keeps dates as text like '2025-01-02 03:04:05.678 +00:00' (Sequelize's format); make that ISO 8601. */
const sqliteDateText = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?) ?([+-]\d{2}:\d{2}|Z)?$/;

function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const parts = sqliteDateText.exec(value);
    const date = new Date(parts ? `${parts[1]}T${parts[2]}${parts[3] ?? 'Z'}` : value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new TypeError(`Not a date: ${String(value)}`);
}

/** DATEONLY columns as 'YYYY-MM-DD'. */
function toDateOnly(value: unknown): string {
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

function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** A nullable boolean column read by raw SQL (1/0 from either driver); null stays null. */
export function toNullableBoolean(value: unknown): boolean | null {
  return value === null || value === undefined ? null : toBoolean(value);
}

/** JSON columns: MariaDB rows arrive parsed, SQLite rows as text. */
function toJsonValue(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** A joined text column: a string from either driver; no joined row is null. */
export function toNullableString(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new TypeError(`Not text: ${typeof value}`);
  return value;
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
  const pattern = containsPattern(term);
  const column = qualifiedColumn
    .split('.')
    .map((part) => sequelize.getQueryInterface().quoteIdentifier(part))
    .join('.');
  return sequelize.literal(`LOWER(${column}) LIKE ${sequelize.escape(pattern)} ESCAPE '!'`);
}

/** The LIKE pattern of `containsLiteral` (for `LOWER(column) LIKE ? ESCAPE '!'` in raw SQL). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

/**
 * `alias.column AS attribute, …` for every attribute of the model: a raw SELECT's rows then read like
 * Sequelize's raw rows (`readRow`). Without `alias` the columns are not qualified (a `RETURNING` list).
 */
export function selectAttributes(sequelize: Sequelize, model: ModelStatic<Model>, alias?: string): string {
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const qualifier = alias ? `${quote(alias)}.` : '';
  return Object.entries(model.getAttributes())
    .map(([name, attribute]) => `${qualifier}${quote(attribute.field ?? name)} AS ${quote(name)}`)
    .join(', ');
}

/** A row as the model describes it: every attribute with its TypeScript type (no model instance). */
export type Row<M extends Model> = InferAttributes<M>;

/** A driver row of an aggregate or a join (`COUNT(*) AS n`, `'parent.name'`): read each value with a helper above. */
export type AggregateRow = Record<string, unknown>;

type Reader = (value: unknown) => unknown;

/** How each column type comes back from either driver, and how it is read (see the helpers above). */
function readerFor(typeKey: string, allowNull: boolean): Reader {
  const read: Reader = (() => {
    switch (typeKey) {
      case 'INTEGER':
      case 'BIGINT':
      case 'DECIMAL':
      case 'FLOAT':
      case 'DOUBLE':
        return toNumber;
      case 'BOOLEAN':
        return toBoolean;
      case 'DATE':
        return toDate;
      case 'DATEONLY':
        return toDateOnly;
      case 'JSON':
        return toJsonValue;
      default:
        return String;
    }
  })();
  return allowNull ? (value) => (value === null || value === undefined ? null : read(value)) : read;
}

const readers = new WeakMap<object, Map<string, Reader>>();

/** One reader per attribute of the model, built once from its definition (so a new column needs no new code here). */
function attributeReaders(model: ModelStatic<Model>): Map<string, Reader> {
  let byAttribute = readers.get(model);
  if (!byAttribute) {
    byAttribute = new Map();
    for (const [name, attribute] of Object.entries(model.getAttributes())) {
      const type = attribute.type as { key?: string };
      byAttribute.set(name, readerFor(String(type.key ?? ''), attribute.allowNull !== false));
    }
    readers.set(model, byAttribute);
  }
  return byAttribute;
}

/**
 * A driver row (`raw: true`) as the model's attributes, each read by its column type. Only the attributes the
 * query selected are read; other keys (joins, aggregates) are left out.
 */
export function readRow<M extends Model>(model: ModelStatic<M>, raw: AggregateRow, { whole = false } = {}): Row<M> {
  const row: Record<string, unknown> = {};
  for (const [name, read] of attributeReaders(model)) {
    // A just-created instance lacks the nullable columns it was not given: they are NULL in the table.
    if (name in raw || whole) row[name] = read(raw[name]);
  }
  return row as Row<M>;
}

type FindRowsOptions<M extends Model> = Omit<FindOptions<Attributes<M>>, 'attributes' | 'raw'>;

/**
 * Plain rows straight from the driver (`raw: true`: no model instance is built, none can leak), typed by the
 * model. With `attributes`, only those columns are read and typed.
 */
export async function findRows<M extends Model>(model: ModelStatic<M>, options: FindRowsOptions<M>): Promise<Row<M>[]>;
export async function findRows<M extends Model, K extends keyof Row<M> & string>(
  model: ModelStatic<M>,
  options: FindRowsOptions<M> & { attributes: readonly K[] },
): Promise<Pick<Row<M>, K>[]>;
export async function findRows<M extends Model>(
  model: ModelStatic<M>,
  options: FindRowsOptions<M> & { attributes?: readonly string[] },
): Promise<Row<M>[]> {
  const { attributes, ...rest } = options;
  const found = (await model.findAll({
    ...rest,
    ...(attributes ? { attributes: [...attributes] } : {}),
    raw: true,
  })) as unknown as AggregateRow[];
  return found.map((raw) => readRow(model, raw));
}

export async function findRow<M extends Model>(
  model: ModelStatic<M>,
  options: FindRowsOptions<M>,
): Promise<Row<M> | null>;
export async function findRow<M extends Model, K extends keyof Row<M> & string>(
  model: ModelStatic<M>,
  options: FindRowsOptions<M> & { attributes: readonly K[] },
): Promise<Pick<Row<M>, K> | null>;
export async function findRow<M extends Model>(
  model: ModelStatic<M>,
  options: FindRowsOptions<M> & { attributes?: readonly string[] },
): Promise<Row<M> | null> {
  const [row] = await findRows(model, { ...options, limit: 1 } as FindRowsOptions<M>);
  return row ?? null;
}

/** Rows of an aggregate query or a join, as the driver sends them: read each value with a helper above. */
export async function findAggregateRows<M extends Model>(
  model: ModelStatic<M>,
  options: FindOptions<Attributes<M>>,
): Promise<AggregateRow[]> {
  return (await model.findAll({ ...options, raw: true })) as unknown as AggregateRow[];
}

/** The order of every "newest first" list; the id breaks ties between rows created in the same millisecond. */
const newestFirst: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

export interface FindPageOptions {
  /** Newest first unless given. */
  order?: [string, string][];
  /**
   * Keep the total a few seconds in `cache` under `filter` (JSON), which must name everything `where` was built
   * from: a `COUNT(*)` on every request would cost more than the page on a large table.
   */
  cachedTotal?: { cache: ListCache; filter: unknown };
}

/**
 * One page of rows and the total that matches `where`, in `order` (newest first unless given). Both
 * queries use the same filter, so the page and the count agree (a cached total may be a few seconds old when
 * another process wrote the table).
 * A later page is a deferred join: the page's ids come from the index alone (OFFSET skips index entries, not
 * rows), then only those rows are read.
 */
export async function findPage<M extends Model>(
  model: ModelStatic<M>,
  where: WhereOptions<Attributes<M>>,
  request: PageRequest,
  { order = newestFirst, cachedTotal }: FindPageOptions = {},
): Promise<Page<Row<M>>> {
  const count = () => model.count({ where });
  const [rows, total] = await Promise.all([
    findPageRows(model, where, order, limitAndOffset(request)),
    cachedTotal ? cachedTotal.cache.count(JSON.stringify(cachedTotal.filter), count) : count(),
  ]);
  return { rows, total };
}

async function findPageRows<M extends Model>(
  model: ModelStatic<M>,
  where: WhereOptions<Attributes<M>>,
  order: [string, string][],
  { limit, offset }: { limit: number; offset: number },
): Promise<Row<M>[]> {
  if (offset === 0) return findRows(model, { where, order, limit });
  const key = model.primaryKeyAttribute;
  const ids = (await findAggregateRows(model, { attributes: [key], where, order, limit, offset })).map(
    (row) => row[key],
  );
  if (ids.length === 0) return [];
  return findRows(model, { where: { [key]: ids } as WhereOptions<Attributes<M>>, order });
}

/**
 * A list's page as `cache` answered it a moment ago (`ListCache.answer`), under everything the page was read with
 * (`filter` must name all of it); a search is read each time (rarely asked twice, it would crowd out the pages).
 */
export function answeredPage<T extends object>(
  cache: ListCache,
  filter: unknown[],
  request: PageRequest,
  read: () => Promise<T>,
): Promise<T> {
  if (request.search?.trim()) return read();
  return cache.answer(JSON.stringify([...filter, request.page, request.pageSize]), read);
}

/** The attribute values of an instance the repository just created, as a plain row. */
export function plainRow<M extends Model>(instance: M): Row<M> {
  return readRow(instance.constructor as ModelStatic<M>, instance.get({ plain: true }) as AggregateRow, {
    whole: true,
  });
}

/**
 * What every write answers (create, update, remove and the domain operations): `{ ok: true, …payload }`, or
 * `{ ok: false, reason }` for a refusal the caller turns into a 4xx ('notFound', 'unknownCategory', …).
 */
export type WriteResult<Payload extends object, Reason extends string> =
  ({ ok: true } & Payload) | { ok: false; reason: Reason };

/** The defined fields of a patch (undefined ones are left alone). */
export function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
