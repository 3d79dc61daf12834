import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { Database } from '@young-minds/db';
import { createTestDatabase } from '@young-minds/db/testing';
import { type RateLimitStore, type TokenService, createTokenService } from '@young-minds/service-kit';
import { type RateLimits, buildAuthApp } from './app';
import { type SetupCodeFile, setupCodeFile } from './bootstrap/setup-code';
import { hashPassword } from './passwords';

export const testSecret = new TextEncoder().encode('a test-only secret with more than thirty-two bytes of length');
export const adminEmail = 'admin@example.test';
export const adminPassword = 'admin-password';

/** Generous limits, so suites that make many calls are not throttled; the rate-limit tests pass their own. */
const roomyLimits: RateLimits = {
  windowMs: 60_000,
  loginPerIp: 10_000,
  loginPerAccountIp: 10_000,
  accountSetupPerIp: 10_000,
  passwordPerUser: 10_000,
  passwordPerIp: 10_000,
};

export interface AuthHarness {
  db: Database;
  tokens: TokenService;
  api: () => ReturnType<typeof request>;
  /** The admin's setup code file, in a temp data directory (written by `startAuth`). */
  setupCode: SetupCodeFile;
  /** Every login slow-down the app asked for, in ms (the tests' delay records instead of sleeping). */
  delays: number[];
  close(): Promise<void>;
}

/** The real auth app on a fresh, migrated database of the given kind, with a provisioned admin (no password yet). */
export async function startAuth(
  databaseName: 'sqlite' | 'mariadb',
  options: { limits?: Partial<RateLimits>; now?: () => Date; rateLimitStore?: RateLimitStore } = {},
): Promise<AuthHarness> {
  const testDb = await createTestDatabase(databaseName);
  const db = testDb.db;
  await db.repos.users.ensureAdmin(adminEmail, 'Administrator');
  const dataDir = await mkdtemp(join(tmpdir(), 'ym-auth-'));
  const setupCode = setupCodeFile(dataDir);
  await setupCode.ensure();
  const delays: number[] = [];
  const tokens = createTokenService({ secret: testSecret, issuer: 'young-minds', audience: 'young-minds', ttlSeconds: 3600 });
  const app = buildAuthApp({
    db,
    tokens,
    limits: { ...roomyLimits, ...options.limits },
    now: options.now,
    rateLimitStore: options.rateLimitStore,
    setupCode,
    delay: async (ms) => {
      delays.push(ms);
    },
  });
  const handle = app.callback();
  // Tests speak from several addresses: `X-Test-Client: 203.0.113.7` stands in for the TCP peer's address (what a
  // service sees without a trusted gateway), so per-address limits can be tested without real interfaces.
  const server = (req: IncomingMessage, res: ServerResponse) => {
    const fake = req.headers['x-test-client'];
    if (typeof fake === 'string') Object.defineProperty(req.socket, 'remoteAddress', { value: fake, configurable: true });
    return handle(req, res);
  };
  return {
    db,
    tokens,
    api: () => request(server),
    setupCode,
    delays,
    close: async () => {
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let parentCounter = 0;

export interface LoggedIn {
  id: number;
  token: string;
  email: string;
  password: string;
}

/** Registers a parent through the API and returns its session. */
export async function registerParent(harness: AuthHarness, overrides: Partial<{ name: string; email: string }> = {}): Promise<LoggedIn> {
  parentCounter += 1;
  const email = overrides.email ?? `parent${parentCounter}-${Date.now()}@example.test`;
  const password = 'parent-password';
  const response = await harness
    .api()
    .post('/api/auth/register')
    .send({ name: overrides.name ?? `Parent ${parentCounter}`, phone: '+1 555 0100', email, password });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { id: response.body.user.id, token: response.body.token, email, password };
}

/** Adds a child for a parent through the API and logs the child in. */
export async function addChild(harness: AuthHarness, parent: LoggedIn, name = 'Amina'): Promise<LoggedIn> {
  parentCounter += 1;
  const username = `kid${parentCounter}${Date.now() % 100000}`;
  const password = 'child-password';
  const added = await harness
    .api()
    .post('/api/parent/add-child')
    .set('Authorization', `Bearer ${parent.token}`)
    .send({ name, age: 8, username, password });
  if (added.status !== 201) throw new Error(`add-child failed: ${added.status} ${JSON.stringify(added.body)}`);
  const session = await harness.api().post('/api/auth/login').send({ email: username, password });
  if (session.status !== 200) throw new Error(`child login failed: ${session.status}`);
  return { id: added.body.id, token: session.body.token, email: username, password };
}

/** Gives the provisioned admin a password directly in the database and logs in through the API. */
export async function loginAdmin(harness: AuthHarness): Promise<LoggedIn> {
  const admin = await harness.db.repos.users.findByEmail(adminEmail);
  if (!admin) throw new Error('no admin');
  // Straight to the database: the set-password flow has its own tests, and some of them change this password.
  await harness.db.repos.users.setPasswordHash(admin.id, await hashPassword(adminPassword));
  const session = await harness.api().post('/api/auth/login').send({ email: adminEmail, password: adminPassword });
  if (session.status !== 200) throw new Error(`admin login failed: ${session.status}`);
  return { id: admin.id, token: session.body.token, email: adminEmail, password: adminPassword };
}

export const bearer = (session: LoggedIn) => ({ Authorization: `Bearer ${session.token}` });

/** Headers that make a request come from `address` (see `startAuth`). */
export const from = (address: string) => ({ 'X-Test-Client': address });
