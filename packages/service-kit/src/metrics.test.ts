import request from 'supertest';
import { createServiceMetrics, metricsContentType, sequelizePoolStats } from './metrics';
import { buildTestApp } from './testing/fixtures';

const gatewaySecret = 'a test-only gateway secret, longer than thirty-two characters';
const testGatewayHeaders = { 'x-gateway-secret': gatewaySecret, 'x-client-address': '203.0.113.9' };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses Prometheus' text format (0.0.4) strictly: every line is a comment (`# HELP`/`# TYPE`) or a sample
 * `name{label="value",…} number` (prom-client writes NaN as `Nan`, which Prometheus reads case-insensitively);
 * anything else fails the test.
 */
function parsePrometheus(text: string): Sample[] {
  const samples: Sample[] = [];
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line).toMatch(
        /^# (HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped))$/,
      );
      continue;
    }
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

async function scrapeOf(server: ReturnType<typeof buildTestApp>['app'], token?: string): Promise<Sample[]> {
  const req = request(server.callback()).get('/metrics');
  const res = await (token ? req.set('Authorization', `Bearer ${token}`) : req);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe(metricsContentType);
  return parsePrometheus(res.text);
}

describe('GET /metrics of a service', () => {
  test('when a routed request is answered, then it is counted under its route template and status', async () => {
    const { app } = buildTestApp();
    await request(app.callback()).get('/api/parent/children/12345?page=1');
    await request(app.callback()).get('/api/parent/children/678');
    const samples = await scrapeOf(app);
    const labels = { service: 'auth', method: 'GET', route: '/api/parent/children/:id', status: '401' };
    expect(valueOf(samples, 'http_requests_total', labels)).toBe(2);
    // The raw path is never a label value.
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('12345')))).toBe(false);
    expect(valueOf(samples, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  test('when no route matches, then the request is counted as unmatched with its 404', async () => {
    const { app } = buildTestApp();
    await request(app.callback()).get('/api/auth/no/such/thing/42');
    await request(app.callback()).post('/api/auth/test/me');
    const samples = await scrapeOf(app);
    expect(valueOf(samples, 'http_requests_total', { route: 'unmatched', status: '404', method: 'GET' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { route: 'unmatched', status: '404', method: 'POST' })).toBe(1);
  });

  test('when the answer is 200, then the output is Prometheus text with the process metrics too', async () => {
    const { app } = buildTestApp();
    await request(app.callback()).get('/health');
    const samples = await scrapeOf(app);
    expect(valueOf(samples, 'http_requests_total', { route: '/health', status: '200' })).toBe(1);
    expect(samples.some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((sample) => sample.name === 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  test('when a multipart upload is received, then upload_bytes_total grows by its file bytes', async () => {
    const { app } = buildTestApp();
    const before = valueOf(await scrapeOf(app), 'upload_bytes_total', { service: 'auth' });
    const res = await request(app.callback())
      .post('/api/auth/test/upload')
      .field('title', 'Five')
      .attach('file', Buffer.alloc(700, 1), 'five.bin');
    expect(res.status).toBe(200);
    const after = valueOf(await scrapeOf(app), 'upload_bytes_total', { service: 'auth' });
    expect(after - before).toBe(700);
  });

  test('when a rate limit answers 429, then rate_limit_hits_total counts it by limiter', async () => {
    const { app } = buildTestApp();
    const login = () =>
      request(app.callback()).post('/api/auth/test/login').send({ email: 'a@b.co', password: 'wrong' });
    for (let i = 0; i < 3; i += 1) expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);
    const samples = await scrapeOf(app);
    expect(valueOf(samples, 'rate_limit_hits_total', { service: 'auth', limiter: 'login' })).toBe(1);
    expect(valueOf(samples, 'http_requests_total', { route: '/api/auth/test/login', status: '429' })).toBe(1);
  });

  test('when METRICS_TOKEN is set, then /metrics needs it as a Bearer token (401 otherwise)', async () => {
    const { app } = buildTestApp({ metrics: { token: 'scrape-me-please' } });
    const missing = await request(app.callback()).get('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(missing.text).not.toContain('http_requests_total');
    const wrong = await request(app.callback()).get('/metrics').set('Authorization', 'Bearer scrape-me-not');
    expect(wrong.status).toBe(401);
    await scrapeOf(app, 'scrape-me-please');
  });

  test('when the request came through the gateway, then /metrics is not there (404)', async () => {
    const { app } = buildTestApp({ gatewaySecret });
    const res = await request(app.callback()).get('/metrics').set(testGatewayHeaders);
    expect(res.status).toBe(404);
  });

  test('when two apps run in one process, then each has its own counts', async () => {
    const first = buildTestApp();
    const second = buildTestApp();
    await request(first.app.callback()).get('/health');
    expect(valueOf(await scrapeOf(second.app), 'http_requests_total', { route: '/health' })).toBe(0);
    expect(valueOf(await scrapeOf(first.app), 'http_requests_total', { route: '/health' })).toBe(1);
  });
});

describe('db_pool_connections', () => {
  test('when a pool is given, then its used, free and pending connections are read at scrape time', async () => {
    const pool = { using: 2, available: 3, waiting: 0 };
    const metrics = createServiceMetrics({
      service: 'content',
      dbPool: sequelizePoolStats({ connectionManager: { pool } }),
    });
    pool.waiting = 4;
    const samples = parsePrometheus(await metrics.registry.metrics());
    expect(valueOf(samples, 'db_pool_connections', { service: 'content', state: 'used' })).toBe(2);
    expect(valueOf(samples, 'db_pool_connections', { state: 'free' })).toBe(3);
    expect(valueOf(samples, 'db_pool_connections', { state: 'pending' })).toBe(4);
  });

  test('when replication splits the pool, then read and write are added up', async () => {
    const pool = { read: { using: 1, available: 1, waiting: 0 }, write: { using: 2, available: 0, waiting: 1 } };
    const metrics = createServiceMetrics({
      service: 'auth',
      dbPool: sequelizePoolStats({ connectionManager: { pool } }),
    });
    const samples = parsePrometheus(await metrics.registry.metrics());
    expect(valueOf(samples, 'db_pool_connections', { state: 'used' })).toBe(3);
    expect(valueOf(samples, 'db_pool_connections', { state: 'pending' })).toBe(1);
  });

  test('when there is no pool in use (SQLite), then the gauge has no samples', async () => {
    const sqlite = { getDialect: () => 'sqlite', connectionManager: { pool: { using: 0, available: 0, waiting: 0 } } };
    const metrics = createServiceMetrics({ service: 'auth', dbPool: sequelizePoolStats(sqlite) });
    const samples = parsePrometheus(await metrics.registry.metrics());
    expect(samples.filter((sample) => sample.name === 'db_pool_connections')).toEqual([]);
  });
});
