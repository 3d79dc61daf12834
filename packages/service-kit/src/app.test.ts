import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type App from 'koa';
import { SignJWT, UnsecuredJWT } from 'jose';
import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint, errorBodySchema } from '@young-minds/contracts';
import { createServiceApp } from './app';
import { checksResponses } from './route';
import { messages } from './errors';
import { createTokenService } from './tokens';
import { buildTestApp, captureLogs, endpoints, secret, tokenFor, tokens, users } from './testing/fixtures';

const { app, setDatabaseUp } = buildTestApp();
const server = app.callback();

/** Every error answer has the same shape: message and error with the same text, nothing else but fields. */
function expectErrorBody(body: unknown, status: number, text: string, res: request.Response) {
  expect(res.status).toBe(status);
  expect(errorBodySchema.strict().parse(body)).toMatchObject({ message: text, error: text });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
}

describe('routing and validation', () => {
  test('when the body is valid, then the handler answers with the endpoint status', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .send({ email: 'a@b.co', name: 'A', password: 'long-enough' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 10, email: 'a@b.co' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when a field is invalid, then 400 names the field and lists fields', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .send({ email: 'nope', name: 'A', password: 'long-enough' });
    expectErrorBody(res.body, 400, 'email: Invalid email address', res);
    expect(res.body.fields).toEqual({ email: 'Invalid email address' });
  });

  test('when several fields are invalid, then the message names the first and fields lists all', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .send({ email: 'a@b.co', name: '', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^name: /);
    expect(Object.keys(res.body.fields)).toEqual(['name', 'password']);
  });

  test('when no body is sent to a JSON endpoint, then 400 names a missing field', async () => {
    const res = await request(server).post('/api/auth/test/signup');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^email: /);
  });

  test('when the JSON is malformed, then 400 says so', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expectErrorBody(res.body, 400, 'Request body is not valid JSON.', res);
  });

  test('when the JSON is not an object or array, then 400 invalid JSON', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .set('Content-Type', 'application/json')
      .send('"just a string"');
    expectErrorBody(res.body, 400, 'Request body is not valid JSON.', res);
  });

  test('when the JSON tries prototype poisoning, then 400', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .set('Content-Type', 'application/json')
      .send('{"email":"a@b.co","name":"A","password":"long-enough","__proto__":{"admin":true}}');
    expectErrorBody(res.body, 400, 'Request body is not valid JSON.', res);
  });

  test('when the body is over the limit, then 413', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .send({ email: 'a@b.co', name: 'x'.repeat(200 * 1024), password: 'long-enough' });
    expectErrorBody(res.body, 413, 'Request body is too large.', res);
  });

  test('when the limit is configured, then it applies', async () => {
    const small = buildTestApp({ bodyLimit: 50 }).app.callback();
    const res = await request(small)
      .post('/api/auth/test/signup')
      .send({ email: 'a@b.co', name: 'A', password: 'long-enough-password-here' });
    expectErrorBody(res.body, 413, 'Request body is too large.', res);
  });

  test('when a form or text body is sent to a JSON endpoint, then 415', async () => {
    const form = await request(server).post('/api/auth/test/signup').type('form').send({ email: 'a@b.co' });
    expectErrorBody(form.body, 415, 'Content-Type must be application/json.', form);
    const text = await request(server).post('/api/auth/test/signup').set('Content-Type', 'text/plain').send('hello');
    expectErrorBody(text.body, 415, 'Content-Type must be application/json.', text);
  });

  test('when multipart is not enabled for the route, then 415', async () => {
    const res = await request(server).post('/api/auth/test/signup').field('email', 'a@b.co');
    expectErrorBody(res.body, 415, 'Content-Type must be application/json.', res);
  });

  test('when JSON comes with a charset, then it is accepted', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ email: 'a@b.co', name: 'A', password: 'long-enough' }));
    expect(res.status).toBe(201);
  });

  test('when params and query are valid, then the handler gets them typed and coerced', async () => {
    const res = await request(server)
      .get('/api/parent/children/3?page=2&pageSize=5')
      .set('Authorization', `Bearer ${await tokenFor(2)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 3, page: 2, pageSize: 5 });
  });

  test('when a path param is invalid, then 400 names it', async () => {
    const res = await request(server)
      .get('/api/parent/children/abc')
      .set('Authorization', `Bearer ${await tokenFor(2)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^id: /);
    expect(res.body.fields).toHaveProperty('id');
  });

  test('when a query value is invalid, then 400 names it', async () => {
    const res = await request(server)
      .get('/api/parent/children/3?pageSize=1000')
      .set('Authorization', `Bearer ${await tokenFor(2)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^pageSize: /);
  });

  test('when a handler returns undefined, then 204 with no body', async () => {
    const res = await request(server)
      .delete('/api/parent/children/3')
      .set('Authorization', `Bearer ${await tokenFor(2)}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  test('when a handler returns a string, then it is sent as JSON', async () => {
    const res = await request(server).get('/api/auth/test/text');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe('hello');
  });

  test('when a handler answers outside its contract (not production), then 500 and no details leak', async () => {
    const { logger, lines } = captureLogs();
    const withLogs = buildTestApp({ logger }).app.callback();
    const res = await request(withLogs).get('/api/auth/test/drift');
    expectErrorBody(res.body, 500, 'Something went wrong on our side.', res);
    const failure = lines.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(failure)).toContain('test.drift answered outside its contract (id:');
  });

  test('in production the response is not re-parsed (the handler answer is sent as is)', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const production = buildTestApp().app.callback();
      const res = await request(production).get('/api/auth/test/drift');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: 'not a number' });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  test('answers are checked against their contract in tests and development only', () => {
    expect(checksResponses(process.env)).toBe(true);
    expect(checksResponses({ JEST_WORKER_ID: '1' })).toBe(true);
    expect(checksResponses({ NODE_ENV: 'development' })).toBe(true);
    expect(checksResponses({ NODE_ENV: 'test' })).toBe(true);
    expect(checksResponses({ NODE_ENV: 'production', JEST_WORKER_ID: '1' })).toBe(false);
    expect(checksResponses({})).toBe(false);
  });

  test('when the path is unknown, then 404 Not found.', async () => {
    const res = await request(server).get('/api/auth/nothing-here');
    expectErrorBody(res.body, 404, 'Not found.', res);
  });

  test('when the method is not mounted on a known path, then 404', async () => {
    const res = await request(server).patch('/api/auth/test/signup').send({});
    expectErrorBody(res.body, 404, 'Not found.', res);
  });

  test('routes added after the app was built are served', async () => {
    const { kit } = buildTestApp();
    kit.route(
      defineEndpoint({
        id: 'test.late',
        service: 'auth',
        method: 'GET',
        path: '/api/auth/test/late',
        access: { roles: 'public' },
        response: z.object({ late: z.boolean() }),
        summary: 'Late.',
      }),
      () => ({ late: true }),
    );
    expect((await request(kit.app.callback()).get('/api/auth/test/late')).body).toEqual({ late: true });
  });
});

