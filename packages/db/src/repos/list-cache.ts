import { type Model, type ModelStatic, type QueryOptions, type Sequelize, type Transaction } from 'sequelize';

/** Where a page starts in a newest-first list: its first row's sort key, as the driver returned it. */
interface PageAnchor {
  createdAt: unknown;
  id: number;
}

/**
 * What a list remembers, per filter (`key`):
 * - its total, for a few seconds: a `COUNT(*)` over a large table costs more than the page itself, and a total a
 *   few seconds old is fine for a pager; concurrent requests share one count;
 * - where each page already served starts, so the same page again is a keyset seek (`(created_at, id) <=
 *   anchor`) instead of an OFFSET that walks every index entry before it;
 * - each page's whole answer, for a moment (`answer`): the children of one age band ask for the same first page,
 *   and under load they then share one read instead of queueing one each behind the others.
 * `clear()` drops everything at once; a read still running keeps its callers but is no longer kept.
 */
export interface ListCache {
  count(key: string, compute: () => Promise<number>): Promise<number>;
  anchor(key: string, page: number): PageAnchor | undefined;
  remember(key: string, page: number, anchor: PageAnchor): void;
  /** The answer `compute` gave for this key a moment ago, frozen (callers share it), or `compute`'s. */
  answer<T extends object>(key: string, compute: () => Promise<T>): Promise<Readonly<T>>;
  clear(): void;
}

export interface ListCacheOptions {
  ttlMs?: number;
  /** How long a page's answer is kept: short, because a write by another process shows only when it ends. */
  answerTtlMs?: number;
  now?: () => number;
}

/** Freezes a plain answer and everything in it, so a caller that changed a shared answer would throw, not leak. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

function createListCache({ ttlMs = 5000, answerTtlMs = 1000, now = Date.now }: ListCacheOptions = {}): ListCache {
  const totals = new Map<string, { total: Promise<number>; expiresAt: number }>();
  const anchors = new Map<string, { anchor: PageAnchor; expiresAt: number }>();
  const answers = new Map<string, { answer: Promise<object>; expiresAt: number }>();
  // Bounded: one entry per filter (and page) in use; a flood of distinct searches only starts the maps afresh.
  const maxEntries = 5000;
  // Pages are larger than totals (up to 100 rows with their reviews): a few dozen per list at most.
  const maxAnswers = 64;
  return {
    count(key, compute) {
      const cached = totals.get(key);
      if (cached && cached.expiresAt > now()) return cached.total;
      if (totals.size >= maxEntries) totals.clear();
      const entry = { total: compute(), expiresAt: now() + ttlMs };
      totals.set(key, entry);
      entry.total.catch(() => {
        if (totals.get(key) === entry) totals.delete(key);
      });
      return entry.total;
    },
    anchor(key, page) {
      const cached = anchors.get(`${page} ${key}`);
      return cached && cached.expiresAt > now() ? cached.anchor : undefined;
    },
    remember(key, page, anchor) {
      if (anchors.size >= maxEntries) anchors.clear();
      anchors.set(`${page} ${key}`, { anchor, expiresAt: now() + ttlMs });
    },
    answer<T extends object>(key: string, compute: () => Promise<T>): Promise<Readonly<T>> {
      const at = now();
      const cached = answers.get(key);
      if (cached && cached.expiresAt > at) return cached.answer as Promise<T>;
      // Answers expire in the order they were made: the expired ones go from the front, then the oldest while
      // full — so a crawler's pages do not stay in memory after their second.
      for (const [other, entry] of answers) {
        if (entry.expiresAt > at && answers.size < maxAnswers) break;
        answers.delete(other);
      }
      const entry = { answer: compute().then(deepFreeze), expiresAt: at + answerTtlMs };
      answers.set(key, entry);
      entry.answer.catch(() => {
        if (answers.get(key) === entry) answers.delete(key);
      });
      return entry.answer;
    },
    clear() {
      totals.clear();
      anchors.clear();
      answers.clear();
    },
  };
}

/** A new list cache that drops itself after every committed write to one of `tables` (see `watchListTables`). */
export type ListCacheFor = (...tables: ModelStatic<Model>[]) => ListCache;

/** The table an INSERT, UPDATE or DELETE writes, as Sequelize (or a raw statement) spells it. */
const writtenTablePattern = /^\s*(?:INSERT\s+(?:IGNORE\s+)?INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+[`"]?(\w+)/i;

/**
 * The list caches of one database. Every statement of this process goes through `sequelize.query` (model calls,
 * raw writes, a test's DELETE), so one `afterQuery` hook sees every write: the caches of the written table are
 * dropped once the write is visible to others — after its transaction commits (a count read in between would
 * keep the old total), at once outside a transaction. Writes by another process show within the caches' ttl.
 */
export function watchListTables(sequelize: Sequelize, options: ListCacheOptions = {}): ListCacheFor {
  const cachesByTable = new Map<string, Set<ListCache>>();
  const pendingByTransaction = new WeakMap<Transaction, Set<string>>();
  const clearTables = (tables: Iterable<string>) => {
    for (const table of tables) for (const cache of cachesByTable.get(table) ?? []) cache.clear();
  };

  sequelize.addHook('afterQuery', (queryOptions: QueryOptions, query: object) => {
    const { sql } = query as { sql?: unknown };
    // Read by its text, not its type: an `INSERT … RETURNING` runs as a SELECT (it answers rows) and is a write.
    if (typeof sql !== 'string') return;
    const table = writtenTablePattern.exec(sql)?.[1];
    if (!table || !cachesByTable.has(table)) return;
    const transaction = outermost(queryOptions.transaction ?? undefined);
    if (!transaction || (transaction as { finished?: string }).finished) {
      clearTables([table]);
      return;
    }
    let pending = pendingByTransaction.get(transaction);
    if (!pending) {
      const tables = new Set<string>();
      pendingByTransaction.set(transaction, tables);
      transaction.afterCommit(() => clearTables(tables));
      pending = tables;
    }
    pending.add(table);
  });

  return (...models) => {
    const cache = createListCache(options);
    for (const model of models) {
      const table = tableName(model);
      let caches = cachesByTable.get(table);
      if (!caches) cachesByTable.set(table, (caches = new Set()));
      caches.add(cache);
    }
    return cache;
  };
}

/** Sequelize's savepoints name their transaction `parent` (which its types leave out). */
type MaybeSavepoint = Transaction & { parent?: MaybeSavepoint };

/** A savepoint's writes become visible when the transaction it belongs to commits. */
function outermost(transaction: Transaction | undefined): Transaction | undefined {
  let current: MaybeSavepoint | undefined = transaction;
  while (current?.parent) current = current.parent;
  return current;
}

function tableName(model: ModelStatic<Model>): string {
  const name = model.getTableName();
  return typeof name === 'string' ? name : name.tableName;
}
