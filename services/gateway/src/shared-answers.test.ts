import type http from 'node:http';
import request from 'supertest';
import { createApp } from './app';
import { createSharedAnswers } from './shared-answers';
import { startUpstream, testConfig, type Upstream } from './test-helpers';

/** What service-kit's `anonymousEtag` says on a visitor's answer of a public list. */
const shareable = 'max-age=0, must-revalidate, s-maxage=1';

describe('visitors answered from the gateway for the moment their service allows', () => {
  let upstream: Upstream | undefined;
  afterEach(async () => {
    await upstream?.close();
    upstream = undefined;
  });

  /** A content service counting the reads it answers; `cacheControl` on its 200s, `delayMs` before each. */
  async function content(options: { cacheControl?: string; delayMs?: number; titleLength?: number } = {}) {
    const seen = { reads: 0, writes: 0 };
    upstream = await startUpstream(async (req, res) => {
      if (req.method !== 'GET') {
        seen.writes += 1;
        res.writeHead(201, { 'Content-Type': 'application/json' });
        return res.end('{}');
      }
      seen.reads += 1;
      const title = `Ramadan, read ${seen.reads}`.padEnd(options.titleLength ?? 0, '.');
      const body = JSON.stringify({ data: [{ title }] });
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': options.cacheControl ?? shareable,
        Vary: 'Authorization',
        ETag: `W/"read-${seen.reads}"`,
      });
      res.end(body);
    });
    const app = createApp({ config: testConfig(upstream.url) });
    return { api: () => request(app.callback()), seen };
  }

  const blogs = '/api/blogs?page=1&pageSize=10';

  test('when visitors read a list the service lets a shared cache keep, then the service is asked once within the moment', async () => {
    const { api, seen } = await content();
    const first = await api().get(blogs);
    const second = await api().get(blogs);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(seen.reads).toBe(1);
    // The kept answer is said to be one, and the reply has its own request id.
    expect(second.headers.age).toMatch(/^\d+$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Another page is another answer.
    await api().get('/api/blogs?page=2&pageSize=10');
    expect(seen.reads).toBe(2);
  });

  test('when many visitors ask at once, then they share one read of the service', async () => {
    const { api, seen } = await content({ delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => api().get(blogs)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(seen.reads).toBe(1);
  });

  test('when the request is signed in or carries a cookie, then it is never answered from what visitors were given', async () => {
    const { api, seen } = await content();
    await api().get(blogs);
    await api().get(blogs).set('Authorization', 'Bearer a-parent');
    await api().get(blogs).set('Authorization', 'Bearer a-parent');
    await api().get(blogs).set('Cookie', 'ym-family-device=1');
    expect(seen.reads).toBe(4);
  });

  test('when the service does not let a shared cache keep the answer, then every visitor is answered by the service', async () => {
    for (const cacheControl of ['no-cache', 'private, s-maxage=5', 'no-store', 'max-age=60']) {
      const { api, seen } = await content({ cacheControl });
      await api().get(blogs);
      await api().get(blogs);
      expect({ cacheControl, reads: seen.reads }).toEqual({ cacheControl, reads: 2 });
      await upstream?.close();
      upstream = undefined;
    }
  });

  test('when a write goes to the service, then its kept answers are dropped: the next visitor sees the change', async () => {
    const { api, seen } = await content();
    await api().get(blogs);
    expect((await api().post('/api/blogs').send({ title: 'Eid' })).status).toBe(201);
    const after = await api().get(blogs);
    expect(seen).toEqual({ reads: 2, writes: 1 });
    expect(after.body).toEqual({ data: [{ title: 'Ramadan, read 2' }] });
  });

  test('when a child saves their place or a parent reviews their work, then the visitors’ answers stay kept', async () => {
    const { api, seen } = await content();
    await api().get(blogs);
    await api().put('/api/progress/me').send({ contentType: 'video', contentId: 1, positionSeconds: 5 });
    await api().post('/api/child/heartbeat').send({});
    await api().post('/api/parent/children/3/recitations/4/review').send({});
    await api().get(blogs);
    expect(seen).toEqual({ reads: 1, writes: 3 });
    // Anything else written to the service drops them (the test above).
    await api().delete('/api/Category/2');
    await api().get(blogs);
    expect(seen).toEqual({ reads: 2, writes: 4 });
  });

  test('when a kept answer is large enough to compress, then each visitor gets it compressed as they accept it', async () => {
    const { api, seen } = await content({ titleLength: 4_000 });
    const plain = await api().get(blogs).set('Accept-Encoding', 'identity');
    for (const encoding of ['br', 'gzip', 'br']) {
      const answer = await api().get(blogs).set('Accept-Encoding', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.body).toEqual(plain.body);
    }
    expect(seen.reads).toBe(1);
  });

  test('when the visitor already holds the kept answer (If-None-Match), then 304 without a body', async () => {
    const { api, seen } = await content();
    const first = await api().get(blogs);
    const again = await api().get(blogs).set('If-None-Match', String(first.headers.etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(seen.reads).toBe(1);
  });
});

describe('the kept answers', () => {
  const visitor = (headers: http.IncomingHttpHeaders = {}) =>
    ({ method: 'GET', url: '/api/plans', headers }) as http.IncomingMessage;
  const answer = (headers: http.OutgoingHttpHeaders) => ({
    status: 200,
    headers: { 'cache-control': 's-maxage=2', ...headers },
    body: Buffer.from('{"data":[]}'),
  });

  test('when the moment the service allowed has passed, then the answer is asked for again', () => {
    let now = 1_000;
    const shared = createSharedAnswers({ now: () => now });
    const read = shared.begin('subscriptions', visitor());
    read.keep(answer({}));
    read.done();
    now += 1_999;
    expect(shared.lookup('subscriptions', visitor())).toBeDefined();
    now += 1;
    expect(shared.lookup('subscriptions', visitor())).toBeUndefined();
  });

  test('when the answer varies on a header, then each value of it has its own; Vary: * is never kept', () => {
    const shared = createSharedAnswers();
    for (const language of ['en', 'ar']) {
      const read = shared.begin('subscriptions', visitor({ 'accept-language': language }));
      read.keep({ ...answer({ vary: 'Accept-Language' }), body: Buffer.from(language) });
      read.done();
    }
    expect(shared.lookup('subscriptions', visitor({ 'accept-language': 'ar' }))?.body.toString()).toBe('ar');
    expect(shared.lookup('subscriptions', visitor({ 'accept-language': 'en' }))?.body.toString()).toBe('en');
    expect(shared.lookup('subscriptions', visitor({ 'accept-language': 'fr' }))).toBeUndefined();

    const other = createSharedAnswers();
    const read = other.begin('subscriptions', visitor());
    read.keep(answer({ vary: '*' }));
    read.done();
    expect(other.lookup('subscriptions', visitor())).toBeUndefined();
  });

  test('when a read began before a write to its service, then what it brings back is not kept', async () => {
    const shared = createSharedAnswers();
    const read = shared.begin('content', visitor());
    const waiting = shared.pending('content', visitor());
    shared.dropService('content');
    read.keep(answer({}));
    read.done();
    expect(await waiting).toBeUndefined();
    expect(shared.lookup('content', visitor())).toBeUndefined();
  });

  test('when more answers come than are kept, then the oldest go; a body over the limit is not kept', () => {
    const shared = createSharedAnswers({ maxEntries: 2, maxBodyBytes: 16 });
    for (const url of ['/api/plans?a', '/api/plans?b', '/api/plans?c']) {
      const read = shared.begin('subscriptions', { ...visitor(), url } as http.IncomingMessage);
      read.keep(answer({}));
      read.done();
    }
    const at = (url: string) => shared.lookup('subscriptions', { ...visitor(), url } as http.IncomingMessage);
    expect([at('/api/plans?a'), at('/api/plans?b'), at('/api/plans?c')].map(Boolean)).toEqual([false, true, true]);

    const big = shared.begin('subscriptions', visitor());
    big.keep({ ...answer({}), body: Buffer.alloc(17) });
    big.done();
    expect(shared.lookup('subscriptions', visitor())).toBeUndefined();
  });
});
