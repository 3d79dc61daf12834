import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { type Database, createDatabase } from '@young-minds/db';
import {
  type TcpProxy,
  type TestDatabase,
  createTestDatabase,
  databasesUnderTest,
  startTcpProxy,
} from '@young-minds/db/testing';
import { createTokenService, messages } from '@young-minds/service-kit';
import { buildContentApp } from './app';
import { createLocalMediaStore } from './media';
import { testSecret } from '@young-minds/service-kit/src/testing/harness';

/**
 * The content service with its database behind a TCP proxy the test controls: a line that is cut while calls
 * are under way must give 503 with a clear message (never a 500, never a hang), the service must come back by
 * itself once the line does, and every write it confirmed must really be stored.
 */

const tokens = createTokenService({
  secret: testSecret,
  issuer: 'young-minds',
  audience: 'young-minds',
  ttlSeconds: 3600,
});
/** What each database call may wait for a connection in these tests (production defaults are 5 s and 10 s). */
const connectTimeoutMs = 1_000;
const acquireTimeoutMs = 3_000;
/** A call that takes longer than this has hung: the timeouts above should end it well before. */
const clientTimeoutMs = 8_000;

function contentApp(db: Database, folder: string) {
  const media = createLocalMediaStore({ root: join(folder, 'media') });
  const app = buildContentApp({ db, tokens, media, uploadDir: mkdtempSync(join(folder, 'uploads-')) });
  const server = app.callback();
  return () => request(server);
}

const proxiedUrl = (url: string, proxy: TcpProxy) => {
  const target = new URL(url);
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  return target.toString();
};

