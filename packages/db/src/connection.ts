import { ConnectionError, DatabaseError, Sequelize, Transaction, type Options } from 'sequelize';
import { isRetryableConflict } from './errors';
import type { Seed } from './migrate';
import { type Clock, defineModels, type Models, systemClock } from './models';
import {
  allRepos,
  createServiceRepos,
  type RawSelect,
  type RepoContext,
  type Repos,
  type ServiceRepos,
  type WriteStatement,
  type WriteTransaction,
} from './repos';
import { watchListTables } from './repos/list-cache';
import type { AggregateRow } from './repos/rows';
import { loadSqliteDriver, prepareSqliteConnections, type SqliteDriver } from './sqlite';
import { parseDatabaseUrl, type DatabaseTarget, type Dialect } from './url';

export interface DatabaseOptions {
  /** `sqlite:<path>`, `sqlite::memory:` or `mysql://user:pass@host:port/db`. */
  url: string;
  /** Receives every SQL statement; off by default. */
  logging?: false | ((sql: string) => void);
  /** MySQL/MariaDB: how long opening one connection may take before it fails (default 5 s). */
  connectTimeoutMs?: number;
  /** MySQL/MariaDB: how long a query may wait for a pooled connection before it fails (default 10 s). */
  acquireTimeoutMs?: number;
  /** The clock that stamps `created_at` / `updated_at` (default: the real time); tests pass their own. */
  now?: Clock;
}

const defaultConnectTimeoutMs = 5_000;
const defaultAcquireTimeoutMs = 10_000;

export interface Database {
  sequelize: Sequelize;
  models: Models;
  /** Every repository: for tests, fixtures and seeds. */
  repos: Repos;
  /** Each service's own repositories: a service's routes are given only `serviceRepos.<service>`. */
  serviceRepos: ServiceRepos;
  dialect: Dialect;
  /** Applies pending migrations; resolves to the names it applied (none when the schema is current). */
  migrate(): Promise<string[]>;
  /** Runs the seeds that never ran on this database (recorded in `schema_seeds`); resolves to their names. */
  seed(seeds: readonly Seed[]): Promise<string[]>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** For repositories: see `WriteTransaction`. */
  writeTransaction: WriteTransaction;
  /**
   * Calls `listener` after every committed write that ends sessions (logout, password change, an account
   * deleted) with the users concerned; returns the unsubscribe function. Session caches listen here.
   */
  onPrincipalsChanged(listener: PrincipalsListener): () => void;
}

/** Told the users whose sessions changed; may return a promise the write waits for (e.g. a Redis publish). */
type PrincipalsListener = (userIds: readonly number[]) => void | Promise<void>;

const writeAttempts = 3;

export function createDatabase(options: DatabaseOptions): Database {
  const target = parseDatabaseUrl(options.url);
  const sqliteDriver = target.dialect === 'sqlite' ? loadSqliteDriver() : undefined;
  const sequelize = new Sequelize(sequelizeOptions(target, sqliteDriver, options));
  if (target.dialect === 'sqlite') prepareSqliteConnections(sequelize, { inMemory: target.inMemory });
  else reportLostConnectionsAsConnectionErrors(sequelize);

  const writeTransaction = createWriteTransaction(sequelize, target.dialect);
  const writeStatement: WriteStatement =
    target.dialect === 'sqlite' ? (work) => writeTransaction(work) : (work) => retriedOnConflict(() => work(undefined));
  const now = options.now ?? systemClock;
  const models = defineModels(sequelize, now);
  const principalListeners = new Set<PrincipalsListener>();
  // Awaited by the write (a logout answers once every cache has been told); a listener's failure is not the write's.
  const principalsChanged = async (userIds: readonly number[]) => {
    if (userIds.length === 0) return;
    await Promise.all(
      [...principalListeners].map((listener) =>
        Promise.resolve()
          .then(() => listener(userIds))
          .catch(() => undefined),
      ),
    );
  };
  const repoContext: RepoContext = {
    sequelize,
    models,
    writeTransaction,
    writeStatement,
    dialect: target.dialect,
    now,
    principalsChanged,
    rawSelect: createRawSelect(sequelize, target.dialect),
    listCache: watchListTables(sequelize),
  };
  const serviceRepos = createServiceRepos(repoContext);

  return {
    sequelize,
    models,
    repos: allRepos(serviceRepos),
    serviceRepos,
    dialect: target.dialect,
    writeTransaction,
    // Umzug and the migration code (~4 MB of heap) are loaded only by a process that migrates or seeds.
    migrate: async () => (await import('./migrate')).runMigrations(sequelize, target, sqliteDriver),
    seed: async (seeds) => (await import('./migrate')).runSeeds(sequelize, target, sqliteDriver, seeds),
    ping: async () => {
      await sequelize.query('SELECT 1');
    },
    close: () => sequelize.close(),
    onPrincipalsChanged(listener) {
      principalListeners.add(listener);
      return () => principalListeners.delete(listener);
    },
  };
}

