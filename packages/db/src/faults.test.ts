import net from 'node:net';
import { createDatabase, type Database } from './connection';
import { type TcpProxy, type TestDatabase, createTestDatabase, databasesUnderTest, startTcpProxy } from './testing';

/** A server that echoes every byte back, to see the proxy pass, cut and hold a line without a database. */
async function echoServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Sends `text` and resolves to what came back, or to how the line ended ('reset', 'closed', 'silent'). */
function roundTrip(port: number, text: string, waitMs = 300): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('silent');
    }, waitMs);
    socket.on('data', (data) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(data.toString());
    });
    socket.on('error', () => {
      clearTimeout(timer);
      resolve('reset');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    socket.write(text);
  });
}

describe('the test TCP proxy', () => {
  let echo: Awaited<ReturnType<typeof echoServer>>;
  let proxy: TcpProxy;
  beforeAll(async () => {
    echo = await echoServer();
    proxy = await startTcpProxy({ host: '127.0.0.1', port: echo.port });
  });
  afterAll(async () => {
    await proxy.close();
    await echo.close();
  });

  it('when open, then bytes pass both ways; when cut to refuse, then new lines reset; when cut to hold, then they stay silent; when restored, then bytes pass again', async () => {
    expect(await roundTrip(proxy.port, 'ping')).toBe('ping');
    proxy.cut('refuse');
    expect(['reset', 'closed']).toContain(await roundTrip(proxy.port, 'ping'));
    proxy.cut('hold');
    expect(await roundTrip(proxy.port, 'ping')).toBe('silent');
    proxy.restore();
    expect(await roundTrip(proxy.port, 'pong')).toBe('pong');
  });
});

/** Bounded poll: whether the database answers a query within `ms` (a connection attempt still failing late may refuse the first tries). */
async function answersWithin(db: Database, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await db.ping().then(
        () => true,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const mariadb = databasesUnderTest().filter((kind) => kind.name === 'mariadb');

// Defined only when MariaDB is under test (always with CI=true), like every MariaDB suite.
if (mariadb.length > 0) {
  describe('a MariaDB connection through a line that is cut', () => {
    let testDb: TestDatabase;
    let proxy: TcpProxy;
    let db: Database;
    beforeAll(async () => {
      testDb = await createTestDatabase('mariadb');
      const url = new URL(testDb.url);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      db = createDatabase({ url: url.toString(), connectTimeoutMs: 1_000, acquireTimeoutMs: 3_000 });
    });
    afterAll(async () => {
      await db?.close();
      await proxy?.close();
      await testDb?.drop();
    });

    it('when the line is cut under a running query, then it fails as a connection error (503), not a database error (500)', async () => {
      // A loaded machine may take longer than the 1 s connect timeout to open the first line: the pool retries.
      expect(await answersWithin(db, 10_000)).toBe(true);
      const running = db.sequelize.query('SELECT SLEEP(2)').then(
        () => 'answered',
        (error: Error) => error.name,
      );
      // Real network timing: the query must be on the wire (inside SLEEP(2)) when the line is cut; there is no
      // event for "the server has started it", and 200 ms is far inside the query's 2 s.
      await new Promise((resolve) => setTimeout(resolve, 200));
      proxy.cut('refuse');
      expect(await running).toBe('SequelizeConnectionError');
      proxy.restore();
      expect(await answersWithin(db, 5_000)).toBe(true);
    }, 25_000);

    it('when the line swallows new connections, then a query fails within the connect timeout, and works once the line is back', async () => {
      expect(await answersWithin(db, 10_000)).toBe(true);
      proxy.cut('hold');
      // Real network timing: let the pool see its connections die (no event says so), so the query needs a new
      // connection: that is what is held.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const failed = await db.ping().then(
        () => 'answered',
        (error: Error) => error.name,
      );
      expect(failed).toMatch(/^Sequelize.*Connection.*Error$/);
      proxy.restore();
      expect(await answersWithin(db, 5_000)).toBe(true);
    }, 25_000);
  });
}
