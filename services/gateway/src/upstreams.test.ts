import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import request from 'supertest';
import { createApp } from './app';
import { closedPortUrl, readBody, startUpstream, testConfig, type Upstream } from './test-helpers';
import { UpstreamPool, Upstreams } from './upstreams';

/** A pino logger whose lines land in `lines` (parsed). */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** A service instance that answers `<name> <method> <url>` and keeps what it got; `/health` answers 200. */
async function namedInstance(name: string, seen: string[] = [], port = 0): Promise<Upstream & { seen: string[] }> {
  const upstream = await startUpstream(async (req, res) => {
    if (req.url === '/health') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    const body = (await readBody(req)).toString();
    seen.push(`${req.method} ${req.url}${body ? ` ${body}` : ''}`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${name} ${req.method} ${req.url}`);
  }, port);
  return Object.assign(upstream, { seen });
}

/** A raw TCP service that resets every connection as soon as a request starts arriving. */
async function resettingInstance(): Promise<{ url: URL; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.on('error', () => undefined);
    socket.once('data', () => socket.resetAndDestroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('UpstreamPool', () => {
  const a = new URL('http://10.0.0.1:4001');
  const b = new URL('http://10.0.0.2:4001');
  const c = new URL('http://10.0.0.3:4001');

  test('when every instance is healthy, then picks go round robin', () => {
    const pool = new UpstreamPool('auth', [a, b, c], { checkIntervalMs: 1_000 });
    const picks = Array.from({ length: 6 }, () => pool.pick()!.url.host);
    expect(picks).toEqual([
      '10.0.0.1:4001',
      '10.0.0.2:4001',
      '10.0.0.3:4001',
      '10.0.0.1:4001',
      '10.0.0.2:4001',
      '10.0.0.3:4001',
    ]);
  });

  test('when an instance is taken out, then it is skipped until it is put back, with one log line each', () => {
    const { logger, lines } = capturingLogger();
    const pool = new UpstreamPool('content', [a, b], { checkIntervalMs: 1_000, logger });
    const [first, second] = pool.instances;
    pool.markDown(second!, 'ECONNREFUSED');
    pool.markDown(second!, 'ECONNREFUSED');
    expect(Array.from({ length: 3 }, () => pool.pick())).toEqual([first, first, first]);
    pool.markUp(second!);
    pool.markUp(second!);
    expect(new Set(Array.from({ length: 4 }, () => pool.pick()))).toEqual(new Set([first, second]));
    expect(lines.map((line) => [line.msg, line.upstream, line.instance, line.reason])).toEqual([
      ['upstream instance taken out', 'content', 'http://10.0.0.2:4001/', 'ECONNREFUSED'],
      ['upstream instance put back', 'content', 'http://10.0.0.2:4001/', undefined],
    ]);
  });

  test('when every instance is out, then they are all still tried, and a retry never goes back to the one it left', () => {
    const pool = new UpstreamPool('auth', [a, b], { checkIntervalMs: 1_000 });
    const [first, second] = pool.instances;
    pool.markDown(first!, 'ECONNREFUSED');
    pool.markDown(second!, 'ECONNREFUSED');
    expect(new Set([pool.pick(), pool.pick()])).toEqual(new Set([first, second]));
    expect(pool.pick(first)).toBe(second);
    expect(pool.pick(second)).toBe(first);
  });

  test('when a service has one instance, then it is always that one: never taken out, never checked', () => {
    const pool = new UpstreamPool('auth', [a], { checkIntervalMs: 1_000 });
    const [only] = pool.instances;
    pool.markDown(only!, 'ECONNREFUSED');
    expect(only!.healthy).toBe(true);
    expect(pool.pick()).toBe(only);
    expect(pool.pick(only)).toBeUndefined();
    pool.start();
    expect((pool as unknown as { timer?: NodeJS.Timeout }).timer).toBeUndefined();
  });

  test('when checks are started, then their timer does not keep the process alive, and close stops it', () => {
    const pools = new Upstreams({ auth: [a, b], content: [a], subscriptions: [c] }, { checkIntervalMs: 60_000 });
    pools.start();
    const timer = (pools.pools.auth as unknown as { timer?: NodeJS.Timeout }).timer;
    expect(timer?.hasRef()).toBe(false);
    pools.close();
    expect((pools.pools.auth as unknown as { timer?: NodeJS.Timeout }).timer).toBeUndefined();
  });

  test('when an instance fails its check, then it is taken out; when it passes again, it is put back', async () => {
    const up = await namedInstance('up');
    let healthy = false;
    const flaky = await startUpstream((_req, res) => res.writeHead(healthy ? 200 : 503).end());
    const pool = new UpstreamPool('auth', [up.url, flaky.url], { checkIntervalMs: 40 });
    try {
      pool.start();
      const [down] = (await once(pool, 'down')) as [{ url: URL }];
      expect(down.url).toBe(flaky.url);
      healthy = true;
      const [back] = (await once(pool, 'up')) as [{ url: URL }];
      expect(back.url).toBe(flaky.url);
      expect(pool.instances.every((instance) => instance.healthy)).toBe(true);
    } finally {
      pool.close();
      await up.close();
      await flaky.close();
    }
  });
});

describe('proxying to several instances of a service', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A gateway whose auth service has these instances (checked every `intervalMs`); closed after the test. */
  function gateway(instances: URL[], intervalMs = 60_000) {
    const { logger, lines } = capturingLogger();
    const config = testConfig(instances, { healthCheckIntervalMs: intervalMs, expectedServices: ['auth'] });
    const upstreams = new Upstreams(config.services, { logger, checkIntervalMs: intervalMs }).start();
    cleanups.push(() => upstreams.close());
    const app = createApp({ config, upstreams });
    return { agent: request(app.callback()), pool: upstreams.pools.auth, lines, app };
  }
  async function instance(name: string) {
    const upstream = await namedInstance(name);
    cleanups.push(() => upstream.close());
    return upstream;
  }

  test('when two instances are up, then GETs are spread over both in turn', async () => {
    const [one, two] = [await instance('one'), await instance('two')];
    const { agent } = gateway([one.url, two.url]);
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await agent.get('/api/auth/me')).text);
    expect(answers).toEqual(Array.from({ length: 6 }, (_, i) => `${i % 2 ? 'two' : 'one'} GET /api/auth/me`));
    expect(one.seen).toHaveLength(3);
    expect(two.seen).toHaveLength(3);
  });

  test('when one instance refuses connections, then GETs still all succeed and it is taken out at once', async () => {
    const dead = await closedPortUrl();
    const live = await instance('live');
    const { agent, pool, lines } = gateway([dead, live.url]);
    for (let i = 0; i < 4; i += 1) {
      const res = await agent.get('/api/auth/me');
      expect(res.status).toBe(200);
      expect(res.text).toBe('live GET /api/auth/me');
    }
    expect(pool.instances[0]!.healthy).toBe(false);
    expect(live.seen).toHaveLength(4);
    expect(lines.filter((line) => line.msg === 'upstream instance taken out' && line.upstream === 'auth')).toEqual([
      expect.objectContaining({ upstream: 'auth', instance: dead.href, reason: 'ECONNREFUSED' }),
    ]);
  });

  test('when an instance resets the connection before answering, then the GET is retried on the other one', async () => {
    const resetting = await resettingInstance();
    cleanups.push(() => resetting.close());
    const live = await instance('live');
    const { agent, pool } = gateway([resetting.url, live.url]);
    const res = await agent.get('/api/auth/me?x=1');
    expect(res.status).toBe(200);
    expect(res.text).toBe('live GET /api/auth/me?x=1');
    expect(resetting.connections()).toBe(1);
    expect(pool.instances[0]!.healthy).toBe(false);
  });

  test.each([
    ['HEAD', undefined, 200],
    ['OPTIONS', undefined, 200],
    ['DELETE', 'key-0123456789abcdef', 200],
    ['PUT', 'key-0123456789abcdef', 200],
    ['DELETE', undefined, 503],
    ['PUT', undefined, 503],
  ] as const)(
    'when a %s (Idempotency-Key %p) is reset by an instance before any answer, then it gets %i',
    async (method, key, status) => {
      const resetting = await resettingInstance();
      cleanups.push(() => resetting.close());
      const live = await instance('live');
      const { agent } = gateway([resetting.url, live.url]);
      const call = agent[method.toLowerCase() as 'head' | 'options' | 'delete' | 'put']('/api/auth/me');
      if (key) void call.set('Idempotency-Key', key);
      const res = await call;
      expect(res.status).toBe(status);
      expect(live.seen).toHaveLength(status === 200 ? 1 : 0);
    },
  );

  test('when an instance answers 502 or 503, then a GET is retried once on another; the second answer stands', async () => {
    const calls: string[] = [];
    const failing = (status: number) =>
      startUpstream((req, res) => {
        calls.push(`${status} ${req.method}`);
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: `from ${status}` }));
      });
    const [bad, worse] = [await failing(502), await failing(503)];
    cleanups.push(
      () => bad.close(),
      () => worse.close(),
    );
    const live = await instance('live');

    const retried = gateway([bad.url, live.url]);
    expect((await retried.agent.get('/api/auth/me')).text).toBe('live GET /api/auth/me');
    // A 502/503 is an answer, not a dead connection: the checks decide whether the instance stays.
    expect(retried.pool.instances[0]!.healthy).toBe(true);

    calls.length = 0;
    const allFailing = gateway([bad.url, worse.url]);
    const res = await allFailing.agent.get('/api/auth/me');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'from 503' });
    expect(calls).toEqual(['502 GET', '503 GET']);
  });

  test('when a POST without Idempotency-Key meets a dead instance, then it is not retried: 503 JSON', async () => {
    const dead = await closedPortUrl();
    const live = await instance('live');
    const { agent } = gateway([dead, live.url]);
    const res = await agent.post('/api/auth/login').send({ email: 'a@b.c', password: 'secret1' });
    expect(res.status).toBe(503);
    const message = 'The auth service is unavailable. Please try again shortly.';
    expect(res.body).toEqual({ message, error: message });
    expect(res.headers['retry-after']).toBe('5');
    expect(live.seen).toEqual([]);
  });

  test('when a POST with an Idempotency-Key meets a dead instance, then it is retried on another, body whole', async () => {
    const dead = await closedPortUrl();
    const live = await instance('live');
    const { agent } = gateway([dead, live.url]);
    const res = await agent
      .post('/api/payments')
      .set('Idempotency-Key', 'key-0123456789abcdef')
      .send({ plan: 'pro', amount: 10 });
    expect(res.status).toBe(200);
    expect(res.text).toBe('live POST /api/payments');
    expect(live.seen).toEqual(['POST /api/payments {"plan":"pro","amount":10}']);
  });

  test('when a POST without Idempotency-Key gets 503 from an instance, then that answer is passed on, not retried', async () => {
    const sick = await startUpstream((_req, res) =>
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Database unavailable."}'),
    );
    cleanups.push(() => sick.close());
    const live = await instance('live');
    const { agent } = gateway([sick.url, live.url]);
    const res = await agent.post('/api/auth/login').send({ email: 'a@b.c' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Database unavailable.' });
    expect(live.seen).toEqual([]);
  });

  test('when an upload with an Idempotency-Key is cut after part of its body was sent, then it is not retried', async () => {
    // The instance takes some of the upload, then its connection is reset.
    let received = 0;
    const cutting = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 64 * 1024) socket.resetAndDestroy();
      });
    });
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => cutting.close(() => resolve())));
    const cuttingUrl = new URL(`http://127.0.0.1:${(cutting.address() as AddressInfo).port}`);
    const live = await instance('live');
    const { app } = gateway([cuttingUrl, live.url]);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port: (server.address() as AddressInfo).port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/videos/upload',
          headers: { 'content-type': 'application/octet-stream', 'idempotency-key': 'upload-0123456789abcdef' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(randomBytes(256 * 1024));
      // The rest never comes: the gateway must answer from what it has.
    });
    // Content's instances are the same two (testConfig points every service at them).
    expect(status).toBe(503);
    expect(received).toBeGreaterThan(64 * 1024);
    expect(live.seen).toEqual([]);
  });

  test('when every instance is down, then the request still tries them and gets 503 JSON', async () => {
    const [deadOne, deadTwo] = [await closedPortUrl(), await closedPortUrl()];
    const { agent, pool } = gateway([deadOne, deadTwo]);
    for (let i = 0; i < 3; i += 1) {
      const res = await agent.get('/api/auth/me');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('The auth service is unavailable. Please try again shortly.');
    }
    expect(pool.instances.map((i) => i.healthy)).toEqual([false, false]);
  });

  test('when an instance dies during a run of GETs, then no GET fails, it is out within a check, and back once it returns', async () => {
    const stay = await instance('stay');
    const seen: string[] = [];
    let leaving = await namedInstance('leaving', seen);
    cleanups.push(() => leaving.close());
    const { port } = leaving.url;
    const { agent, pool, lines } = gateway([stay.url, leaving.url], 100);

    const statuses: number[] = [];
    const wentDown = once(pool, 'down');
    for (let i = 0; i < 30; i += 1) {
      if (i === 10) await leaving.close();
      statuses.push((await agent.get(`/api/auth/me?i=${i}`)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // Taken out by the first refused connection (or by the next check, whichever comes first).
    const [down] = (await wentDown) as [{ url: URL }];
    expect(down.url).toBe(leaving.url);
    // Every other GET before it died; none after.
    expect(seen).toHaveLength(5);

    // The instance comes back on the same address: the next check puts it back and it gets GETs again.
    const cameBack = once(pool, 'up');
    leaving = await namedInstance('leaving', seen, Number(port));
    await cameBack;
    seen.length = 0;
    for (let i = 0; i < 4; i += 1) expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect(seen).toHaveLength(2);
    const auth = lines.filter((line) => line.upstream === 'auth');
    expect(auth.filter((line) => line.msg === 'upstream instance taken out')).toHaveLength(1);
    expect(auth.filter((line) => line.msg === 'upstream instance put back')).toHaveLength(1);
  });

  test('when /health is asked, then each instance of a service that has several is listed with its state', async () => {
    const live = await instance('live');
    const dead = await closedPortUrl();
    const single = await instance('single');
    const config = testConfig(single.url, {
      services: { auth: [live.url, dead] },
      expectedServices: ['auth', 'content'],
    });
    const upstreams = new Upstreams(config.services, { checkIntervalMs: 60_000 });
    const agent = request(createApp({ config, upstreams }).callback());

    const res = await agent.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      gateway: 'ok',
      expected: ['auth', 'content'],
      services: { auth: 'ok', content: 'ok', subscriptions: 'ok' },
      instances: {
        auth: [
          { url: live.url.href, status: 'ok' },
          { url: dead.href, status: 'unavailable' },
        ],
      },
    });
    // What /health saw also takes the dead instance out of the rotation.
    expect(upstreams.pools.auth.instances.map((i) => i.healthy)).toEqual([true, false]);
  });

  test('when every instance of an expected service is down, then /health is 503 and lists them', async () => {
    const [deadOne, deadTwo] = [await closedPortUrl(), await closedPortUrl()];
    const live = await instance('live');
    const { agent } = gateway([deadOne, deadTwo]);
    void live;
    const res = await agent.get('/health');
    expect(res.status).toBe(503);
    expect(res.body.services.auth).toBe('unavailable');
    expect(res.body.instances.auth).toEqual([
      { url: deadOne.href, status: 'unavailable' },
      { url: deadTwo.href, status: 'unavailable' },
    ]);
  });

  test('when an instance URL carries credentials, then /health and the logs never show them', async () => {
    const dead = await closedPortUrl();
    const live = await instance('live');
    const secretUrl = new URL(dead.href);
    secretUrl.username = 'user';
    secretUrl.password = 'hunter2';
    const { agent, lines } = gateway([secretUrl, live.url]);
    const res = await agent.get('/health');
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(JSON.stringify(lines)).not.toContain('hunter2');
  });
});
