import fs from 'node:fs';
import path from 'node:path';
import type { Sequelize } from 'sequelize';

/** The part of a node-sqlite3 `Database` that we call. */
interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): unknown;
  close(callback: (error: Error | null) => void): void;
}

export interface SqliteDriver {
  Database: new (filename: string, callback: (error: Error | null) => void) => SqliteConnection;
}

/**
 * @appthreat/sqlite3 ships its native binary, so installs need no compiler (STACK.md). It is an ES module;
 * Node 20.19+ require()s it, and under jest a transform makes it CommonJS (packages/db/jest/).
 */
export function loadSqliteDriver(): SqliteDriver {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Sequelize takes the driver object itself
  return (require('@appthreat/sqlite3') as { default: SqliteDriver }).default;
}

/** How long a connection waits for another connection's write lock before failing with SQLITE_BUSY. */
const sqliteBusyTimeoutMs = 10_000;

function run(connection: SqliteConnection, sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    connection.run(sql, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Settings that SQLite keeps per connection, applied to every connection Sequelize opens (it opens one per
 * transaction): several processes (the services) share the file.
 * - busy_timeout: wait for another writer instead of failing at once;
 * - foreign_keys: off by default in SQLite, and our cascades and RESTRICTs depend on it;
 * - WAL: readers do not block the writer nor the writer the readers; synchronous=NORMAL is the setting WAL
 *   is designed for (no corruption on a crash; a power cut may lose the last commits).
 */
async function prepareConnection(connection: SqliteConnection, inMemory: boolean): Promise<void> {
  await run(connection, `PRAGMA busy_timeout = ${sqliteBusyTimeoutMs}`);
  await run(connection, 'PRAGMA foreign_keys = ON');
  if (!inMemory) {
    await run(connection, 'PRAGMA journal_mode = WAL');
    await run(connection, 'PRAGMA synchronous = NORMAL');
  }
}

/**
 * Sequelize's SQLite connection manager has no hook that runs when it opens a connection (`afterConnect`
 * only fires for pooled dialects), so wrap its `getConnection`. The preparation is memoised per connection
 * and awaited by every caller, so no query runs before the pragmas are in place.
 */
export function prepareSqliteConnections(sequelize: Sequelize, options: { inMemory: boolean }): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(connectionOptions?: unknown): Promise<SqliteConnection>;
  };
  const getConnection = manager.getConnection.bind(manager);
  const prepared = new WeakMap<SqliteConnection, Promise<void>>();

  manager.getConnection = async (connectionOptions) => {
    const connection = await getConnection(connectionOptions);
    let preparation = prepared.get(connection);
    if (!preparation) {
      preparation = prepareConnection(connection, options.inMemory);
      prepared.set(connection, preparation);
    }
    await preparation;
    return connection;
  };
}

/**
 * Holds a lock shared by every process on this machine while `work` runs: an EXCLUSIVE transaction on a small
 * side file. Used so that services starting together do not run the same migration twice. The operating system
 * drops the lock if the process dies.
 */
export async function withSqliteFileLock<T>(
  driver: SqliteDriver,
  lockFile: string,
  work: () => Promise<T>,
): Promise<T> {
  // Sequelize creates the database's folder on first connect; the lock file comes first.
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const lock = await new Promise<SqliteConnection>((resolve, reject) => {
    const connection: SqliteConnection = new driver.Database(lockFile, (error) =>
      error ? reject(error) : resolve(connection),
    );
  });
  try {
    await run(lock, 'PRAGMA busy_timeout = 120000');
    await run(lock, 'BEGIN EXCLUSIVE');
    try {
      return await work();
    } finally {
      await run(lock, 'COMMIT');
    }
  } finally {
    await new Promise<void>((resolve) => lock.close(() => resolve()));
  }
}
