import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp } from './app';
import {
  closedPortUrl,
  readBody,
  startUpstream,
  testConfig,
  testGatewaySecret,
  type Upstream,
  type UpstreamHandler,
} from './test-helpers';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Runs the gateway on a real port (for the tests that need to control the client's socket). */
async function listen(app: ReturnType<typeof createApp>): Promise<{ port: number; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('proxying /api and /media to the owning service', () => {
  let upstreams: Upstream[] = [];
  afterEach(async () => {
    await Promise.all(upstreams.map((u) => u.close()));
    upstreams = [];
  });
  async function upstream(handler: UpstreamHandler): Promise<Upstream> {
    const u = await startUpstream(handler);
    upstreams.push(u);
    return u;
  }
  /** A service that answers `{}` and keeps the headers of the last request it got. */
  async function headersUpstream(): Promise<{ auth: Upstream; headers: http.IncomingHttpHeaders }> {
    const headers: http.IncomingHttpHeaders = {};
    const auth = await upstream((req, res) => {
      for (const key of Object.keys(headers)) delete headers[key];
      Object.assign(headers, req.headers);
      res.end('{}');
    });
    return { auth, headers };
  }

  test('when a client posts to a service path, then method, path, query, headers and body reach the service', async () => {
    let seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string } | undefined;
    const auth = await upstream(async (req, res) => {
      seen = { method: req.method, url: req.url, headers: req.headers, body: (await readBody(req)).toString() };
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.setHeader('X-Upstream', 'auth');
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: true }));
    });
    const app = createApp({ config: testConfig(auth.url) });

    const res = await request(app.callback())
      .post('/api/auth/login?next=%2Fparent&x=1')
      .set('Content-Type', 'application/json')
      .set('Authorization', 'Bearer abc')
      .set('X-Custom', 'kept')
      .set('Connection', 'keep-alive, x-hop')
      .set('X-Hop', 'dropped')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ email: 'a@b.c', password: 'secret1' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['x-upstream']).toBe('auth');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/api/auth/login?next=%2Fparent&x=1');
    expect(JSON.parse(seen!.body)).toEqual({ email: 'a@b.c', password: 'secret1' });
    expect(seen?.headers.authorization).toBe('Bearer abc');
    expect(seen?.headers['x-custom']).toBe('kept');
    expect(seen?.headers['x-hop']).toBeUndefined();
    expect(seen?.headers.host).toBe(auth.url.host);
    // The gateway is the edge: a client's own X-Forwarded-For is replaced, not trusted.
    expect(seen?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/);
    expect(seen?.headers['x-forwarded-for']).not.toContain('203.0.113.9');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen?.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  test('when TRUST_PROXY is on, then the client’s X-Forwarded-* are kept and the gateway appends its peer', async () => {
    const { auth, headers } = await headersUpstream();
    const app = createApp({ config: testConfig(auth.url, { trustProxy: 1 }) });
    await request(app.callback())
      .get('/api/auth/me')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'youngminds.example');
    expect(headers['x-forwarded-for']).toMatch(/^203\.0\.113\.9, .*127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('youngminds.example');
  });

  test.each([
    // [TRUST_PROXY, X-Forwarded-For the gateway receives, the client address the service is given]
    [0, undefined, '127.0.0.1'],
    [0, '203.0.113.9', '127.0.0.1'],
    [1, '203.0.113.9', '203.0.113.9'],
    [1, '6.6.6.6, 203.0.113.9', '203.0.113.9'],
    [2, '6.6.6.6, 203.0.113.9, 10.0.0.1', '203.0.113.9'],
    [2, '203.0.113.9', '203.0.113.9'],
    [1, undefined, '127.0.0.1'],
  ] as const)(
    'when TRUST_PROXY is %i and X-Forwarded-For is %p, then the service is told the client is %s, with the gateway secret',
    async (hops, forwardedFor, client) => {
      const { auth, headers } = await headersUpstream();
      const app = createApp({ config: testConfig(auth.url, { trustProxy: hops }) });
      const call = request(app.callback()).get('/api/auth/me');
      if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
      await call;
      expect(headers['x-client-address']).toBe(client);
      expect(headers['x-gateway-secret']).toBe(testGatewaySecret);
    },
  );

  test('when a client sends its own X-Client-Address and X-Gateway-Secret, then they are replaced by the gateway’s', async () => {
    const { auth, headers } = await headersUpstream();
    const app = createApp({ config: testConfig(auth.url, { trustProxy: 1 }) });
    await request(app.callback())
      .get('/api/auth/me')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Client-Address', '198.51.100.66')
      .set('X-Gateway-Secret', 'a guess at the secret');
    expect(headers['x-client-address']).toBe('203.0.113.9');
    expect(headers['x-gateway-secret']).toBe(testGatewaySecret);
    expect(JSON.stringify(headers)).not.toContain('198.51.100.66');
    expect(JSON.stringify(headers)).not.toContain('a guess at the secret');
  });

  test('when paths belong to different services, then each goes to its owner by the route table', async () => {
    const named = (name: string) => upstream((req, res) => res.end(`${name} ${req.method} ${req.url}`));
    const [auth, content, subscriptions] = await Promise.all([named('auth'), named('content'), named('subscriptions')]);
    const app = createApp({
      config: testConfig(auth.url, { services: { content: content.url, subscriptions: subscriptions.url } }),
    });
    const agent = request(app.callback());

    expect((await agent.get('/api/admin/parents')).text).toBe('auth GET /api/admin/parents');
    expect((await agent.delete('/api/videos/7')).text).toBe('content DELETE /api/videos/7');
    expect((await agent.get('/api/Category')).text).toBe('content GET /api/Category');
    expect((await agent.get('/api/admin/stats')).text).toBe('content GET /api/admin/stats');
    expect((await agent.get('/media/videos/a.mp4')).text).toBe('content GET /media/videos/a.mp4');
    expect((await agent.put('/api/admin/income?period=Monthly')).text).toBe(
      'subscriptions PUT /api/admin/income?period=Monthly',
    );
  });

  test('when a service base URL has a path, then the request path is appended to it', async () => {
    let url: string | undefined;
    const auth = await upstream((req, res) => {
      url = req.url;
      res.end();
    });
    const app = createApp({ config: testConfig(new URL(`${auth.url.href}prefix/`)) });
    await request(app.callback()).get('/api/auth/me?a=1');
    expect(url).toBe('/prefix/api/auth/me?a=1');
  });

  test('when a large upload passes, then the service receives every byte, and before the client has finished', async () => {
    const firstReceived = deferred();
    let received = 0;
    const hash = createHash('sha256');
    const content = await upstream((req, res) => {
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        hash.update(chunk);
        if (received >= 1024 * 1024) firstReceived.resolve();
      });
      req.on('end', () => res.end(JSON.stringify({ bytes: received, sha256: hash.digest('hex') })));
    });
    const gateway = await listen(createApp({ config: testConfig(content.url) }));
    try {
      const first = randomBytes(1024 * 1024);
      const rest = randomBytes(7 * 1024 * 1024);
      const answer = new Promise<string>((resolve, reject) => {
        const req = http.request(
          {
            port: gateway.port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/videos/upload',
            headers: { 'content-type': 'application/octet-stream' },
          },
          (res) => {
            readBody(res).then((body) => resolve(body.toString()), reject);
          },
        );
        req.on('error', reject);
        req.write(first);
        // The rest is only sent once the service has the first megabyte: a buffering proxy would hang here.
        void firstReceived.promise.then(() => req.end(rest));
      });
      const body = JSON.parse(await answer) as { bytes: number; sha256: string };
      expect(body).toEqual({ bytes: 8 * 1024 * 1024, sha256: sha256(Buffer.concat([first, rest])) });
    } finally {
      await gateway.close();
    }
  });

  test('when a large download passes, then the client receives every byte, and before the service has finished', async () => {
    const first = randomBytes(1024 * 1024);
    const rest = randomBytes(7 * 1024 * 1024);
    const clientHasFirst = deferred();
    const content = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.write(first);
      void clientHasFirst.promise.then(() => res.end(rest));
    });
    const gateway = await listen(createApp({ config: testConfig(content.url) }));
    try {
      const body = await new Promise<Buffer>((resolve, reject) => {
        http
          .get({ port: gateway.port, host: '127.0.0.1', path: '/media/videos/big.mp4' }, (res) => {
            const chunks: Buffer[] = [];
            let got = 0;
            res.on('data', (chunk: Buffer) => {
              chunks.push(chunk);
              got += chunk.length;
              if (got >= first.length) clientHasFirst.resolve();
            });
            res.on('end', () => resolve(Buffer.concat(chunks)));
          })
          .on('error', reject);
      });
      expect(body.length).toBe(8 * 1024 * 1024);
      expect(sha256(body)).toBe(sha256(Buffer.concat([first, rest])));
    } finally {
      await gateway.close();
    }
  });

  test('when a client asks for a byte range, then the 206 answer and its Content-Range pass through', async () => {
    const file = randomBytes(1000);
    let range: string | undefined;
    const content = await upstream((req, res) => {
      range = req.headers.range;
      const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (!match) {
        res.writeHead(200, { 'accept-ranges': 'bytes', 'content-length': file.length });
        return res.end(file);
      }
      const start = Number(match[1]);
      const end = Number(match[2]);
      res.writeHead(206, {
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${file.length}`,
        'content-length': end - start + 1,
        'content-type': 'video/mp4',
      });
      res.end(file.subarray(start, end + 1));
    });
    const app = createApp({ config: testConfig(content.url) });

    const res = await request(app.callback())
      .get('/media/videos/clip.mp4')
      .set('Range', 'bytes=100-199')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(range).toBe('bytes=100-199');
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 100-199/1000');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe('100');
    expect(Buffer.compare(res.body as Buffer, file.subarray(100, 200))).toBe(0);
  });

  test('when the service answers early (413) while the client still uploads, then the client gets that answer', async () => {
    const auth = await upstream((_req, res) => {
      // As a Koa service does: answer without reading the body (Node then discards the rest of it).
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Request too large.', error: 'Request too large.' }));
    });
    const app = createApp({ config: testConfig(auth.url) });
    const res = await request(app.callback())
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send(`"${'x'.repeat(4 * 1024 * 1024)}"`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request too large.', error: 'Request too large.' });
  });

  test('when the client aborts an upload, then the request to the service is cut too', async () => {
    const serviceSawClose = deferred<boolean>();
    const started = deferred();
    const content = await upstream((req) => {
      let ended = false;
      req.on('data', () => started.resolve());
      req.on('end', () => (ended = true));
      req.on('close', () => serviceSawClose.resolve(ended));
    });
    const gateway = await listen(createApp({ config: testConfig(content.url) }));
    try {
      const req = http.request({ port: gateway.port, host: '127.0.0.1', method: 'POST', path: '/api/videos/upload' });
      req.on('error', () => undefined);
      req.write(randomBytes(64 * 1024));
      await started.promise;
      req.destroy();
      // The service's request closes without ever reaching its end.
      await expect(serviceSawClose.promise).resolves.toBe(false);
    } finally {
      await gateway.close();
    }
  });
});

describe('keeping the connection pool to the services healthy', () => {
  let upstreams: Upstream[] = [];
  afterEach(async () => {
    await Promise.all(upstreams.map((u) => u.close()));
    upstreams = [];
  });
  async function upstream(handler: UpstreamHandler): Promise<Upstream> {
    const u = await startUpstream(handler);
    upstreams.push(u);
    return u;
  }

  test.each([
    ['after the whole upload reached it', 'after'],
    ['before the upload is all sent', 'before'],
  ] as const)(
    'when a service answers 413 %s but leaves it unread, then that connection is not reused and the next request of anyone gets its answer',
    async (_label, when) => {
      // A service that gives up on an upload (a multipart parser hitting its file limit) answers 413 and leaves
      // the rest of the body unread: that connection can never carry another request. Played here at the socket
      // level: the first request on a connection gets its answer, anything after it on that connection is
      // swallowed, and an idle connection is reset (the service's keep-alive timer).
      const uploadLength = 128 * 1024;
      const connections: string[] = [];
      const stuck = net.createServer((socket) => {
        const index = connections.push('') - 1;
        let answered = false;
        socket.setTimeout(300, () => socket.resetAndDestroy());
        socket.on('error', () => undefined);
        socket.on('data', (chunk: Buffer) => {
          connections[index] += chunk.toString('latin1');
          const text = connections[index]!;
          const headEnd = text.indexOf('\r\n\r\n');
          if (headEnd < 0 || answered) return;
          const isUpload = text.startsWith('POST');
          if (isUpload && when === 'after' && text.length - headEnd - 4 < uploadLength) return;
          answered = true;
          const body = isUpload ? '{"message":"Request too large."}' : '{"ok":true}';
          socket.write(
            `HTTP/1.1 ${isUpload ? '413 Payload Too Large' : '200 OK'}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
          );
        });
      });
      await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
      const stuckUrl = new URL(`http://127.0.0.1:${(stuck.address() as AddressInfo).port}`);
      const gateway = await listen(createApp({ config: testConfig(stuckUrl, { upstreamTimeoutMs: 5_000 }) }));
      try {
        const rejected = await new Promise<number>((resolve, reject) => {
          const req = http.request(
            {
              port: gateway.port,
              host: '127.0.0.1',
              method: 'POST',
              path: '/api/videos/upload',
              headers: { 'content-type': 'application/octet-stream', 'content-length': uploadLength },
            },
            (res) => {
              res.resume();
              // The uploader keeps sending after an early 413, as a browser does.
              if (when === 'before') req.end(randomBytes(uploadLength / 2));
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          if (when === 'before') req.write(randomBytes(uploadLength / 2));
          else req.end(randomBytes(uploadLength));
        });
        expect(rejected).toBe(413);

        const next = await request(`http://127.0.0.1:${gateway.port}`).get('/api/videos');
        expect(next.status).toBe(200);
        expect(next.body).toEqual({ ok: true });
        // The GET went out on a fresh connection, never after the swallowed upload.
        expect(connections.filter((text) => text.includes('GET /api/videos'))).toHaveLength(1);
        expect(connections[0]).not.toContain('GET /api/videos');
      } finally {
        await gateway.close();
        await new Promise<void>((resolve) => stuck.close(() => resolve()));
      }
    },
  );

  test('when a reused connection is reset under a GET, then the gateway retries it once on a new connection', async () => {
    const requestsPerSocket = new WeakMap<object, number>();
    let calls = 0;
    const auth = await upstream((req, res) => {
      calls += 1;
      const count = (requestsPerSocket.get(req.socket) ?? 0) + 1;
      requestsPerSocket.set(req.socket, count);
      // The service closed a keep-alive connection just as the gateway reused it.
      if (count > 1) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ call: calls }));
    });
    const app = createApp({ config: testConfig(auth.url) });

    const first = await request(app.callback()).get('/api/auth/me');
    expect(first.body).toEqual({ call: 1 });
    const second = await request(app.callback()).get('/api/auth/me');
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ call: 3 });
  });

  test('when a reused connection is reset under a POST, then it is not sent twice: 503', async () => {
    const requestsPerSocket = new WeakMap<object, number>();
    const posts: string[] = [];
    const auth = await upstream(async (req, res) => {
      const count = (requestsPerSocket.get(req.socket) ?? 0) + 1;
      requestsPerSocket.set(req.socket, count);
      if (req.method === 'POST') posts.push((await readBody(req)).toString());
      if (count > 1) return req.socket.destroy();
      res.end('{}');
    });
    const app = createApp({ config: testConfig(auth.url) });

    await request(app.callback()).get('/api/auth/me');
    const res = await request(app.callback()).post('/api/auth/login').send({ email: 'a@b.c', password: 'secret1' });
    expect(res.status).toBe(503);
    expect(posts).toHaveLength(1);
  });
});

