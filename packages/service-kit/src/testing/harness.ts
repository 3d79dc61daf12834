/**
 * The one test harness of the services (auth, content, subscriptions): the real app on a fresh, migrated
 * database, a shared JWT secret, a clock the test moves, bearer tokens per role and family fixtures.
 *
 *   const harness = await startServiceHarness('sqlite', (deps) => buildSubscriptionsApp(deps));
 *   const { family, otherFamily, admin } = await createHouseholds(harness);
 *   await harness.api().get('/api/subscriptions/me').set(bearer(family.parent));
 *
 * Accounts are written straight through the repositories (the auth service's own tests also go through its API),
 * and each session is a real signed token, so every service checks it exactly as in production.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { addMonths, type Role, todayIso } from '@young-minds/contracts';
import type { Database, UserRecord } from '@young-minds/db';
import {
  type DatabaseKind,
  type DatabaseUnderTest,
  type TestClock,
  createTestClock,
  createTestDatabase,
} from '@young-minds/db/testing';
import { jwtAudience, jwtIssuer } from '../config';
import { type TokenService, createTokenService } from '../tokens';

/** The JWT secret every service under test signs and checks with. */
export const testSecret = new TextEncoder().encode('a test-only secret with more than thirty-two bytes of length');

function createTestTokens(): TokenService {
  return createTokenService({ secret: testSecret, issuer: jwtIssuer, audience: jwtAudience, ttlSeconds: 3600 });
}

/** What a service's app is built from in a test. */
export interface HarnessDeps {
  db: Database;
  tokens: TokenService;
  now: () => Date;
  /** A private temporary folder (media, uploads, data dir), removed on `close()`. */
  tempDir: string;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ServiceHarness {
  db: Database;
  tokens: TokenService;
  clock: TestClock;
  tempDir: string;
  /** `api().get('/api/…')…` against the real app (no port). */
  api: () => ReturnType<typeof request>;
  /** The app's request listener, for tests that need a real socket (`http.createServer(callback)`). */
  callback: RequestListener;
  close(): Promise<void>;
}

export interface StartServiceHarnessOptions {
  /** Where the clock starts (default: now). */
  startAt?: Date | string;
  /** Runs on close, before the database is dropped. */
  onClose?: () => Promise<void> | void;
}

/**
 * The real app of a service on a fresh, migrated database of the given kind. Tests speak from several addresses:
 * `X-Test-Client: 203.0.113.7` stands in for the TCP peer's address (what a service sees without a trusted
 * gateway), so per-address limits can be tested without real interfaces.
 */
export async function startServiceHarness<Extra extends object = Record<never, never>>(
  kind: DatabaseKind | DatabaseUnderTest,
  build: (
    deps: HarnessDeps,
  ) => { callback(): RequestListener } | Promise<{ app: { callback(): RequestListener }; extra: Extra }>,
  options: StartServiceHarnessOptions = {},
): Promise<ServiceHarness & Extra> {
  const clock = createTestClock(options.startAt);
  const testDb = await createTestDatabase(kind, { now: clock.now });
  const tempDir = mkdtempSync(join(tmpdir(), 'ym-service-'));
  const tokens = createTestTokens();
  const built = await build({ db: testDb.db, tokens, now: clock.now, tempDir });
  const { app, extra } = 'callback' in built ? { app: built, extra: {} as Extra } : built;
  const callback = withTestClient(app.callback());
  return {
    ...extra,
    db: testDb.db,
    tokens,
    clock,
    tempDir,
    api: () => request(callback),
    callback,
    close: async () => {
      await options.onClose?.();
      await testDb.drop();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** A user with a real signed token for it. */
export interface TestSession {
  id: number;
  role: Role;
  token: string;
}

/** `Authorization: Bearer …` for supertest's `.set()`. */
export const bearer = (session: { token: string }) => ({ Authorization: `Bearer ${session.token}` });

/** An app's request handler where `X-Test-Client` stands in for the TCP peer's address (see `startServiceHarness`). */
export function withTestClient(handle: RequestListener): RequestListener {
  return (req, res) => {
    const fake = req.headers['x-test-client'];
    if (typeof fake === 'string')
      Object.defineProperty(req.socket, 'remoteAddress', { value: fake, configurable: true });
    return handle(req, res);
  };
}

/** Headers that make a request come from `address` (see `startServiceHarness`). */
export const from = (address: string) => ({ 'X-Test-Client': address });

interface HarnessLike {
  db: Database;
  tokens: TokenService;
  clock?: TestClock;
}

let counter = 0;
/** A name no other fixture of this process uses (emails and usernames are unique). */
function uniqueName(label: string): string {
  counter += 1;
  return `${label}${counter}-${process.pid}`;
}

/** Signs a session for a user as it is stored now (its role and token version). */
function sessionFor(
  harness: HarnessLike,
  user: Pick<UserRecord, 'id' | 'role' | 'tokenVersion'>,
): Promise<TestSession> {
  return harness.tokens
    .sign({ sub: user.id, role: user.role, ver: user.tokenVersion })
    .then((token) => ({ id: user.id, role: user.role, token }));
}

/** A new admin account (no password: it only ever uses its token). */
export async function createAdmin(harness: HarnessLike): Promise<TestSession> {
  const { user } = await harness.db.repos.users.ensureAdmin(`${uniqueName('admin')}@example.test`, 'Test Admin');
  return sessionFor(harness, user);
}

export interface TestFamily {
  parent: TestSession;
  child: TestSession;
  subscriptionId: number;
  /** The parent's name. */
  name: string;
}

export interface FamilyOptions {
  name?: string;
  childName?: string;
  /** The Pro subscription's first day (default: the harness clock's today); it runs six months. */
  startDate?: string;
}

/**
 * A subscribed family: a parent who has registered and confirmed the Pro plan's checkout (its subscription; no
 * payment, so tests that count money record their own) with one child, both with sessions. Written through the
 * families domain. Registration alone buys nothing: a family without a plan is `families.register(parent)`.
 */
export async function createFamily(harness: HarnessLike, options: FamilyOptions = {}): Promise<TestFamily> {
  const name = options.name ?? uniqueName('Parent ');
  const startDate = options.startDate ?? todayIso(harness.clock?.now() ?? new Date());
  const { user, subscription } = await harness.db.repos.families.register(
    { name, email: `${uniqueName('parent')}@example.test`, phone: '+1 555 0100', passwordHash: 'not-a-real-hash' },
    { planName: 'Pro', price: 19.99, startDate, endDate: addMonths(startDate, 6) },
  );
  const parent = await sessionFor(harness, user);
  const child = await createChild(harness, parent, options.childName);
  return { parent, child, subscriptionId: subscription.id, name };
}

/** Another child of `parent`. */
export async function createChild(harness: HarnessLike, parent: { id: number }, name = 'Amina'): Promise<TestSession> {
  const result = await harness.db.repos.users.createChildWithinLimit(
    { parentId: parent.id, name, age: 8, username: uniqueName('kid'), passwordHash: 'not-a-real-hash' },
    5,
  );
  if (!result.ok) throw new Error(`child not created: ${result.reason}`);
  return sessionFor(harness, result.child);
}

/** Every file under `dir`, as paths relative to it (to prove a failed upload left nothing behind). */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

/** Signs a session token for a user of the harness's database, as it is stored now. */
export async function signToken(harness: HarnessLike, userId: number): Promise<string> {
  const principal = await harness.db.repos.users.principalOf(userId);
  if (!principal) throw new Error(`No user ${userId}.`);
  return (await sessionFor(harness, principal)).token;
}