describe('registration checks', () => {
  const base = { access: { roles: 'public' as const }, response: z.object({}), summary: 's', method: 'GET' as const };

  test('a service cannot mount another service’s endpoint or a path it does not own', () => {
    const { kit } = buildTestApp();
    expect(() =>
      kit.route(defineEndpoint({ ...base, id: 'x', service: 'content', path: '/api/videos' }), () => ({})),
    ).toThrow(/belongs to the content service/);
    expect(() =>
      kit.route(defineEndpoint({ ...base, id: 'y', service: 'auth', path: '/api/videos/x' }), () => ({})),
    ).toThrow(/owned by content/);
  });

  test('an endpoint cannot be mounted twice', () => {
    const { kit } = buildTestApp();
    expect(() => kit.route(endpoints.text, () => 'again')).toThrow(/mounted twice/);
  });

  test('a protected endpoint needs tokens and loadPrincipal', () => {
    const kit = createServiceApp({ service: 'auth', checkDatabase: async () => undefined });
    expect(() => kit.route(endpoints.me, () => ({ id: 1, role: 'admin' }))).toThrow(/needs tokens and loadPrincipal/);
  });

  test('a multipart route needs multipart enabled on the app', () => {
    const kit = createServiceApp({ service: 'auth', checkDatabase: async () => undefined });
    expect(() => kit.route(endpoints.upload, () => ({ title: '', size: 0, path: '' }), { multipart: true })).toThrow(
      /multipart option/,
    );
  });
});

