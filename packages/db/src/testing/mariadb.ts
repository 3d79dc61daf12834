import mysql from 'mysql2/promise';

/** Where the MariaDB suites run unless MYSQL_URL says otherwise. */
export const defaultMysqlUrl = 'mysql://root@127.0.0.1:3306/test';

/** Set by the jest globalSetup when MariaDB answered: the workers read it. */
export const mariadbUrlEnv = 'YM_MARIADB_URL';
/** Set by the jest globalSetup: names this run's databases, so concurrent jest runs never share one. */
export const testRunIdEnv = 'YM_TEST_RUN_ID';
export const testDatabasePrefix = 'ym_test_';

export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1';
}

/** A connection to the server of `url` (its database need not exist yet for DROP/CREATE DATABASE). */
export function connectToServer(url: string): Promise<mysql.Connection> {
  const server = new URL(url);
  return mysql.createConnection({
    host: server.hostname || '127.0.0.1',
    port: server.port ? Number(server.port) : 3306,
    user: decodeURIComponent(server.username) || 'root',
    password: server.password ? decodeURIComponent(server.password) : undefined,
    connectTimeout: 3_000,
  });
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}
