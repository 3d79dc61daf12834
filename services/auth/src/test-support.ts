import request from 'supertest';
import {
  authEndpoints,
  periodCharge,
  planCurrency,
  proPlan,
  renewalWindowDays,
  todayIso,
} from '@young-minds/contracts';
import type { DatabaseKind } from '@young-minds/db/testing';
import { outboxFolder } from '@young-minds/mail';
import type { RateLimitStore } from '@young-minds/service-kit';
import { type ServiceHarness, startServiceHarness, withTestClient } from '@young-minds/service-kit/src/testing/harness';
import { type RateLimits, buildAuthApp } from './app';
import { type SetupCodeFile, setupCodeFile } from './bootstrap/setup-code';
import { type Passwords, hashPassword } from './passwords';

// The shared harness (sessions, families, clock, X-Test-Client) is @young-minds/service-kit/src/testing/harness;
// this file says how the auth app is built for a test, and drives the account flows through its API.

export const adminEmail = 'admin@example.test';
/** Where the emailed links of a test point. */
export const testAppUrl = 'https://young-minds.test';
const adminPassword = 'admin-password';

/** Generous limits, so suites that make many calls are not throttled; the rate-limit tests pass their own. */
const roomyLimits: RateLimits = {
  windowMs: 60_000,
  loginPerIp: 10_000,
  loginPerAccountIp: 10_000,
  // The real per-account budgets: suites log in often, but a success gives its check back.
  loginPerAccount: 25,
  loginPerDevice: 10,
  accountSetupPerIp: 10_000,
  passwordPerUser: 10_000,
  passwordPerIp: 10_000,
  returnToParentFailures: 5,
  returnToParentWindowMs: 15 * 60 * 1000,
  emailLinkPerEmail: 10_000,
  emailLinkPerIp: 10_000,
};

export interface AuthHarness extends ServiceHarness {
  /** The admin's setup code file, in the harness's temp data directory. */
  setupCode: SetupCodeFile;
  /** Every login slow-down the app asked for, in ms (the tests' delay records instead of sleeping). */
  delays: number[];
  /** The app's clock (the test's `now`, else the harness clock): a confirmed plan starts on its day. */
  appNow: () => Date;
  /**
   * A second auth process on the same database (as a cluster runs them), with its own counters store and
   * password queue: its `api()` speaks like the harness's (X-Test-Client sets the caller's address).
   */
  anotherInstance(options: AuthInstanceOptions): { api: ServiceHarness['api'] };
  /** The `.eml` folder of the harness's temp data directory (a deleted family's files there go too). */
  outboxFolder: string;
}

interface AuthInstanceOptions {
  limits?: Partial<RateLimits>;
  rateLimitStore?: RateLimitStore;
  passwords?: Passwords;
}

/** The real auth app on a fresh, migrated database of the given kind, with a provisioned admin (no password yet). */
export function startAuth(
  kind: DatabaseKind,
  options: AuthInstanceOptions & { now?: () => Date } = {},
): Promise<AuthHarness> {
  return startServiceHarness(kind, async ({ db, tokens, now, tempDir }) => {
    await db.repos.users.ensureAdmin(adminEmail, 'Administrator');
    const setupCode = setupCodeFile(tempDir);
    await setupCode.ensure();
    const delays: number[] = [];
    const appNow = options.now ?? now;
    const build = (instance: AuthInstanceOptions) =>
      buildAuthApp({
        db,
        tokens,
        limits: { ...roomyLimits, ...instance.limits },
        now: appNow,
        rateLimitStore: instance.rateLimitStore,
        passwords: instance.passwords,
        setupCode,
        outboxFolder: outboxFolder(tempDir),
        appUrl: testAppUrl,
        delay: async (ms) => {
          delays.push(ms);
        },
      });
    const anotherInstance = (instance: AuthInstanceOptions) => {
      const callback = withTestClient(build(instance).callback());
      return { api: () => request(callback) };
    };
    return {
      app: build(options),
      extra: { setupCode, delays, appNow, anotherInstance, outboxFolder: outboxFolder(tempDir) },
    };
  });
}

let parentCounter = 0;

export interface LoggedIn {
  id: number;
  token: string;
  email: string;
  password: string;
}

/**
 * Registers a parent through the API and returns its session. Registration buys nothing, so unless
 * `subscribed: false` the family then confirms the Pro plan's checkout: its paid period is recorded as the
 * subscriptions service's purchase records it (that service is not part of this harness).
 */
export async function registerParent(
  harness: AuthHarness,
  overrides: Partial<{ name: string; email: string; subscribed: boolean }> = {},
): Promise<LoggedIn> {
  parentCounter += 1;
  const email = overrides.email ?? `parent${parentCounter}-${Date.now()}@example.test`;
  const password = 'parent-password';
  const response = await harness
    .api()
    .post('/api/auth/register')
    .send({ name: overrides.name ?? `Parent ${parentCounter}`, phone: '+1 555 0100', email, password });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const registered = authEndpoints.register.response.parse(response.body);
  if (overrides.subscribed !== false) await confirmCheckout(harness, registered.user.id);
  return { id: registered.user.id, token: registered.token, email, password };
}

/** The family confirms the checkout: one paid period of the Pro plan (test mode: no money moves), from today. */
async function confirmCheckout(harness: AuthHarness, parentId: number): Promise<void> {
  const paidAt = harness.appNow();
  const recorded = await harness.db.repos.subscriptions.recordPaidPeriod({
    parentId,
    planName: proPlan.name,
    price: proPlan.price,
    durationMonths: proPlan.duration_months,
    renewalWindowDays,
    today: todayIso(paidAt),
    payment: {
      amount: periodCharge(proPlan),
      currency: planCurrency,
      status: 'succeeded',
      provider: 'test-mode',
      providerReference: `test_checkout_${parentId}_${paidAt.getTime()}`,
      paidAt,
    },
  });
  if (!recorded.ok) throw new Error(`checkout not recorded: ${recorded.reason}`);
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
    .send({ name, age: 8, username, password, avatar: 'owl' });
  if (added.status !== 201) throw new Error(`add-child failed: ${added.status} ${JSON.stringify(added.body)}`);
  const session = await harness.api().post('/api/auth/login').send({ email: username, password });
  if (session.status !== 200) throw new Error(`child login failed: ${session.status}`);
  const child = authEndpoints.addChild.response.parse(added.body);
  return { id: child.id, token: authEndpoints.login.response.parse(session.body).token, email: username, password };
}

/** Gives the provisioned admin a password directly in the database and logs in through the API. */
export async function loginAdmin(harness: AuthHarness): Promise<LoggedIn> {
  const admin = await harness.db.repos.users.findByEmail(adminEmail);
  if (!admin) throw new Error('no admin');
  // Straight to the database: the set-password flow has its own tests, and some of them change this password.
  await harness.db.repos.users.setPasswordHash(admin.id, await hashPassword(adminPassword));
  const session = await harness.api().post('/api/auth/login').send({ email: adminEmail, password: adminPassword });
  if (session.status !== 200) throw new Error(`admin login failed: ${session.status}`);
  return {
    id: admin.id,
    token: authEndpoints.login.response.parse(session.body).token,
    email: adminEmail,
    password: adminPassword,
  };
}
