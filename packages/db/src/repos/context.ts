import type { Sequelize, Transaction } from 'sequelize';
import type { Clock, Models } from '../models';
import type { Dialect } from '../url';
import type { ListCacheFor } from './list-cache';

/**
 * Runs `work` in a transaction that will write. On SQLite, write transactions of one process run one at a
 * time and take the write lock up front (BEGIN IMMEDIATE), so two of them never both read and then both
 * try to write. Never call it from inside another write transaction: pass that transaction down instead.
 */
export type WriteTransaction = <T>(work: (transaction: Transaction) => Promise<T>) => Promise<T>;

/**
 * Runs one write statement that is atomic by itself (an upsert): on MariaDB straight on a pooled connection, no
 * transaction around it (a transaction would cost two more round trips); on SQLite in the process's write queue
 * (`WriteTransaction`), as every SQLite write. A deadlock is retried, as a transaction's is.
 */
export type WriteStatement = <T>(work: (transaction: Transaction | undefined) => Promise<T>) => Promise<T>;

/** What every repository is built from. */
export interface RepoContext {
  sequelize: Sequelize;
  models: Models;
  writeTransaction: WriteTransaction;
  writeStatement: WriteStatement;
  /** Which SQL the statements a repository writes itself speak. */
  dialect: Dialect;
  /** The clock rows are stamped with (`created_at`, `updated_at`): the real time, or a test's. */
  now: Clock;
  /**
   * Tells the listeners (`Database.onPrincipalsChanged`) that these users' sessions changed — a token version
   * bumped, an account deleted — once the write has committed, so session caches drop them.
   */
  principalsChanged: (userIds: readonly number[]) => Promise<void>;
  /**
   * A SELECT run straight on the driver, bypassing Sequelize's query pipeline (which costs more than a small
   * query itself: building options, and a stack trace captured for every SQLite query). For hot reads only;
   * `?` placeholders; rows come as the driver sends them (read them with the helpers of rows.ts).
   */
  rawSelect: RawSelect;
  /**
   * A list cache (totals and page starts, a few seconds) for a list read from these tables; it drops itself after
   * every committed write to one of them in this process. One per list, made when the repository is.
   */
  listCache: ListCacheFor;
}

export type RawSelect = (sql: string, params: readonly unknown[]) => Promise<Record<string, unknown>[]>;
