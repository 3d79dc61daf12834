import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { Agent, type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint } from '@young-minds/contracts';
import { type ServiceAppOptions, createServiceApp } from './app';
import type { Principal } from './auth';
import { HttpError, messages } from './errors';
import { redisRateLimitStore } from './rate-limit';
import { createTokenService } from './tokens';
import { multipartBody as multipart } from './testing/multipart';
import { redisUrlEnv } from './testing/redis';

const tokens = createTokenService({
  secret: randomBytes(48),
  issuer: 'young-minds',
  audience: 'young-minds',
  ttlSeconds: 3600,
});
const child: Principal = { id: 3, role: 'child', tokenVersion: 0 };

const uploadResponse = z.object({ size: z.number() });
const endpoints = {
  upload: defineEndpoint({
    id: 'bodyTest.upload',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/body-test/upload',
    access: { roles: 'public' },
    body: z.object({ title: z.string().min(1) }),
    response: uploadResponse,
    summary: 'An upload with the app-wide caps.',
  }),
  capped: defineEndpoint({
    id: 'bodyTest.capped',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/body-test/capped',
    access: { roles: 'public' },
    body: z.object({ title: z.string().min(1) }),
    response: uploadResponse,
    summary: 'An upload whose one file field has its own, smaller cap.',
  }),
  protectedUpload: defineEndpoint({
    id: 'bodyTest.protectedUpload',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/body-test/protected',
    access: { roles: ['admin'] },
    body: z.object({ title: z.string().min(1) }),
    response: uploadResponse,
    summary: 'An admin-only upload.',
  }),
  json: defineEndpoint({
    id: 'bodyTest.json',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/body-test/json',
    access: { roles: 'public' },
    body: z.object({ name: z.string() }),
    response: z.object({ name: z.string() }),
    summary: 'A JSON call.',
  }),
};

const smallCap = { maxBytes: 1024, tooLarge: 'The picture is too large (at most 1 KB).' };

function sizeOf(files: Record<string, unknown>, field: string): number {
  const file = files[field] as { size: number } | undefined;
  if (!file) throw new HttpError(400, `${field}: Required`);
  return file.size;
}

function buildApp(uploadDir: string, overrides: Partial<ServiceAppOptions> = {}) {
  let gate: Promise<void> = Promise.resolve();
  let entered = 0;
  const waiting: { count: number; done: () => void }[] = [];
  const kit = createServiceApp({
    service: 'auth',
    checkDatabase: async () => undefined,
    tokens,
    loadPrincipal: async (claims) => (claims.sub === child.id ? child : null),
    multipart: { maxFileSize: 1024 * 1024, maxTotalFileSize: 2 * 1024 * 1024, maxFiles: 4, uploadDir },
    ...overrides,
  });
  kit
    .route(
      endpoints.upload,
      async ({ files, body }) => {
        if (body.title === 'fail') throw new Error('the handler broke');
        entered += 1;
        for (const waiter of waiting.filter((w) => w.count <= entered)) waiter.done();
        await gate;
        return { size: sizeOf(files, 'file') };
      },
      { multipart: true },
    )
    .route(endpoints.capped, ({ files }) => ({ size: sizeOf(files, 'picture') }), {
      multipart: { files: { picture: smallCap } },
    })
    .route(endpoints.protectedUpload, ({ files }) => ({ size: sizeOf(files, 'file') }), { multipart: true })
    .route(endpoints.json, ({ body }) => ({ name: body.name }));
  return {
    app: kit.app,
    /** Holds every upload handler until the returned function is called. */
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolveGate) => (release = resolveGate));
      return release;
    },
    /** Resolves once `count` upload handlers have started. */
    handlersEntered(count: number): Promise<void> {
      if (entered >= count) return Promise.resolve();
      return new Promise<void>((done) => waiting.push({ count, done }));
    },
  };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers or fails; a request that gets no answer in 5 s fails the test instead of hanging it. */