describe('when the service is missing or stuck', () => {
  test('when the owning service is down, then 503 JSON names it', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    const res = await request(app.callback()).post('/api/auth/login').send({ email: 'a@b.c', password: 'x' });
    expect(res.status).toBe(503);
    const message = 'The auth service is unavailable. Please try again shortly.';
    expect(res.body).toEqual({ message, error: message });
  });

  test('when the content service is down, then /media answers 503 JSON too', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    const res = await request(app.callback()).get('/media/a.png').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The content service is unavailable. Please try again shortly.');
  });

  test('when the service does not answer in time, then 504 JSON', async () => {
    const stuck = await startUpstream(() => undefined);
    try {
      const app = createApp({ config: testConfig(stuck.url, { upstreamTimeoutMs: 200 }) });
      const res = await request(app.callback()).get('/api/auth/me');
      expect(res.status).toBe(504);
      const message = 'The auth service took too long to answer. Please try again shortly.';
      expect(res.body).toEqual({ message, error: message });
    } finally {
      await stuck.close();
    }
  });

  test.each(['/api', '/api/', '/api/nothing-here', '/api/authx', '/API/auth/login', '/api/admin'])(
    'when no service owns %s, then 404 JSON without calling anyone',
    async (path) => {
      let called = false;
      const auth = await startUpstream((_req, res) => {
        called = true;
        res.end();
      });
      try {
        const app = createApp({ config: testConfig(auth.url) });
        const res = await request(app.callback()).get(path).set('Accept', 'text/html');
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Not found.', error: 'Not found.' });
        expect(called).toBe(false);
      } finally {
        await auth.close();
      }
    },
  );

  test('when a reader of Arabic asks for a path no service owns, then the 404 is in Arabic', async () => {
    const auth = await startUpstream((_req, res) => res.end());
    try {
      const app = createApp({ config: testConfig(auth.url) });
      const res = await request(app.callback()).get('/api/nothing-here').set('Accept-Language', 'ar');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'غير موجود.', error: 'غير موجود.' });
      expect(res.headers['content-language']).toBe('ar');
    } finally {
      await auth.close();
    }
  });

  test('when a path climbs out of its prefix with dot segments, then 400', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    const res = await request(app.callback()).get('/api/auth/%2e%2e/videos');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Bad request.', error: 'Bad request.' });
  });
});
