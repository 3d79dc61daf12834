/**
 * A small auth-like service for the kit's own tests: three users, a handful of endpoints that exercise
 * every branch (public, protected, admin-only, params/query/body, 201, 204, drift, failures).
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { defineEndpoint, idParamsSchema, listQuerySchema, maxChildrenMessage } from '@young-minds/contracts';
import { type Principal, type LoadPrincipal } from '../auth';
import { createServiceApp, type ServiceAppOptions } from '../app';
import { HttpError, assertFound, assertOwnership } from '../errors';
import { createLogger } from '../logging';
import { createRateLimiter } from '../rate-limit';
import { createTokenService } from '../tokens';

export const secret = randomBytes(48);
export const tokenOptions = { secret, issuer: 'young-minds', audience: 'young-minds', ttlSeconds: 3600 };
export const tokens = createTokenService(tokenOptions);

export const users = new Map<number, Principal>([
  [1, { id: 1, role: 'admin', tokenVersion: 0 }],
  [2, { id: 2, role: 'parent', tokenVersion: 0 }],
  [3, { id: 3, role: 'child', tokenVersion: 0 }],
  [4, { id: 4, role: 'parent', tokenVersion: 0 }],
]);
/** Which parent each child belongs to. */
const parentOf = new Map<number, number>([[3, 2]]);

const loadPrincipal: LoadPrincipal = async (claims) => {
  const user = users.get(claims.sub);
  return user && user.tokenVersion === claims.ver ? user : null;
};

export function tokenFor(id: number): Promise<string> {
  const user = users.get(id);
  if (!user) throw new Error(`no user ${id}`);
  return tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
}

export const endpoints = {
  signup: defineEndpoint({
    id: 'test.signup',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/test/signup',
    access: { roles: 'public' },
    body: z.object({ email: z.email(), name: z.string().trim().min(1), password: z.string().min(8) }),
    response: z.object({ id: z.number(), email: z.string() }),
    successStatus: 201,
    summary: 'Make an account.',
  }),
  me: defineEndpoint({
    id: 'test.me',
    service: 'auth',
    method: 'GET',
    path: '/api/auth/test/me',
    access: { roles: ['admin', 'parent', 'child'] },
    response: z.object({ id: z.number(), role: z.string() }),
    summary: 'Who am I.',
  }),
  whoami: defineEndpoint({
    id: 'test.whoami',
    service: 'auth',
    method: 'GET',
    path: '/api/auth/test/whoami',
    access: { roles: 'public' },
    response: z.object({ id: z.number().nullable() }),
    summary: 'Who am I, if anyone.',
  }),
  adminOnly: defineEndpoint({
    id: 'test.admin',
    service: 'auth',
    method: 'GET',
    path: '/api/admin/parents/test',
    access: { roles: ['admin'] },
    response: z.object({ ok: z.literal(true) }),
    summary: 'Admins only.',
  }),
  child: defineEndpoint({
    id: 'test.child',
    service: 'auth',
    method: 'GET',
    path: '/api/parent/children/:id',
    access: { roles: ['parent'], ownership: 'ownChild' },
    params: idParamsSchema,
    query: listQuerySchema,
    response: z.object({ id: z.number(), page: z.number(), pageSize: z.number() }),
    summary: 'One own child.',
  }),
  removeChild: defineEndpoint({
    id: 'test.removeChild',
    service: 'auth',
    method: 'DELETE',
    path: '/api/parent/children/:id',
    access: { roles: ['parent'] },
    params: idParamsSchema,
    response: z.undefined(),
    summary: 'Delete a child.',
  }),
  update: defineEndpoint({
    id: 'test.update',
    service: 'auth',
    method: 'PUT',
    path: '/api/parent/profile',
    access: { roles: ['parent'] },
    body: z.object({ name: z.string().min(1) }),
    response: z.object({ name: z.string() }),
    summary: 'Rename.',
  }),
  fail: defineEndpoint({
    id: 'test.fail',
    service: 'auth',
    method: 'GET',
    path: '/api/auth/test/fail/:kind',
    access: { roles: 'public' },
    params: z.object({ kind: z.string() }),
    response: z.object({}),
    summary: 'Throws what it is told.',
  }),
  login: defineEndpoint({
    id: 'test.login',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/test/login',
    access: { roles: 'public' },
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ token: z.string() }),
    summary: 'Rate-limited login.',
  }),
  drift: defineEndpoint({
    id: 'test.drift',
    service: 'auth',
    method: 'GET',
    path: '/api/auth/test/drift',
    access: { roles: 'public' },
    response: z.object({ id: z.number() }),
    summary: 'Answers outside its contract.',
  }),
  text: defineEndpoint({
    id: 'test.text',
    service: 'auth',
    method: 'GET',
    path: '/api/auth/test/text',
    access: { roles: 'public' },
    response: z.string(),
    summary: 'A bare JSON string.',
  }),
  upload: defineEndpoint({
    id: 'test.upload',
    service: 'auth',
    method: 'POST',
    path: '/api/auth/test/upload',
    access: { roles: 'public' },
    body: z.object({ title: z.string().min(1) }),
    response: z.object({ title: z.string(), size: z.number(), path: z.string() }),
    summary: 'Takes a file.',
  }),
};