function sequelizeOptions(
  target: DatabaseTarget,
  sqliteDriver: SqliteDriver | undefined,
  options: DatabaseOptions,
): Options {
  const logging = options.logging ?? false;
  const define: Options['define'] = {
    underscored: true,
    freezeTableName: true,
    // Tables that Sequelize itself creates (umzug's schema_migrations) get full Unicode too.
    charset: 'utf8mb4',
    collate: 'utf8mb4_unicode_ci',
  };
  if (target.dialect === 'sqlite') {
    return { dialect: 'sqlite', storage: target.storage, dialectModule: sqliteDriver, logging, define };
  }
  return {
    dialect: 'mysql',
    host: target.host,
    port: target.port,
    username: target.username,
    password: target.password,
    database: target.database,
    logging,
    define,
    timezone: '+00:00',
    // DECIMAL as numbers (as SQLite returns them): prices and amounts fit a double exactly to the cent.
    // Bounded waits: with the server gone (or a network that swallows packets), a call fails with a
    // connection error (503) within these times instead of hanging.
    dialectOptions: {
      charset: 'utf8mb4',
      decimalNumbers: true,
      connectTimeout: options.connectTimeoutMs ?? defaultConnectTimeoutMs,
      ...(target.socketPath ? { socketPath: target.socketPath } : {}),
    },
    // `validate` (Sequelize's default for mysql2) drops pooled connections whose socket has died before reuse.
    pool: { max: 10, min: 0, idle: 10_000, acquire: options.acquireTimeoutMs ?? defaultAcquireTimeoutMs, evict: 1_000 },
  };
}

/** mysql2 codes of a connection that died under a query (server gone, line cut, socket reset). */
const lostConnectionCodes = new Set([
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
]);

/**
 * Sequelize reports a connection that dies in the middle of a query as a plain DatabaseError, which reads
 * as a bug (500). It is the database being unavailable: rethrow it as Sequelize's ConnectionError, which the
 * service kit answers with 503. mysql2 marks such errors `fatal` (the connection cannot be used again).
 */
function asConnectionErrorIfLost(error: unknown): unknown {
  const name = (error as { name?: unknown } | null)?.name;
  if (name !== 'SequelizeDatabaseError') return error;
  const cause = (error as { parent?: { code?: unknown; fatal?: unknown; message?: unknown } }).parent;
  const lost =
    cause?.fatal === true ||
    (typeof cause?.code === 'string' && lostConnectionCodes.has(cause.code)) ||
    (typeof cause?.message === 'string' && /connection is in closed state|connection lost/i.test(cause.message));
  return lost ? new ConnectionError(cause as Error) : error;
}

/** The driver connections as Sequelize's connection manager hands them out (SQLite: node-sqlite3; MariaDB: mysql2). */
interface DriverConnections {
  getConnection(options?: { type?: 'read' | 'write' }): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<void> | void;
}
interface DriverConnection {
  all?(sql: string, params: readonly unknown[], callback: (error: Error | null, rows: AggregateRow[]) => void): void;
  query?(sql: string, params: readonly unknown[], callback: (error: Error | null, rows: AggregateRow[]) => void): void;
}

/**
 * `RawSelect` (see RepoContext): the statement goes to a pooled driver connection as it is. Driver errors become
 * Sequelize's DatabaseError, and a lost connection its ConnectionError (503), as through `sequelize.query`.
 */
function createRawSelect(sequelize: Sequelize, dialect: Dialect): RawSelect {
  const connections = sequelize.connectionManager as unknown as DriverConnections;
  return async (sql, params) => {
    // SQLite: the shared connection of every read outside a transaction (releasing it does not close it).
    const connection = await connections.getConnection({ type: 'read' });
    try {
      return await new Promise<AggregateRow[]>((resolve, reject) => {
        const done = (error: Error | null, rows: AggregateRow[]) => (error ? reject(error) : resolve(rows));
        if (dialect === 'sqlite') connection.all!(sql, params, done);
        else connection.query!(sql, params, done);
      });
    } catch (error) {
      const failed = Object.assign(error as Error, { sql, parameters: params });
      throw asConnectionErrorIfLost(new DatabaseError(failed));
    } finally {
      if (dialect !== 'sqlite') await connections.releaseConnection(connection);
    }
  };
}

function reportLostConnectionsAsConnectionErrors(sequelize: Sequelize): void {
  // Every model call, raw query and transaction statement goes through `sequelize.query`.
  const query = sequelize.query.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  sequelize.query = (async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      throw asConnectionErrorIfLost(error);
    }
  }) as typeof sequelize.query;
}

/**
 * SQLite has one writer at a time. Queueing this process's write transactions and starting each with
 * BEGIN IMMEDIATE means they never deadlock on a read-then-write upgrade and never park the driver's few
 * worker threads in the busy handler; other processes are waited for through the busy timeout.
 * MariaDB needs no queue: row locks do that job. A deadlock or a timed-out busy wait is retried.
 */
function createWriteTransaction(sequelize: Sequelize, dialect: Dialect): WriteTransaction {
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  const runOnce = <T>(work: (transaction: Transaction) => Promise<T>): Promise<T> =>
    dialect === 'sqlite'
      ? serialized(() => sequelize.transaction({ type: Transaction.TYPES.IMMEDIATE }, work))
      : sequelize.transaction(work);

  return <T>(work: (transaction: Transaction) => Promise<T>): Promise<T> => retriedOnConflict(() => runOnce(work));
}

/** Runs a write again after a deadlock or a timed-out lock wait, up to `writeAttempts` times in all. */
async function retriedOnConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= writeAttempts || !isRetryableConflict(error)) throw error;
    }
  }
}

/**
 * What every service's app needs from the database: a health check, and the session lookup run on every
 * authenticated call (so a deleted account, a bumped token version or an ended hand-off ends the session at once).
 */
export function serviceHooks(db: Database) {
  return {
    checkDatabase: () => db.ping(),
    loadPrincipal: (claims: { sub: number; handOffId?: number }) =>
      db.repos.users.principalOf(claims.sub, claims.handOffId),
  };
}
