// Migrating a database takes seconds on MariaDB (every table and index is DDL), and the suites create well over
// a hundred. The jest globalSetup migrates one template of each kind per run; a suite's database is a copy of it
// (SQLite: the file; MariaDB: the tables as SHOW CREATE TABLE prints them, and their rows). createTestDatabase
// still calls migrate() on the copy, which then finds nothing pending: a copy that lost a migration fails there.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../connection';
import {
  cloneScript,
  connectToServer,
  createFromScript,
  templateDatabaseName,
  templatesEnv,
  withDatabase,
} from './mariadb';

const sqliteTemplateFile = 'template.sqlite';
const mariadbScriptFile = 'mariadb-clone.sql';

/** For the globalSetup: migrates this run's templates and tells the workers where they are. */
export async function createTemplates(runId: string, mariadbUrl: string | undefined): Promise<void> {
  const folder = path.join(os.tmpdir(), `ym-test-templates-r${runId}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

  const sqlite = createDatabase({ url: `sqlite:${path.join(folder, sqliteTemplateFile)}`, logging: false });
  try {
    await sqlite.migrate();
  } finally {
    await sqlite.close();
  }

  if (mariadbUrl) {
    const template = templateDatabaseName(runId);
    const server = await connectToServer(mariadbUrl);
    try {
      await server.query(`DROP DATABASE IF EXISTS \`${template}\``);
      await server.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const db = createDatabase({ url: withDatabase(mariadbUrl, template), logging: false });
      try {
        await db.migrate();
      } finally {
        await db.close();
      }
      writeFileSync(path.join(folder, mariadbScriptFile), await cloneScript(server, template));
    } finally {
      await server.end();
    }
  }
  process.env[templatesEnv] = folder;
}

/** For the globalTeardown: removes the SQLite template (the MariaDB one goes with the run's other databases). */
export function removeTemplates(): void {
  const folder = process.env[templatesEnv];
  if (folder) rmSync(folder, { recursive: true, force: true });
}

/** Copies the migrated SQLite template to `file`; false when this run has none (then migrate as usual). */
export function copySqliteTemplate(file: string): boolean {
  const folder = process.env[templatesEnv];
  const template = folder && path.join(folder, sqliteTemplateFile);
  if (!template || !existsSync(template)) return false;
  copyFileSync(template, file);
  return true;
}

/** Creates `database` as a copy of the migrated MariaDB template; false when this run has none. */
export async function createMariadbFromTemplate(serverUrl: string, database: string): Promise<boolean> {
  const folder = process.env[templatesEnv];
  const script = folder && path.join(folder, mariadbScriptFile);
  if (!script || !existsSync(script)) return false;
  await createFromScript(serverUrl, database, readFileSync(script, 'utf8'));
  return true;
}
