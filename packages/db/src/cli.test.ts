import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrations } from './migrations';
import { createTestDatabase, databasesUnderTest } from './testing';

const run = promisify(execFile);
const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const cli = path.join(__dirname, 'cli.ts');

/** Runs the CLI as an operator would: a separate process, configured by its environment only. */
async function migrateCommand(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  return run(tsx, [cli, 'migrate'], { env: childEnv, cwd: os.tmpdir() });
}

describe('the migrate command', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ym-cli-')), 'not-yet-there');
  });
  afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('when DATABASE_URL is unset, then it creates the data directory and migrates the SQLite file there', async () => {
    const first = await migrateCommand({ DATA_DIR: dataDir });
    expect(first.stdout).toContain(`Applied ${migrations.length} migration(s)`);
    for (const migration of migrations) expect(first.stdout).toContain(migration.name);
    expect(fs.existsSync(path.join(dataDir, 'young-minds.sqlite'))).toBe(true);

    const second = await migrateCommand({ DATA_DIR: dataDir });
    expect(second.stdout).toContain('is up to date');
  });

  it('when the command is unknown, then it prints the usage and fails', async () => {
    const failure = await run(tsx, [cli, 'explode'], { env: process.env, cwd: os.tmpdir() }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});

// Defined only when MariaDB takes part in this run (always with CI=true).
const mariadb = databasesUnderTest().find((kind) => kind.name === 'mariadb');
if (mariadb) {
  describe('the migrate command on mariadb', () => {
    it('when DATABASE_URL is set, then that database is migrated', async () => {
      const target = await createTestDatabase(mariadb, { migrate: false });
      try {
        const { stdout } = await migrateCommand({ DATABASE_URL: target.url });
        expect(stdout).toContain(`Applied ${migrations.length} migration(s)`);
        expect(await target.db.migrate()).toEqual([]);
      } finally {
        await target.drop();
      }
    });
  });
}
