import request from 'supertest';
import { metricsContentType } from '@young-minds/service-kit';
import { createApp } from './app';
import { closedPortUrl, startUpstream, testConfig, type Upstream } from './test-helpers';

/** `name{labels} value` lines of one scrape, by name and a subset of labels (summed). */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

describe('GET /metrics of the gateway', () => {
  let upstreams: Upstream[] = [];
  afterEach(async () => {
    await Promise.all(upstreams.map((u) => u.close()));
    upstreams = [];
  });
  async function upstream(status = 200): Promise<{ url: URL; paths: string[] }> {
    const paths: string[] = [];
    const u = await startUpstream((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
    upstreams.push(u);
    return { url: u.url, paths };
  }

  test('when no METRICS_TOKEN is configured, then /metrics is a 404 and no service is asked', async () => {
    const { url, paths } = await upstream();
    const app = createApp({ config: testConfig(url) });
    expect((await request(app.callback()).get('/metrics')).status).toBe(404);
    expect((await request(app.callback()).get('/metrics').set('Authorization', 'Bearer x')).status).toBe(404);
    // Paths that go to a service reach it as they are: a service's own /metrics is never what they ask.
    for (const path of ['/api/metrics', '/api/auth/%2e%2e/%2e%2e/metrics', '/media/metrics', '/METRICS']) {
      const res = await request(app.callback()).get(path);
      expect(res.text).not.toContain('_requests_total');
    }
    // Whatever reached a service, it was never its /metrics.
    expect(paths.filter((path) => path === '/metrics')).toEqual([]);
  });

  test('when a token is configured, then /metrics needs it (401) and answers Prometheus text with it', async () => {
    const { url } = await upstream();
    const app = createApp({ config: testConfig(url), metricsToken: 'gateway-scrape-token' });
    const missing = await request(app.callback()).get('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await request(app.callback()).get('/metrics').set('Authorization', 'Bearer nope')).status).toBe(401);
    const res = await request(app.callback()).get('/metrics').set('Authorization', 'Bearer gateway-scrape-token');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(metricsContentType);
    expect(res.text).toMatch(/^# HELP gateway_requests_total /m);
    expect(res.text).toMatch(/^process_resident_memory_bytes /m);
  });

  test('when requests are proxied, then they are counted and timed by upstream service and status', async () => {
    const auth = await upstream(200);
    const content = await upstream(404);
    const app = createApp({
      config: testConfig(auth.url, { services: { content: content.url } }),
      metricsToken: 't0ken',
    });
    await request(app.callback()).get('/api/auth/session');
    await request(app.callback()).get('/api/auth/session');
    await request(app.callback()).get('/api/videos/8675309');
    await request(app.callback()).get('/api/nobody-owns-this');
    const text = (await request(app.callback()).get('/metrics').set('Authorization', 'Bearer t0ken')).text;
    const auth200 = { service: 'gateway', upstream: 'auth', method: 'GET', status: '200' };
    expect(valueOf(text, 'gateway_requests_total', auth200)).toBe(2);
    expect(valueOf(text, 'gateway_requests_total', { upstream: 'content', status: '404' })).toBe(1);
    expect(valueOf(text, 'gateway_requests_total', { upstream: 'gateway', status: '404' })).toBe(1);
    expect(valueOf(text, 'gateway_request_duration_seconds_count', auth200)).toBe(2);
    expect(valueOf(text, 'gateway_request_duration_seconds_bucket', { ...auth200, le: '+Inf' })).toBe(2);
    // Raw paths are never label values.
    expect(text).not.toMatch(/="[^"]*(videos|8675309|session)[^"]*"/);
  });

  test('when a service is down, then the proxy error is counted by upstream and reason', async () => {
    const down = await closedPortUrl();
    const app = createApp({ config: testConfig(down), metricsToken: 't0ken' });
    expect((await request(app.callback()).get('/api/auth/session')).status).toBe(503);
    const text = (await request(app.callback()).get('/metrics').set('Authorization', 'Bearer t0ken')).text;
    expect(valueOf(text, 'gateway_proxy_errors_total', { upstream: 'auth', reason: 'unavailable' })).toBe(1);
    expect(valueOf(text, 'gateway_requests_total', { upstream: 'auth', status: '503' })).toBe(1);
  });
});