function send(
  base: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; agent?: Agent },
): Promise<Answer> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const req = httpRequest(
      `${base}${options.path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent, timeout: 5000 },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`no answer to ${options.method ?? 'GET'} ${options.path} within 5 s`)),
    );
    req.on('error', rejectAnswer);
    req.end(options.body);
  });
}

/**
 * Sends the headers and `head` of a body that claims `declaredLength` bytes, and never the rest:
 * resolves with the answer if the server answers before the body is complete.
 */
function sendPartly(
  base: string,
  path: string,
  contentType: string,
  head: Buffer,
  declaredLength: number,
  headers: Record<string, string> = {},
) {
  let abort: () => void = () => undefined;
  const answer = new Promise<Answer>((resolveAnswer, rejectAnswer) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Content-Length': String(declaredLength), ...headers },
        timeout: 5000,
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to POST ${path} before the body was complete (5 s)`)));
    req.on('error', rejectAnswer);
    req.write(head);
    abort = () => req.destroy();
  });
  return { answer, abort: () => abort() };
}

let uploadDir: string;
let server: Server;
let base: string;
let hold: () => () => void;
let handlersEntered: (count: number) => Promise<void>;
/** Resolves once the server has finished with every request it got so far (answered or aborted). */
let settled: () => Promise<void>;

async function listen(overrides: Partial<ServiceAppOptions> = {}) {
  const built = buildApp(uploadDir, overrides);
  hold = built.hold;
  handlersEntered = built.handlersEntered;
  const pending = new Set<Promise<void>>();
  const callback = built.app.callback();
  server = createServer((req, res) => {
    pending.add(new Promise<void>((done) => res.once('close', done)));
    void callback(req, res);
  });
  settled = async () => {
    await Promise.all(pending);
  };
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'kit-body-'));
  await listen();
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolveClose) => server.close(resolveClose));
  rmSync(uploadDir, { recursive: true, force: true });
});

const parsed = (answer: Answer) => JSON.parse(answer.body) as { message: string; fields?: Record<string, string> };

describe('a request answered before its body was read does not spoil the connection', () => {
  test('when an upload has more files than allowed (413), then the next request on the same keep-alive socket is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const files = [1, 2, 3, 4, 5].map((n) => ({
        name: 'file',
        filename: `f${n}.bin`,
        data: Buffer.alloc(200 * 1024, n),
      }));
      const { body, contentType } = multipart([{ name: 'title', data: 'Five' }, ...files]);
      const first = await send(base, {
        method: 'POST',
        path: endpoints.upload.path,
        headers: { 'Content-Type': contentType },
        body,
        agent,
      });
      expect(first.status).toBe(413);
      const second = await send(base, { path: '/health', agent });
      expect(second.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  test('when an upload is refused before parsing (401), then the next request on the same socket is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { body, contentType } = multipart([
        { name: 'title', data: 'Sneaky' },
        { name: 'file', filename: 'a.bin', data: Buffer.alloc(512 * 1024, 7) },
      ]);
      const first = await send(base, {
        method: 'POST',
        path: endpoints.protectedUpload.path,
        headers: { 'Content-Type': contentType },
        body,
        agent,
      });
      expect(first.status).toBe(401);
      const second = await send(base, { path: '/health', agent });
      expect(second.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  test('when a JSON request succeeds after reading its body, then the connection is kept alive', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ name: 'A' }));
      const first = await send(base, {
        method: 'POST',
        path: endpoints.json.path,
        headers: { 'Content-Type': 'application/json' },
        body,
        agent,
      });
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});

describe('malformed compressed bodies', () => {
  test.each(['br', 'gzip', 'deflate'])(
    'when a JSON body claims Content-Encoding %s but is not, then 400',
    async (encoding) => {
      const res = await request(server)
        .post(endpoints.json.path)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"name":"not compressed"}');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: messages.invalidCompressedBody, error: messages.invalidCompressedBody });
    },
  );

  test('when a JSON body comes in an encoding we do not accept, then 415 in our words', async () => {
    const res = await request(server)
      .post(endpoints.json.path)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd')
      .send('{}');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(messages.unsupportedEncoding);
  });

  test('when an upload claims a Content-Encoding, then 415 and no temp file', async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'Packed' },
      { name: 'file', filename: 'a.bin', data: 'garbage' },
    ]);
    const res = await request(server)
      .post(endpoints.upload.path)
      .set('Content-Type', contentType)
      .set('Content-Encoding', 'br')
      .send(body);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(messages.unsupportedEncoding);
    expect(readdirSync(uploadDir)).toEqual([]);
  });
});

