import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint } from '@young-minds/contracts';
import { createServiceApp, startServer, type RunningServer } from '@young-minds/service-kit';
import { captureLogs } from '@young-minds/service-kit/src/testing/fixtures';
import { createApp } from './app';
import { testConfig, testGatewaySecret } from './test-helpers';

const trace = defineEndpoint({
  id: 'requestIdTest.trace',
  service: 'auth',
  method: 'GET',
  path: '/api/auth/request-id-test',
  access: { roles: 'public' },
  response: z.object({ requestId: z.string() }),
  summary: 'Says which request id the handler saw.',
});

/** A real service (the kit's app on a port of its own) whose log lines the test reads. */
async function startTracedService(): Promise<{ url: URL; lines: Record<string, unknown>[]; running: RunningServer }> {
  const { logger, lines } = captureLogs();
  const kit = createServiceApp({
    service: 'auth',
    checkDatabase: async () => undefined,
    logger,
    gatewaySecret: testGatewaySecret,
  });
  kit.route(trace, ({ ctx, log }) => {
    log.info('handled');
    return { requestId: ctx.state.requestId };
  });
  const running = await startServer(kit.app, 0, { host: '127.0.0.1', logger });
  return { url: new URL(`http://127.0.0.1:${running.port}`), lines, running };
}

describe('one request id from the gateway through the service and back', () => {
  let service: Awaited<ReturnType<typeof startTracedService>>;
  beforeAll(async () => {
    service = await startTracedService();
  });
  afterAll(async () => {
    await service.running.close();
  });

  function linesOf(id: string) {
    return service.lines.filter((line) => line.requestId === id);
  }

  test('when the client sends a sane id, then the service sees it, logs it and the answer carries it', async () => {
    const app = createApp({ config: testConfig(service.url) });
    const id = 'trace-Abc_123.x';
    const res = await request(app.callback()).get('/api/auth/request-id-test').set('X-Request-Id', id);
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.body).toEqual({ requestId: id });
    // The handler's own line and the kit's request line, both from the service's child logger.
    expect(linesOf(id).map((line) => line.msg)).toEqual(['handled', 'request']);
    expect(linesOf(id)[1]).toMatchObject({ service: 'auth', path: '/api/auth/request-id-test', status: 200 });
  });

  test('when the client sends none, then the gateway’s own id travels to the service’s log and back', async () => {
    const app = createApp({ config: testConfig(service.url) });
    const res = await request(app.callback()).get('/api/auth/request-id-test');
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({ requestId: id });
    expect(linesOf(id).map((line) => line.msg)).toEqual(['handled', 'request']);
  });

  test.each([
    ['a colon', 'trace:1'],
    ['a space', 'trace 1'],
    ['more than 128 characters', 'a'.repeat(129)],
    ['a log injection', 'x"},{"level":60'],
  ])('when the client’s id has %s, then a fresh one is used end to end', async (_what, bad) => {
    const app = createApp({ config: testConfig(service.url) });
    const res = await request(app.callback()).get('/api/auth/request-id-test').set('X-Request-Id', bad);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toEqual({ requestId: id });
    expect(service.lines.some((line) => line.requestId === bad)).toBe(false);
  });

  test('when the id is exactly 128 sane characters, then it is kept', async () => {
    const app = createApp({ config: testConfig(service.url) });
    const id = 'A1._-'.repeat(25) + 'xyz';
    expect(id).toHaveLength(128);
    const res = await request(app.callback()).get('/api/auth/request-id-test').set('X-Request-Id', id);
    expect(res.body).toEqual({ requestId: id });
    expect(linesOf(id)).toHaveLength(2);
  });
});