describe('access', () => {
  const signed = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('1').setIssuedAt();

  test('when no token is sent to a protected route, then 401 Please log in', async () => {
    const res = await request(server).get('/api/auth/test/me');
    expectErrorBody(res.body, 401, 'Please log in to continue.', res);
  });

  test('when a valid token is sent, then the principal reaches the handler', async () => {
    const res = await request(server)
      .get('/api/auth/test/me')
      .set('Authorization', `Bearer ${await tokenFor(3)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 3, role: 'child' });
  });

  test('the Bearer scheme is case-insensitive', async () => {
    const res = await request(server)
      .get('/api/auth/test/me')
      .set('Authorization', `bearer ${await tokenFor(3)}`);
    expect(res.status).toBe(200);
  });

  test('when the role is wrong, then 403', async () => {
    const res = await request(server)
      .get('/api/admin/parents/test')
      .set('Authorization', `Bearer ${await tokenFor(2)}`);
    expectErrorBody(res.body, 403, 'You do not have permission to do this.', res);
    const ok = await request(server)
      .get('/api/admin/parents/test')
      .set('Authorization', `Bearer ${await tokenFor(1)}`);
    expect(ok.status).toBe(200);
  });

  test('when a parent asks for another family’s child, then 403 own family', async () => {
    const res = await request(server)
      .get('/api/parent/children/3')
      .set('Authorization', `Bearer ${await tokenFor(4)}`);
    expectErrorBody(res.body, 403, 'You can only manage your own family.', res);
  });

  test('access is checked before the body is read or validated', async () => {
    const res = await request(server)
      .put('/api/parent/profile')
      .set('Content-Type', 'application/json')
      .send('{broken');
    expect(res.status).toBe(401);
    const child = await request(server)
      .put('/api/parent/profile')
      .set('Authorization', `Bearer ${await tokenFor(3)}`)
      .send({});
    expect(child.status).toBe(403);
  });

  const invalidSession = 'Your session has expired or is invalid. Please log in again.';
  const badTokens: Array<[string, () => Promise<string>]> = [
    [
      'tampered',
      async () => {
        const [header, payload, signature] = (await tokenFor(2)).split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'expired',
      () =>
        signed({ role: 'admin', ver: 0 })
          .setIssuer('young-minds')
          .setAudience('young-minds')
          .setIssuedAt(1_000_000)
          .setExpirationTime(1_000_060)
          .sign(secret),
    ],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ role: 'admin', ver: 0 })
          .setSubject('1')
          .setIssuer('young-minds')
          .setAudience('young-minds')
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'wrong secret',
      () =>
        createTokenService({ ...tokensOptions(), secret: new Uint8Array(48).fill(7) }).sign({
          sub: 1,
          role: 'admin',
          ver: 0,
        }),
    ],
    [
      'wrong issuer',
      () => createTokenService({ ...tokensOptions(), issuer: 'someone-else' }).sign({ sub: 1, role: 'admin', ver: 0 }),
    ],
    [
      'wrong audience',
      () => createTokenService({ ...tokensOptions(), audience: 'another-app' }).sign({ sub: 1, role: 'admin', ver: 0 }),
    ],
    [
      'wrong typ',
      () =>
        new SignJWT({ role: 'admin', ver: 0 })
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .setSubject('1')
          .setIssuer('young-minds')
          .setAudience('young-minds')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(secret),
    ],
    [
      'no exp',
      () => signed({ role: 'admin', ver: 0 }).setIssuer('young-minds').setAudience('young-minds').sign(secret),
    ],
    [
      'HS512 with the right secret',
      () =>
        new SignJWT({ role: 'admin', ver: 0 })
          .setProtectedHeader({ alg: 'HS512', typ: 'JWT' })
          .setSubject('1')
          .setIssuer('young-minds')
          .setAudience('young-minds')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(secret),
    ],
    ['garbage', async () => 'not.a.jwt'],
  ];

  test.each(badTokens)('when the token is %s, then 401 session invalid', async (_name, make) => {
    const res = await request(server)
      .get('/api/auth/test/me')
      .set('Authorization', `Bearer ${await make()}`);
    expectErrorBody(res.body, 401, invalidSession, res);
  });

  test('when the Authorization header is not a Bearer token, then 401 even on a public route', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer two tokens', 'Token abc']) {
      const res = await request(server).get('/api/auth/test/whoami').set('Authorization', header);
      expectErrorBody(res.body, 401, invalidSession, res);
    }
  });

  test('when the token was revoked (version bumped), then 401 session no longer valid', async () => {
    const token = await tokenFor(4);
    users.set(4, { id: 4, role: 'parent', tokenVersion: 1 });
    try {
      const res = await request(server).get('/api/auth/test/me').set('Authorization', `Bearer ${token}`);
      expectErrorBody(res.body, 401, 'Your session is no longer valid. Please log in again.', res);
    } finally {
      users.set(4, { id: 4, role: 'parent', tokenVersion: 0 });
    }
  });

  test('when the user no longer exists, then 401 session no longer valid', async () => {
    const token = await tokens.sign({ sub: 99, role: 'parent', ver: 0 });
    const res = await request(server).get('/api/auth/test/me').set('Authorization', `Bearer ${token}`);
    expectErrorBody(res.body, 401, 'Your session is no longer valid. Please log in again.', res);
  });

  test('on a public route, no token means anonymous and a stale token is ignored', async () => {
    expect((await request(server).get('/api/auth/test/whoami')).body).toEqual({ id: null });
    const expired = await badTokens[1]![1]();
    expect((await request(server).get('/api/auth/test/whoami').set('Authorization', `Bearer ${expired}`)).body).toEqual(
      { id: null },
    );
    expect(
      (
        await request(server)
          .get('/api/auth/test/whoami')
          .set('Authorization', `Bearer ${await tokenFor(2)}`)
      ).body,
    ).toEqual({ id: 2 });
  });
});

function tokensOptions() {
  return { secret, issuer: 'young-minds', audience: 'young-minds', ttlSeconds: 3600 };
}

describe('error mapping through the app', () => {
  const cases: Array<[string, number, string]> = [
    ['conflict', 409, 'This email is already registered.'],
    ['dbDown', 503, 'The database is unavailable. Please try again shortly.'],
    ['dbAcquire', 503, 'The database is unavailable. Please try again shortly.'],
    ['dbBusy', 503, 'The database is unavailable. Please try again shortly.'],
    ['unique', 409, messages.conflict],
    ['foreignKey', 409, messages.inUse],
    ['bug', 500, 'Something went wrong on our side.'],
    ['notAnError', 500, 'Something went wrong on our side.'],
    ['notFound', 404, 'Not found.'],
    ['notOwner', 403, 'You can only manage your own family.'],
    ['koaThrow', 404, 'Video not found.'],
    ['teapot', 400, "I'm a teapot"],
  ];

  test.each(cases)('when a handler throws %s, then %i', async (kind, status, text) => {
    const res = await request(server).get(`/api/auth/test/fail/${kind}`);
    expectErrorBody(res.body, status, text, res);
  });

  test('no error answer ever contains a stack trace or internal message', async () => {
    for (const [kind] of cases) {
      const res = await request(server).get(`/api/auth/test/fail/${kind}`);
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
      expect(res.text).not.toContain('secretColumn');
      expect(res.text).not.toContain('ECONNREFUSED');
      expect(res.text).not.toContain('SQLITE_BUSY');
      expect(res.text).not.toContain('stack');
    }
  });

  test('an unknown error is logged with its stack', async () => {
    const { logger, lines } = captureLogs();
    const res = await request(buildTestApp({ logger }).app.callback()).get('/api/auth/test/fail/bug');
    expect(res.status).toBe(500);
    const failure = lines.find((line) => line.msg === 'request failed') as { err: { stack: string } } | undefined;
    expect(failure?.err.stack).toContain('secretColumn');
    expect(failure?.err.stack).toMatch(/at .+:\d+:\d+/);
  });
});

describe('rate limiting', () => {
  test('when attempts exceed the limit, then 429 with Retry-After', async () => {
    const { app: fresh } = buildTestApp();
    const attempt = () =>
      request(fresh.callback()).post('/api/auth/test/login').send({ email: 'x@y.z', password: 'wrong' });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const res = await attempt();
    expectErrorBody(res.body, 429, 'Too many attempts. Please try again later.', res);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('health', () => {
  afterEach(() => setDatabaseUp(true));

  test('when the database answers, then 200 ok', async () => {
    const res = await request(server).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', service: 'auth', database: 'ok' });
  });

  test('when the database is down, then 503 in the error shape', async () => {
    setDatabaseUp(false);
    const res = await request(server).get('/health');
    expectErrorBody(res.body, 503, 'The database is unavailable. Please try again shortly.', res);
  });

  test('when the check answers false, then 503', async () => {
    const kit = createServiceApp({ service: 'content', checkDatabase: async () => false });
    const res = await request(kit.app.callback()).get('/health');
    expect(res.status).toBe(503);
  });
});

describe('headers and request ids', () => {
  test('security headers are on successes, errors and 404s', async () => {
    for (const res of [
      await request(server).get('/health'),
      await request(server).get('/nowhere'),
      await request(server).get('/api/auth/test/fail/bug'),
      await request(server).post('/api/auth/test/signup').set('Content-Type', 'application/json').send('{'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('a sane x-request-id is echoed', async () => {
    const res = await request(server).get('/health').set('X-Request-Id', 'gw-1234.abcd');
    expect(res.headers['x-request-id']).toBe('gw-1234.abcd');
  });

  test('an insane x-request-id is replaced by a fresh UUID', async () => {
    const res = await request(server).get('/health').set('X-Request-Id', 'evil\tinjected value that is rather <long>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await request(server).get('/nowhere');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logging', () => {
  test('one line per request with method, path, status, ms, requestId and service; no secrets', async () => {
    const { logger, lines, raw } = captureLogs();
    const logged = buildTestApp({ logger }).app.callback();
    const token = await tokenFor(2);
    await request(logged)
      .post('/api/auth/test/login?token=query-secret')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Request-Id', 'req-42')
      .send({ email: 'x@y.z', password: 'hunter2-password' });
    await request(logged).get('/api/auth/test/fail/bug').set('Authorization', `Bearer ${token}`);

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/test/login',
      status: 401,
      requestId: 'req-42',
      service: 'auth',
      level: 30,
    });
    expect(typeof requests[0]!.ms).toBe('number');
    expect(requests[1]).toMatchObject({ status: 500, level: 50 });

    const all = raw.join('');
    expect(all).not.toContain(token);
    expect(all).not.toContain('hunter2-password');
    expect(all).not.toContain('query-secret');
  });
});

describe('uploads', () => {
  let uploadDir: string;
  let uploads: ReturnType<App['callback']>;
  beforeEach(() => {
    uploadDir = mkdtempSync(join(tmpdir(), 'kit-uploads-'));
    uploads = buildTestApp({ multipart: { maxFileSize: 1024, uploadDir } }).app.callback();
  });
  afterEach(async () => {
    // Whatever happened, no temp file is left behind (formidable unlinks a failed upload's file a tick later).
    for (let i = 0; i < 50 && readdirSync(uploadDir).length > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(readdirSync(uploadDir)).toEqual([]);
    rmSync(uploadDir, { recursive: true, force: true });
  });

  test('a multipart route reads fields and files, then removes the temp file', async () => {
    const res = await request(uploads)
      .post('/api/auth/test/upload')
      .field('title', 'A book')
      .attach('file', Buffer.from('%PDF-1.4 small'), 'book.pdf');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'A book', size: 14 });
    expect(res.body.path.startsWith(uploadDir)).toBe(true);
  });

  test('a multipart route still validates its fields', async () => {
    const res = await request(uploads)
      .post('/api/auth/test/upload')
      .field('title', '')
      .attach('file', Buffer.from('x'), 'a.txt');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^title: /);
  });

  test('a file over the limit gets 413', async () => {
    const res = await request(uploads)
      .post('/api/auth/test/upload')
      .field('title', 'Big')
      .attach('file', Buffer.alloc(64 * 1024, 1), 'big.bin');
    expectErrorBody(res.body, 413, 'Request body is too large.', res);
  });

  test('JSON is still accepted on a multipart route', async () => {
    const res = await request(uploads).post('/api/auth/test/upload').send({ title: 'No file' });
    expectErrorBody(res.body, 400, 'file: Required', res);
  });
});
