import http from 'node:http';
import request from 'supertest';
import { createApp } from './app';
import { closedPortUrl, startUpstream, testConfig, type Upstream } from './test-helpers';

describe('GET /health', () => {
  let auth: Upstream;
  let sick: Upstream;
  beforeAll(async () => {
    const healthy: http.RequestListener = (req, res) => {
      res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    };
    auth = await startUpstream(healthy);
    sick = await startUpstream((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"status":"database unavailable"}');
    });
  });
  afterAll(async () => {
    await auth.close();
    await sick.close();
  });

  test('when every configured service is ok, then 200, and services not configured are only reported', async () => {
    const down = await closedPortUrl();
    const app = createApp({ config: testConfig(down, { services: { auth: auth.url }, expectedServices: ['auth'] }) });
    const res = await request(app.callback()).get('/health');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      status: 'ok',
      gateway: 'ok',
      expected: ['auth'],
      services: { auth: 'ok', content: 'unavailable', subscriptions: 'unavailable' },
    });
  });

  test('when a configured service is down, then 503 degraded', async () => {
    const down = await closedPortUrl();
    const app = createApp({
      config: testConfig(down, { services: { auth: auth.url }, expectedServices: ['auth', 'content'] }),
    });
    const res = await request(app.callback()).get('/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.services).toMatchObject({ auth: 'ok', content: 'unavailable' });
  });

  test('when a service is down, then /health/live still says the gateway itself answers (its probes use it)', async () => {
    const down = await closedPortUrl();
    const app = createApp({ config: testConfig(down, { services: { auth: down }, expectedServices: ['auth'] }) });
    expect((await request(app.callback()).get('/health')).status).toBe(503);
    const live = await request(app.callback()).get('/health/live');
    expect({ status: live.status, body: live.body, cache: live.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ok', service: 'gateway' },
      cache: 'no-store',
    });
  });

  test('when a configured service answers its health with an error, then it is degraded and so is the whole', async () => {
    const app = createApp({
      config: testConfig(auth.url, {
        services: { content: sick.url },
        expectedServices: ['auth', 'content', 'subscriptions'],
      }),
    });
    const res = await request(app.callback()).get('/health');
    expect(res.status).toBe(503);
    expect(res.body.services).toEqual({ auth: 'ok', content: 'degraded', subscriptions: 'ok' });
  });

  test('when a service hangs, then the probe gives up after its timeout', async () => {
    const stuck = await startUpstream(() => undefined);
    try {
      const app = createApp({ config: testConfig(auth.url, { services: { auth: stuck.url }, healthTimeoutMs: 200 }) });
      const res = await request(app.callback()).get('/health');
      expect(res.status).toBe(503);
      expect(res.body.services.auth).toBe('unavailable');
    } finally {
      await stuck.close();
    }
  });
});
