import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { createDatabase, type Database } from './connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from './testing';

async function pragma(
  db: Database,
  name: string,
  transaction?: Parameters<Parameters<Database['writeTransaction']>[0]>[0],
) {
  const [row] = await db.sequelize.query<Record<string, unknown>>(`PRAGMA ${name}`, {
    type: QueryTypes.SELECT,
    transaction,
  });
  return Object.values(row ?? {})[0];
}

describe('SQLite connections', () => {
  let directory: string;
  let db: Database;

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ym-connection-'));
    db = createDatabase({ url: `sqlite:${path.join(directory, 'nested', 'young-minds.sqlite')}` });
    await db.migrate();
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('creates the file (and its folder) and answers a ping', async () => {
    await expect(db.ping()).resolves.toBeUndefined();
    expect(db.dialect).toBe('sqlite');
    expect(fs.existsSync(path.join(directory, 'nested', 'young-minds.sqlite'))).toBe(true);
  });

  it('turns on foreign keys, WAL and a busy timeout on every connection, transactions included', async () => {
    expect(await pragma(db, 'foreign_keys')).toBe(1);
    expect(await pragma(db, 'journal_mode')).toBe('wal');
    expect(await pragma(db, 'busy_timeout')).toBe(10_000);
    const inTransaction = await db.writeTransaction(async (transaction) => ({
      foreignKeys: await pragma(db, 'foreign_keys', transaction),
      busyTimeout: await pragma(db, 'busy_timeout', transaction),
    }));
    expect(inTransaction).toEqual({ foreignKeys: 1, busyTimeout: 10_000 });
  });

  it('runs the write transactions of one process one after another', async () => {
    let running = 0;
    let mostAtOnce = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        db.writeTransaction(async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          // Hands the event loop to the other five: were they not queued, one would start here.
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        }),
      ),
    );
    expect(mostAtOnce).toBe(1);
  });

  it('when a write transaction fails, then its writes are rolled back and the next one still runs', async () => {
    const { Category } = db.models;
    await expect(
      db.writeTransaction(async (transaction) => {
        await Category.create({ name: 'rolled back' }, { transaction });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await Category.count({ where: { name: 'rolled back' } })).toBe(0);
    await expect(
      db.writeTransaction((transaction) => Category.create({ name: 'kept' }, { transaction })),
    ).resolves.toBeTruthy();
  });
});

it('an in-memory SQLite database migrates and works (for quick experiments)', async () => {
  const db = createDatabase({ url: 'sqlite::memory:' });
  try {
    expect((await db.migrate()).length).toBeGreaterThan(0);
    const { user } = await db.repos.users.ensureAdmin('admin@example.test', 'Administrator');
    expect(await db.repos.users.findById(user.id)).toEqual(user);
  } finally {
    await db.close();
  }
});

describe.each(databasesUnderTest())('a database on %s', ({ name }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  it('answers a ping and reports its dialect', async () => {
    await expect(testDb.db.ping()).resolves.toBeUndefined();
    expect(testDb.db.dialect).toBe(name === 'sqlite' ? 'sqlite' : 'mysql');
  });

  it('stores text beyond the Basic Multilingual Plane (utf8mb4 on MariaDB)', async () => {
    const category = await testDb.db.models.Category.create({ name: 'القرآن 📖' });
    expect((await testDb.db.models.Category.findByPk(category.id))?.name).toBe('القرآن 📖');
  });

  it('when closed, then ping fails', async () => {
    const other = createDatabase({ url: testDb.url });
    await other.ping();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  });
});

// Defined only when MariaDB takes part in this run (always with CI=true; the tests' server runs on this machine).
const mariadb = databasesUnderTest().find((kind) => kind.name === 'mariadb');
if (mariadb) {
  describe('a MariaDB server on the same machine', () => {
    let testDb: TestDatabase;
    beforeAll(async () => {
      testDb = await createTestDatabase(mariadb);
    });
    afterAll(() => testDb.drop());

    /** Where the server says a connection came from: `localhost` through its Unix socket, `host:port` over TCP. */
    async function clientHostOf(db: Database): Promise<string> {
      const [row] = await db.sequelize.query<{ host: string }>(
        'SELECT host FROM information_schema.PROCESSLIST WHERE id = CONNECTION_ID()',
        { type: QueryTypes.SELECT },
      );
      return String(row?.host);
    }

    it('when DATABASE_URL names its Unix socket, then statements go through the socket and read the same data', async () => {
      const [server] = await testDb.db.sequelize.query<{ socket: string }>('SELECT @@socket AS socket', {
        type: QueryTypes.SELECT,
      });
      await testDb.db.models.Category.create({ name: 'Seerah' });
      const url = new URL(testDb.url);
      url.searchParams.set('socket', String(server?.socket));
      const throughSocket = createDatabase({ url: url.toString() });
      try {
        expect(await clientHostOf(throughSocket)).toBe('localhost');
        expect(await clientHostOf(testDb.db)).toMatch(/:\d+$/);
        const rows = await throughSocket.repos.categories.list();
        expect(rows.map((category) => category.name)).toContain('Seerah');
      } finally {
        await throughSocket.close();
      }
    });
  });
}
