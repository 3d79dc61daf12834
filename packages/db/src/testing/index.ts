/**
 * Test helpers for every package and service that talks to the database. Import them from
 * `@young-minds/db/testing` (a separate entry in package.json "exports", so production code never loads them):
 *
 *   describe.each(databasesUnderTest())('auth on $name', ({ name }) => {
 *     let testDb: TestDatabase;
 *     beforeAll(async () => { testDb = await createTestDatabase(name); });
 *     afterAll(() => testDb.drop());
 *     it('…', async () => { await testDb.db.repos.users.findById(1); });
 *   });
 *
 * The database package's own suites run on both kinds this way; a service's suites use `serviceDatabases()`
 * (MariaDB when the run has it) instead, but for one smoke suite per service.
 *
 * SQLite always takes part; MariaDB when the jest globalSetup (./global-setup.ts) reached it at MYSQL_URL
 * (default mysql://root@127.0.0.1:3306/test). Each test database is private to its suite: a new SQLite file in
 * a temporary directory, or a new MariaDB database named after the jest worker, so parallel workers never
 * share one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../connection';
import { type Clock, tablesInDeleteOrder } from '../models';
import { connectToServer, isCi, mariadbUrlEnv, testDatabasePrefix, testRunIdEnv, withDatabase } from './mariadb';
import { copySqliteTemplate, createMariadbFromTemplate } from './templates';

export type DatabaseKind = 'sqlite' | 'mariadb';

export interface DatabaseUnderTest {
  name: DatabaseKind;
  /** Where test databases of this kind are created: the MariaDB server's URL, or SQLite's temporary directory. */
  url: string;
  /** The kind's name, so `describe.each` titles print it for `%s`. */
  toString(): string;
}

export interface TestDatabase {
  kind: DatabaseKind;
  /** The migrated database (unless `migrate: false` was asked). */
  db: Database;
  /** The URL `db` was opened with, e.g. to start a second connection or a child process on the same data. */
  url: string;
  /** Deletes every row (the schema and its migration records stay). */
  clear(): Promise<void>;
  /** Closes the connection and deletes the database. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations before returning (default true). */
  migrate?: boolean;
  logging?: false | ((sql: string) => void);
  /** The clock rows are stamped with (see `createDatabase`); tests that order rows by time pass theirs. */
  now?: Clock;
}

/**
 * The databases every database suite runs on. With CI=true, MariaDB is required: a run whose globalSetup
 * did not provide it fails here rather than quietly testing less.
 */
export function databasesUnderTest(): DatabaseUnderTest[] {
  const kinds: DatabaseUnderTest[] = [underTest('sqlite', `sqlite:${os.tmpdir()}`)];
  const mariadbUrl = process.env[mariadbUrlEnv];
  if (mariadbUrl) kinds.push(underTest('mariadb', mariadbUrl));
  else if (isCi()) {
    throw new Error(
      `CI=true but no MariaDB for the tests: wire packages/db/src/testing/global-setup.ts as jest globalSetup ` +
        `and make MariaDB answer at MYSQL_URL.`,
    );
  }
  return kinds;
}

/**
 * The database a service's suites run on: MariaDB, the production database, when this run has it (CI always
 * does), else SQLite. What differs between the two is below the services: the repositories, migrations and
 * seeds, whose suites in packages/db run on both (`databasesUnderTest()`). Each service keeps one suite on both,
 * its mock-parity scenarios, so its whole app is still seen working on SQLite, the embedded default.
 */
export function serviceDatabases(): DatabaseUnderTest[] {
  const kinds = databasesUnderTest();
  const mariadb = kinds.filter((kind) => kind.name === 'mariadb');
  return mariadb.length > 0 ? mariadb : kinds;
}

/** `describe.each` titles print the name for `%s` too, not the whole object. */
function underTest(name: DatabaseKind, url: string): DatabaseUnderTest {
  return Object.defineProperty({ name, url }, 'toString', { value: () => name, enumerable: false });
}

let databasesCreated = 0;

/** A fresh database of the given kind, private to the caller; `drop()` it in afterAll. */
export async function createTestDatabase(
  kind: DatabaseKind | DatabaseUnderTest,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const name = typeof kind === 'string' ? kind : kind.name;
  const created = name === 'sqlite' ? createSqliteDatabase(options) : await createMariadbDatabase(options);
  try {
    if (options.migrate !== false) await created.db.migrate();
  } catch (error) {
    await created.drop();
    throw error;
  }
  return created;
}

function createSqliteDatabase(options: TestDatabaseOptions): TestDatabase {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ym-test-'));
  const url = `sqlite:${path.join(directory, 'test.sqlite')}`;
  if (options.migrate !== false) copySqliteTemplate(path.join(directory, 'test.sqlite'));
  const db = createDatabase({ url, logging: options.logging ?? false, now: options.now });
  return {
    kind: 'sqlite',
    db,
    url,
    clear: () => deleteAllRows(db),
    drop: async () => {
      await db.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function createMariadbDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const serverUrl = process.env[mariadbUrlEnv];
  if (!serverUrl) {
    throw new Error('MariaDB is not part of this test run: only ask for the kinds databasesUnderTest() lists.');
  }
  databasesCreated += 1;
  const worker = process.env.JEST_WORKER_ID ?? '0';
  const run = process.env[testRunIdEnv] ?? 'local';
  // The worker id keeps parallel workers apart; the run id, concurrent jest runs; the counter and random
  // suffix, the suites one worker runs one after another (each test file starts the counter afresh).
  const database = `${testDatabasePrefix}w${worker}_r${run}_${databasesCreated}${randomBytes(2).toString('hex')}`;

  if (options.migrate === false || !(await createMariadbFromTemplate(serverUrl, database))) {
    const server = await connectToServer(serverUrl);
    try {
      await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await server.end();
    }
  }

  const url = withDatabase(serverUrl, database);
  const db = createDatabase({ url, logging: options.logging ?? false, now: options.now });
  return {
    kind: 'mariadb',
    db,
    url,
    clear: () => deleteAllRows(db),
    drop: async () => {
      await db.close();
      const cleanup = await connectToServer(serverUrl);
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS \`${database}\``);
      } finally {
        await cleanup.end();
      }
    },
  };
}

async function deleteAllRows(db: Database): Promise<void> {
  const queryInterface = db.sequelize.getQueryInterface();
  await db.writeTransaction(async (transaction) => {
    for (const table of tablesInDeleteOrder) {
      await db.sequelize.query(`DELETE FROM ${queryInterface.quoteIdentifier(table)}`, { transaction });
    }
  });
}
export { createTestClock, type TestClock } from './clock';
export {
  type BusyFamilyOptions,
  insertBusyFamily,
  insertChildActivity,
  insertSampleContent,
  type PlanStep,
  queryPlan,
  type QueryWatch,
  type SampleContent,
  watchQueries,
} from './fixtures';
export { startTcpProxy, type TcpProxy } from './tcp-proxy';
