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
export function connectToServer(
  url: string,
  options: { multipleStatements?: boolean } = {},
): Promise<mysql.Connection> {
  const server = new URL(url);
  return mysql.createConnection({
    host: server.hostname || '127.0.0.1',
    port: server.port ? Number(server.port) : 3306,
    user: decodeURIComponent(server.username) || 'root',
    password: server.password ? decodeURIComponent(server.password) : undefined,
    connectTimeout: 3_000,
    ...options,
  });
}

/** `url` with another database name. */
export function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

/** Set by the jest globalSetup: where the migrated template databases of this run are (see templates.ts). */
export const templatesEnv = 'YM_TEST_TEMPLATES';

/** The name of this run's migrated MariaDB template. */
export function templateDatabaseName(runId: string): string {
  return `${testDatabasePrefix}template_r${runId}_`;
}

/**
 * The statements that copy `template` (schema and rows) into the current database: every table as SHOW CREATE
 * TABLE prints it (indexes and foreign keys included; CREATE TABLE … LIKE would drop the foreign keys), then its
 * rows (the migration records). Foreign-key checks are off while the tables appear in any order.
 */
export async function cloneScript(connection: mysql.Connection, template: string): Promise<string> {
  const [tables] = await connection.query(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    [template],
  );
  const statements = ['SET FOREIGN_KEY_CHECKS = 0'];
  for (const { name } of tables as { name: string }[]) {
    const [rows] = await connection.query(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
    statements.push((rows as Record<string, string>[])[0]!['Create Table']!);
    const [[count]] = (await connection.query(`SELECT COUNT(*) AS n FROM \`${template}\`.\`${name}\``)) as unknown as [
      [{ n: number }],
    ];
    if (Number(count.n) > 0) statements.push(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
  }
  statements.push('SET FOREIGN_KEY_CHECKS = 1');
  return statements.join(';\n');
}

/** A new database `database` made from `script` (cloneScript's): one round trip instead of every migration. */
export async function createFromScript(serverUrl: string, database: string, script: string): Promise<void> {
  const connection = await connectToServer(serverUrl, { multipleStatements: true });
  try {
    await connection.query(
      `DROP DATABASE IF EXISTS \`${database}\`; CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; USE \`${database}\`;\n${script}`,
    );
  } finally {
    await connection.end();
  }
}
