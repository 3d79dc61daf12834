import { QueryTypes } from 'sequelize';
import { createTestDatabase, databasesUnderTest, serviceDatabases } from './index';
import setUpTestDatabases from './global-setup';
import { connectToServer, defaultMysqlUrl, mariadbUrlEnv, testRunIdEnv } from './mariadb';

/** Runs `body` with some environment variables changed, then puts them back. */
async function withEnv(changes: Record<string, string | undefined>, body: () => unknown): Promise<void> {
  const saved = Object.fromEntries(Object.keys(changes).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(changes);
  try {
    await body();
  } finally {
    apply(saved);
  }
}

describe('databasesUnderTest', () => {
  it('always lists SQLite, and MariaDB when the global setup reached it; titles print the name', async () => {
    await withEnv({ [mariadbUrlEnv]: undefined, CI: undefined }, () => {
      expect(databasesUnderTest().map(String)).toEqual(['sqlite']);
    });
    await withEnv({ [mariadbUrlEnv]: defaultMysqlUrl, CI: undefined }, () => {
      expect(databasesUnderTest()).toEqual([
        { name: 'sqlite', url: expect.stringMatching(/^sqlite:/) },
        { name: 'mariadb', url: defaultMysqlUrl },
      ]);
      expect(String(databasesUnderTest()[1])).toBe('mariadb');
    });
  });

  it('when CI=true and MariaDB is missing, then it fails instead of testing less', async () => {
    await withEnv({ [mariadbUrlEnv]: undefined, CI: 'true' }, () => {
      expect(() => databasesUnderTest()).toThrow(/CI=true/);
    });
  });
});

describe('serviceDatabases', () => {
  it('is MariaDB when the run has it, else SQLite, so a service suite runs once either way', async () => {
    await withEnv({ [mariadbUrlEnv]: defaultMysqlUrl, CI: undefined }, () => {
      expect(serviceDatabases()).toEqual([{ name: 'mariadb', url: defaultMysqlUrl }]);
    });
    await withEnv({ [mariadbUrlEnv]: undefined, CI: undefined }, () => {
      expect(serviceDatabases().map(String)).toEqual(['sqlite']);
    });
    await withEnv({ [mariadbUrlEnv]: undefined, CI: 'true' }, () => {
      expect(() => serviceDatabases()).toThrow(/CI=true/);
    });
  });
});

describe('the jest global setup', () => {
  const unreachable = 'mysql://root@127.0.0.1:9/test';
  // The setup writes these for the whole run: each test puts them back.
  const runSettings = { [mariadbUrlEnv]: process.env[mariadbUrlEnv], [testRunIdEnv]: process.env[testRunIdEnv] };

  it('when MariaDB does not answer locally, then the MariaDB suites are left out', async () => {
    await withEnv({ ...runSettings, MYSQL_URL: unreachable, CI: undefined, [mariadbUrlEnv]: 'stale' }, async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        await setUpTestDatabases();
        expect(process.env[mariadbUrlEnv]).toBeUndefined();
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('SQLite only'));
      } finally {
        warn.mockRestore();
      }
    });
  });

  it('when MariaDB does not answer and CI=true, then the run fails', async () => {
    await withEnv({ ...runSettings, MYSQL_URL: unreachable, CI: 'true' }, async () => {
      await expect(setUpTestDatabases()).rejects.toThrow(/CI=true needs MariaDB/);
    });
  });
});

describe.each(databasesUnderTest())('createTestDatabase on %s', (kind) => {
  it('gives each caller a private, migrated database, which clear() empties and drop() removes', async () => {
    const [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    try {
      expect(first.url).not.toBe(second.url);
      await first.db.repos.users.ensureAdmin('admin@example.test', 'Administrator');
      expect(await first.db.models.User.count()).toBe(1);
      expect(await second.db.models.User.count()).toBe(0);

      await first.clear();
      expect(await first.db.models.User.count()).toBe(0);
      expect(await first.db.migrate()).toEqual([]);
    } finally {
      await second.drop();
    }
    await first.drop();

    if (kind.name === 'mariadb') {
      const database = new URL(first.url).pathname.slice(1);
      expect(database).toMatch(new RegExp(`^ym_test_w${process.env.JEST_WORKER_ID}_`));
      const server = await connectToServer(kind.url);
      try {
        const [rows] = await server.query('SHOW DATABASES LIKE ?', [database]);
        expect(rows).toEqual([]);
      } finally {
        await server.end();
      }
    }
  });

  it('when migrate: false, then the database is empty', async () => {
    const bare = await createTestDatabase(kind, { migrate: false });
    try {
      const tables = await bare.db.sequelize.getQueryInterface().showAllTables();
      expect(tables).toEqual([]);
      await expect(bare.db.sequelize.query('SELECT 1 AS one', { type: QueryTypes.SELECT })).resolves.toEqual([
        { one: 1 },
      ]);
    } finally {
      await bare.drop();
    }
  });
});
