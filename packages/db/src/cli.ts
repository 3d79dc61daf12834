/**
 * Database commands for operators and start scripts:
 *
 *   tsx packages/db/src/cli.ts migrate
 *
 * Applies pending migrations to DATABASE_URL, or to the SQLite file in DATA_DIR (default `.data`, created when
 * missing), prints what it applied and exits 0; on failure it prints the error and exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase } from './connection';
import { databaseUrlFromEnv, redactDatabaseUrl } from './url';

const usage = 'Usage: tsx packages/db/src/cli.ts migrate';

async function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  fs.mkdirSync(dataDir, { recursive: true });
  const url = databaseUrlFromEnv(env, dataDir);
  const db = createDatabase({ url });
  try {
    const applied = await db.migrate();
    const where = redactDatabaseUrl(url);
    if (applied.length === 0) console.log(`Database ${where} is up to date.`);
    else
      console.log(
        `Applied ${applied.length} migration(s) to ${where}:\n${applied.map((name) => `  ${name}`).join('\n')}`,
      );
  } finally {
    await db.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (command === 'migrate') {
    await migrate(process.env);
    return 0;
  }
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