describe('upload caps are enforced while the bytes arrive', () => {
  test("when a file passes its field's cap, then 413 with the field's message comes before the body ends, and no temp file is left", async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'Huge' },
      { name: 'picture', filename: 'p.bin', data: Buffer.alloc(64 * 1024, 1) },
    ]);
    // Declares 100 MB but sends 64 KB: only a cap enforced while streaming can answer now.
    const upload = sendPartly(
      base,
      endpoints.capped.path,
      contentType,
      body.subarray(0, body.length - 40),
      100 * 1024 * 1024,
    );
    const answer = await upload.answer;
    expect(answer.status).toBe(413);
    expect(parsed(answer)).toMatchObject({ message: smallCap.tooLarge, fields: { picture: 'File too large.' } });
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  test('when a file is within its cap, then the route gets it', async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'Small' },
      { name: 'picture', filename: 'p.bin', data: Buffer.alloc(1000, 1) },
    ]);
    const res = await request(server).post(endpoints.capped.path).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ size: 1000 });
  });

  test('when a file arrives under a field the route does not take, then 400 and no temp file', async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'Odd' },
      { name: 'other', filename: 'o.bin', data: Buffer.alloc(10, 1) },
    ]);
    const res = await request(server).post(endpoints.capped.path).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: messages.unexpectedFile,
      fields: { other: 'No file is expected here.' },
    });
    expect(readdirSync(uploadDir)).toEqual([]);
  });
});

describe('temp files never outlive a rejected upload', () => {
  test('when the upload has too many files (413), then the upload folder is empty once answered', async () => {
    const files = [1, 2, 3, 4, 5].map((n) => ({
      name: 'file',
      filename: `f${n}.bin`,
      data: Buffer.alloc(10 * 1024, n),
    }));
    const { body, contentType } = multipart([{ name: 'title', data: 'Five' }, ...files]);
    const res = await request(server).post(endpoints.upload.path).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(413);
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  test('when small files keep coming after the parse failed (413, 400), then none of them is written to the upload folder', async () => {
    const tooMany = [1, 2, 3, 4, 5, 6].map((n) => ({
      name: 'file',
      filename: `f${n}.bin`,
      data: Buffer.alloc(2000, n),
    }));
    const unexpected = ['a', 'b', 'c', 'd'].map((name) => ({
      name,
      filename: `${name}.bin`,
      data: Buffer.alloc(2000, 1),
    }));
    for (const [path, parts, status] of [
      [endpoints.upload.path, tooMany, 413],
      [endpoints.capped.path, [{ name: 'picture', filename: 'p.bin', data: Buffer.alloc(100, 1) }, ...unexpected], 400],
    ] as const) {
      const { body, contentType } = multipart([{ name: 'title', data: 'Many' }, ...parts]);
      const res = await send(base, { method: 'POST', path, headers: { 'Content-Type': contentType }, body });
      expect(res.status).toBe(status);
      await settled();
      // Absence can only be watched for: a file formidable opened late would appear within a few milliseconds.
      for (let i = 0; i < 20; i += 1) {
        await new Promise((r) => setTimeout(r, 10));
        expect(readdirSync(uploadDir)).toEqual([]);
      }
    }
  });

  test('when the handler fails (500), then the upload folder is empty', async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'fail' },
      { name: 'file', filename: 'a.bin', data: Buffer.alloc(1000, 1) },
    ]);
    const res = await request(server).post(endpoints.upload.path).set('Content-Type', contentType).send(body);
    expect(res.status).toBe(500);
    expect(readdirSync(uploadDir)).toEqual([]);
  });

  test('when the client gives up mid-upload, then the upload folder is empty once the server is done with it', async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'Gone' },
      { name: 'file', filename: 'a.bin', data: Buffer.alloc(200 * 1024, 1) },
    ]);
    const upload = sendPartly(base, endpoints.upload.path, contentType, body.subarray(0, 100 * 1024), body.length);
    upload.answer.catch(() => undefined);
    // The temp file exists once the server has started writing it.
    for (let i = 0; i < 400 && readdirSync(uploadDir).length === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
    upload.abort();
    await settled();
    // The clean-up closes the half-written file before removing it, which may finish just after the answer.
    for (let i = 0; i < 200 && readdirSync(uploadDir).length > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(readdirSync(uploadDir)).toEqual([]);
  });
});

