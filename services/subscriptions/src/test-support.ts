import request from 'supertest';
import { addMonths, todayIso } from '@young-minds/contracts';
import type { Database } from '@young-minds/db';
import { createTestDatabase } from '@young-minds/db/testing';
import type { PaymentProvider } from '@young-minds/payments';
import { type TokenService, createTokenService } from '@young-minds/service-kit';
import { buildSubscriptionsApp } from './app';

export const testSecret = new TextEncoder().encode('a test-only secret with more than thirty-two bytes of length');

export interface SubscriptionsHarness {
  db: Database;
  tokens: TokenService;
  api: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The real subscriptions app on a fresh, migrated database of the given kind. */
export async function startSubscriptions(
  databaseName: 'sqlite' | 'mariadb',
  options: { now?: () => Date; payments?: PaymentProvider } = {},
): Promise<SubscriptionsHarness> {
  const testDb = await createTestDatabase(databaseName);
  const db = testDb.db;
  const tokens = createTokenService({ secret: testSecret, issuer: 'young-minds', audience: 'young-minds', ttlSeconds: 3600 });
  const app = buildSubscriptionsApp({ db, tokens, payments: options.payments, now: options.now });
  const server = app.callback();
  return { db, tokens, api: () => request(server), close: () => testDb.drop() };
}

export interface Session {
  id: number;
  token: string;
}

export interface Family {
  parent: Session;
  child: Session;
  subscriptionId: number;
  name: string;
}

let counter = 0;

async function sessionFor(harness: SubscriptionsHarness, user: { id: number; role: 'admin' | 'parent' | 'child'; tokenVersion: number }) {
  return { id: user.id, token: await harness.tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion }) };
}

/**
 * A parent (as registration leaves them: a Pro subscription from `startDate`, default today, and no payment
 * unless asked) with one child, both logged in. Accounts are the auth service's business: here they are
 * written straight through the repositories, and the sessions signed with the shared secret.
 */
export async function newFamily(
  harness: SubscriptionsHarness,
  options: { name?: string; startDate?: string; today?: string } = {},
): Promise<Family> {
  counter += 1;
  const name = options.name ?? `Parent ${counter}`;
  const startDate = options.startDate ?? options.today ?? todayIso();
  const { users } = harness.db.repos;
  const { user, subscription } = await users.createParentWithSubscription(
    { name, email: `family${counter}-${Date.now()}@example.test`, phone: null, passwordHash: 'not-used' },
    { planName: 'Pro', price: 19.99, startDate, endDate: addMonths(startDate, 6) },
  );
  const child = await users.createChildWithinLimit(
    { parentId: user.id, name: `Child ${counter}`, age: 8, username: `kid${counter}x${Date.now() % 100000}`, passwordHash: 'not-used' },
    5,
  );
  if (!child.ok) throw new Error('child not created');
  return {
    parent: await sessionFor(harness, user),
    child: await sessionFor(harness, child.child),
    subscriptionId: subscription.id,
    name,
  };
}

/** The bootstrap admin, logged in. */
export async function adminSession(harness: SubscriptionsHarness): Promise<Session> {
  const { user } = await harness.db.repos.users.ensureAdmin('admin@example.test', 'Administrator');
  return sessionFor(harness, user);
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Every subscription and payment row, for "nothing was written" checks. */
export async function rowCounts(harness: SubscriptionsHarness) {
  return {
    subscriptions: await harness.db.models.Subscription.count(),
    payments: await harness.db.models.Payment.count(),
  };
}