describe('content with a MariaDB it cannot reach', () => {
  let proxy: TcpProxy;
  let db: Database;
  let folder: string;
  beforeAll(async () => {
    // Nothing behind the proxy is needed: the line is down from the start.
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 9 });
    folder = mkdtempSync(join(tmpdir(), 'ym-faults-'));
    db = createDatabase({
      url: `mysql://root@127.0.0.1:${proxy.port}/unreachable`,
      connectTimeoutMs,
      acquireTimeoutMs,
    });
  });
  afterAll(async () => {
    // Connection attempts still held would outlive the pool's close (and keep jest from exiting): let them
    // through to the closed port behind the proxy, and wait until a query fails at once.
    proxy.restore();
    for (let tries = 0; tries < 100; tries += 1) {
      const failedAtOnce = await db.ping().then(
        () => true,
        (error: Error) => /ECONNREFUSED|ECONNRESET|closed/i.test(error.message),
      );
      if (failedAtOnce) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await db.close();
    await proxy.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(['refuse', 'hold'] as const)(
    'when the line %ss every connection, then calls answer 503 with a clear message',
    async (mode) => {
      proxy.cut(mode);
      const api = contentApp(db, folder);
      const anonymous = await api().get('/api/Category').timeout(clientTimeoutMs);
      const token = await tokens.sign({ sub: 1, role: 'admin', ver: 0 });
      const loggedIn = await api().get('/api/videos').set('Authorization', `Bearer ${token}`).timeout(clientTimeoutMs);
      for (const response of [anonymous, loggedIn]) {
        expect({ status: response.status, message: response.body.message }).toEqual({
          status: 503,
          message: messages.databaseUnavailable,
        });
      }
    },
    30_000,
  );
});

const mariadb = databasesUnderTest().filter((kind) => kind.name === 'mariadb');

// Defined only when MariaDB is under test (always with CI=true), like every MariaDB suite.
if (mariadb.length > 0) {
  describe('content under load while its MariaDB line is cut and restored', () => {
    let testDb: TestDatabase;
    let proxy: TcpProxy;
    let db: Database;
    let folder: string;

    beforeAll(async () => {
      testDb = await createTestDatabase('mariadb');
      const target = new URL(testDb.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 3306) });
      folder = mkdtempSync(join(tmpdir(), 'ym-faults-'));
      db = createDatabase({ url: proxiedUrl(testDb.url, proxy), connectTimeoutMs, acquireTimeoutMs });
    });
    afterAll(async () => {
      await db?.close();
      await proxy?.close();
      await testDb?.drop();
      rmSync(folder, { recursive: true, force: true });
    });

    interface Outcome {
      kind: 'write' | 'read';
      status: number;
      message?: string;
      /** The category a confirmed write created. */
      created?: { id: number; name: string };
    }

    it('when the line is cut mid-load, then calls answer 503 (no 500, no hang), the service recovers and every confirmed write is stored', async () => {
      const api = contentApp(db, folder);
      // Straight through the direct connection: the proxied one is what is under test.
      const { user: admin } = await testDb.db.repos.users.ensureAdmin('faults-admin@example.test', 'Admin');
      const auth = {
        Authorization: `Bearer ${await tokens.sign({ sub: admin.id, role: 'admin', ver: admin.tokenVersion })}`,
      };

      const outcomes: Outcome[] = [];
      let running = true;
      let counter = 0;
      const call = async (kind: Outcome['kind']) => {
        counter += 1;
        const name = `Fault load ${counter}`;
        try {
          const response =
            kind === 'write'
              ? await api().post('/api/Category').set(auth).send({ name }).timeout(clientTimeoutMs)
              : await api()
                  .get(counter % 2 === 0 ? '/api/Category' : '/api/videos')
                  .set(auth)
                  .timeout(clientTimeoutMs);
          outcomes.push({
            kind,
            status: response.status,
            message: response.body?.message,
            created: kind === 'write' && response.status === 201 ? { id: response.body.id, name } : undefined,
          });
        } catch (error) {
          // supertest's timeout (or a dropped socket): a hang or a crash, both failures.
          outcomes.push({ kind, status: 0, message: (error as Error).message });
        }
      };
      // Real network timing: spacing the calls keeps the load steady while the line is cut and restored (the
      // test is about how calls fail and recover over a real connection, not about their order).
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      // Four callers, each alternating writes and reads (a few hundred calls in all), until told to stop.
      const workers = Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; running; i += 1) {
          await call((i + worker) % 2 === 0 ? 'write' : 'read');
          await pause(20);
        }
      });

      await pause(1_500);
      const beforeCut = outcomes.length;
      proxy.cut('refuse');
      await pause(1_200);
      proxy.cut('hold');
      await pause(1_300);
      const duringCut = outcomes.slice(beforeCut);
      proxy.restore();
      const restoredAt = Date.now();

      // Bounded poll: the service must answer a read (which needs the database) within 5 s of the line's return.
      let recoveredAfterMs: number | undefined;
      while (recoveredAfterMs === undefined && Date.now() - restoredAt < 5_000) {
        const probe = await api()
          .get('/api/Category')
          .timeout(clientTimeoutMs)
          .catch(() => undefined);
        if (probe?.status === 200) recoveredAfterMs = Date.now() - restoredAt;
        else await pause(100);
      }
      await pause(1_500);
      const afterRecovery = outcomes.length;
      await pause(1_000);
      running = false;
      await Promise.all(workers);

      // Recorded for the report; asserted through the bounded poll above, not as a timing.
      console.info(`db faults: ${outcomes.length} calls, recovered ${recoveredAfterMs} ms after restore`);
      expect(recoveredAfterMs).toBeDefined();
      const wrong = outcomes.filter(
        (o) =>
          !(o.status >= 200 && o.status < 300) && !(o.status === 503 && o.message === messages.databaseUnavailable),
      );
      expect(wrong).toEqual([]);
      // The cut was felt, and the load ran on both sides of it.
      expect(duringCut.some((o) => o.status === 503)).toBe(true);
      expect(outcomes.slice(0, beforeCut).some((o) => o.status === 201)).toBe(true);
      expect(outcomes.slice(afterRecovery).filter((o) => o.status === 503)).toEqual([]);

      const confirmed = outcomes.flatMap((o) => (o.created ? [o.created] : []));
      const stored = await testDb.db.models.Category.findAll({ attributes: ['id', 'name'], raw: true });
      const storedById = new Map(stored.map((row) => [Number(row.id), row.name]));
      expect(confirmed.filter((write) => storedById.get(write.id) !== write.name)).toEqual([]);
    }, 60_000);
  });
}