describe('concurrent uploads per caller', () => {
  test('when a caller already runs two uploads, then a third gets 429 and a later one succeeds', async () => {
    const release = hold();
    const { body, contentType } = multipart([
      { name: 'title', data: 'One' },
      { name: 'file', filename: 'a.bin', data: Buffer.alloc(100, 1) },
    ]);
    const post = () =>
      send(base, { method: 'POST', path: endpoints.upload.path, headers: { 'Content-Type': contentType }, body });
    const running = [post(), post()];
    // On failure the assertions below report it; no rejection may go unhandled meanwhile.
    for (const answer of running) answer.catch(() => undefined);
    // Both are parsed and waiting in the handler before the third arrives.
    await handlersEntered(2);
    const third = await post();
    expect(third.status).toBe(429);
    expect(parsed(third).message).toBe(messages.tooManyUploads);
    release();
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await post()).status).toBe(200);
  });
});

describe('concurrent uploads per caller across processes', () => {
  const redisUrl = process.env[redisUrlEnv];
  // Run whenever the jest globalSetup found Redis (always on CI).
  (redisUrl ? test : test.skip)(
    'when two apps count uploads in one Redis, then a caller running two on one app gets 429 on the other',
    async () => {
      const prefix = `ym-test:${randomUUID()}`;
      const stores = [redisRateLimitStore(redisUrl!, prefix), redisRateLimitStore(redisUrl!, prefix)];
      const servers: Server[] = [];
      try {
        for (const store of stores) expect(await store.ready(5000)).toBe(true);
        const apps = stores.map((store) =>
          buildApp(uploadDir, {
            multipart: { maxFileSize: 1024 * 1024, maxFiles: 4, uploadDir, concurrency: store.concurrency('uploads') },
          }),
        );
        const bases = await Promise.all(
          apps.map(async ({ app }) => {
            const callback = app.callback();
            const listening = createServer((req, res) => void callback(req, res));
            servers.push(listening);
            await new Promise<void>((resolveListen) => listening.listen(0, '127.0.0.1', resolveListen));
            return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
          }),
        );
        const releases = apps.map((app) => app.hold());
        const { body, contentType } = multipart([
          { name: 'title', data: 'One' },
          { name: 'file', filename: 'a.bin', data: Buffer.alloc(100, 1) },
        ]);
        const post = (at: string) =>
          send(at, { method: 'POST', path: endpoints.upload.path, headers: { 'Content-Type': contentType }, body });
        const running = [post(bases[0]!), post(bases[1]!)];
        for (const answer of running) answer.catch(() => undefined);
        await Promise.all(apps.map((app) => app.handlersEntered(1)));

        const third = await post(bases[1]!);
        expect(third.status).toBe(429);
        expect(parsed(third).message).toBe(messages.tooManyUploads);
        for (const release of releases) release();
        expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200]);
        // Both places were given back in Redis.
        expect((await post(bases[1]!)).status).toBe(200);
      } finally {
        for (const listening of servers) {
          listening.closeAllConnections();
          await new Promise((resolveClose) => listening.close(resolveClose));
        }
        await Promise.all(stores.map((store) => store.close()));
      }
    },
  );
});
