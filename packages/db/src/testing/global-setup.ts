import { connectToServer, defaultMysqlUrl, isCi, mariadbUrlEnv, testRunIdEnv } from './mariadb';
import { createTemplates } from './templates';

/**
 * Jest globalSetup (wired in /jest.config.cjs): decides once per run whether the MariaDB suites take part.
 * MariaDB answers → its URL goes to the workers in YM_MARIADB_URL. No answer → with CI=true the run fails;
 * locally the MariaDB suites are simply not defined (databasesUnderTest() lists SQLite only). Then it migrates
 * this run's template databases, which every suite's test database copies (./templates.ts).
 */
export default async function setUpTestDatabases(): Promise<void> {
  const runId = process.pid.toString(36);
  process.env[testRunIdEnv] = runId;
  // The same decision for Redis (the shared rate-limit store): TEST_REDIS_URL, required when CI=true.
  await (await import('../../../service-kit/src/testing/redis')).setUpTestRedis();
  const url = process.env.MYSQL_URL?.trim() || defaultMysqlUrl;
  try {
    const connection = await connectToServer(url);
    try {
      await connection.query('SELECT 1');
    } finally {
      await connection.end();
    }
    process.env[mariadbUrlEnv] = url;
  } catch (error) {
    delete process.env[mariadbUrlEnv];
    const reason = error instanceof Error ? error.message : String(error);
    if (isCi()) throw new Error(`CI=true needs MariaDB at ${url} (MYSQL_URL), which did not answer: ${reason}`);
    console.warn(`\nMariaDB at ${url} did not answer (${reason}): running the database suites on SQLite only.`);
  }
  await createTemplates(runId, process.env[mariadbUrlEnv]);
}
