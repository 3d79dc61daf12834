import { connectToServer, mariadbUrlEnv, testDatabasePrefix, testRunIdEnv } from './mariadb';
import { removeTemplates } from './templates';

/**
 * Jest globalTeardown: drops the MariaDB databases this run left behind (a suite that crashed before its drop(),
 * and the template), and the SQLite template.
 */
export default async function tearDownTestDatabases(): Promise<void> {
  removeTemplates();
  const url = process.env[mariadbUrlEnv];
  const runId = process.env[testRunIdEnv];
  if (!url || !runId) return;
  const connection = await connectToServer(url);
  try {
    const [rows] = await connection.query('SHOW DATABASES');
    const names = (rows as Record<string, string>[]).map((row) => Object.values(row)[0] ?? '');
    const leftovers = names.filter((name) => name.startsWith(testDatabasePrefix) && name.includes(`_r${runId}_`));
    for (const name of leftovers) await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await connection.end();
  }
}