function named(name: string, message = 'boom'): Error {
  const err = new Error(message);
  err.name = name;
  return err;
}

/** What GET /api/auth/test/fail/:kind throws. */
const failures: Record<string, () => unknown> = {
  conflict: () => new HttpError(409, 'This email is already registered.'),
  dbDown: () => named('SequelizeConnectionRefusedError', 'connect ECONNREFUSED 127.0.0.1:3306'),
  dbAcquire: () => named('SequelizeConnectionAcquireTimeoutError'),
  dbBusy: () => named('SequelizeTimeoutError', 'SQLITE_BUSY: database is locked'),
  unique: () => named('SequelizeUniqueConstraintError', 'Validation error'),
  foreignKey: () => named('SequelizeForeignKeyConstraintError', 'FOREIGN KEY constraint failed'),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'secretColumn')"),
  notAnError: () => 'a thrown string',
  notFound: () => {
    try {
      assertFound(null);
    } catch (err) {
      return err;
    }
  },
  notOwner: () => {
    try {
      assertOwnership(false);
    } catch (err) {
      return err;
    }
  },
  koaThrow: () => Object.assign(new Error('Video not found.'), { status: 404, expose: true }),
  teapot: () => Object.assign(new Error("I'm a teapot"), { status: 418, expose: true }),
  // A sentence with a number in it (the reader's digits).
  childLimit: () => new HttpError(409, maxChildrenMessage),
};

/** Collects a logger's JSON lines. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger({ service: 'auth', level: 'info', destination });
  return { logger, lines, raw };
}

export function buildTestApp(overrides: Partial<ServiceAppOptions> = {}) {
  let databaseUp = true;
  const loginLimiter = createRateLimiter({ name: 'login', windowMs: 60_000, max: 3 });
  const kit = createServiceApp({
    service: 'auth',
    checkDatabase: async () => {
      if (!databaseUp) throw named('SequelizeConnectionRefusedError');
    },
    tokens,
    loadPrincipal,
    multipart: { maxFileSize: 1024 },
    ...overrides,
  });

  kit
    .route(endpoints.signup, async ({ body }) => ({ id: 10, email: body.email }))
    .route(endpoints.me, ({ principal }) => ({ id: principal!.id, role: principal!.role }))
    .route(endpoints.whoami, ({ principal }) => ({ id: principal?.id ?? null }))
    .route(endpoints.adminOnly, () => ({ ok: true as const }))
    .route(endpoints.child, ({ params, query, principal }) => {
      assertOwnership(parentOf.get(params.id) === principal?.id);
      return { id: params.id, page: query.page, pageSize: query.pageSize };
    })
    .route(endpoints.removeChild, () => undefined)
    .route(endpoints.update, ({ body }) => ({ name: body.name }))
    .route(endpoints.fail, ({ params }) => {
      const make = failures[params.kind];
      if (!make) throw new HttpError(404);
      throw make();
    })
    .route(endpoints.login, async ({ body }) => {
      await loginLimiter.consume(body.email);
      if (body.password !== 'right-password') throw new HttpError(401, 'Invalid email or password.');
      await loginLimiter.reset(body.email);
      return { token: 't' };
    })
    .route(endpoints.drift, () => ({ id: 'not a number' }) as unknown as { id: number })
    .route(endpoints.text, () => 'hello')
    .route(
      endpoints.upload,
      ({ body, files }) => {
        const file = files.file;
        if (!file || Array.isArray(file)) throw new HttpError(400, 'file: Required');
        return { title: body.title, size: file.size, path: file.filepath };
      },
      { multipart: true },
    );

  return {
    kit,
    app: kit.app,
    setDatabaseUp(up: boolean) {
      databaseUp = up;
    },
  };
}
