import { Sequelize, Transaction, type Options } from 'sequelize';
import { isRetryableConflict } from './errors';
import { runMigrations, runSeeds, type Seed } from './migrate';
import { defineModels, type Models } from './models';
import { createRepos, type Repos, type WriteTransaction } from './repos';
import { loadSqliteDriver, prepareSqliteConnections, type SqliteDriver } from './sqlite';
import { parseDatabaseUrl, type DatabaseTarget, type Dialect } from './url';

export interface DatabaseOptions {
  /** `sqlite:<path>`, `sqlite::memory:` or `mysql://user:pass@host:port/db`. */
  url: string;
  /** Receives every SQL statement; off by default. */
  logging?: false | ((sql: string) => void);
}

export interface Database {
  sequelize: Sequelize;
  models: Models;
  repos: Repos;
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
}

const writeAttempts = 3;

export function createDatabase({ url, logging = false }: DatabaseOptions): Database {
  const target = parseDatabaseUrl(url);
  const sqliteDriver = target.dialect === 'sqlite' ? loadSqliteDriver() : undefined;
  const sequelize = new Sequelize(sequelizeOptions(target, sqliteDriver, logging));
  if (target.dialect === 'sqlite') prepareSqliteConnections(sequelize, { inMemory: target.inMemory });

  const writeTransaction = createWriteTransaction(sequelize, target.dialect);
  const models = defineModels(sequelize);
  const repos = createRepos({ sequelize, models, writeTransaction });

  return {
    sequelize,
    models,
    repos,
    dialect: target.dialect,
    writeTransaction,
    migrate: () => runMigrations(sequelize, target, sqliteDriver),
    seed: (seeds) => runSeeds(sequelize, target, sqliteDriver, seeds),
    ping: async () => {
      await sequelize.query('SELECT 1');
    },
    close: () => sequelize.close(),
  };
}

function sequelizeOptions(
  target: DatabaseTarget,
  sqliteDriver: SqliteDriver | undefined,
  logging: false | ((sql: string) => void),
): Options {
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
    dialectOptions: { charset: 'utf8mb4', decimalNumbers: true },
    pool: { max: 10, min: 0, idle: 10_000, acquire: 30_000 },
  };
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

  return async <T>(work: (transaction: Transaction) => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runOnce(work);
      } catch (error) {
        if (attempt >= writeAttempts || !isRetryableConflict(error)) throw error;
      }
    }
  };
}

/**
 * What every service's app needs from the database: a health check, and the session lookup run on every
 * authenticated call (so a deleted account or a bumped token version ends the session at once).
 */
export function serviceHooks(db: Database) {
  return {
    checkDatabase: () => db.ping(),
    loadPrincipal: (claims: { sub: number }) => db.repos.users.principalOf(claims.sub),
  };
}
