import request from 'supertest';
import { type TestDatabase, createTestDatabase, databasesUnderTest } from '@young-minds/db/testing';
import {
  type ChargeRequest,
  type PaymentProvider,
  type RefundRequest,
  createTestModeProvider,
} from '@young-minds/payments';
import { createTokenService } from '@young-minds/service-kit';
import { buildAuthApp } from '../app';
import { testSecret } from '@young-minds/service-kit/src/testing/harness';

const now = new Date('2026-08-31T10:00:00Z');
const form = (email: string) => ({ name: 'Maryam Khan', phone: '+44 20 7946 0000', email, password: 'secret12' });

/** The test-mode provider, counting what it is asked to do. */
function countingProvider(base: PaymentProvider = createTestModeProvider()) {
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  const provider: PaymentProvider = {
    name: base.name,
    charge: (request) => {
      charges.push(request);
      return base.charge(request);
    },
    refund: (request) => {
      refunds.push(request);
      return base.refund(request);
    },
  };
  return { provider, charges, refunds };
}

describe.each(databasesUnderTest())('registration pays for the first period on $name', ({ name }) => {
  let testDb: TestDatabase;
  const tokens = createTokenService({
    secret: testSecret,
    issuer: 'young-minds',
    audience: 'young-minds',
    ttlSeconds: 3600,
  });
  const appWith = (payments?: PaymentProvider) =>
    request(buildAuthApp({ db: testDb.db, tokens, payments, now: () => now }).callback());
  const counts = async () => ({
    users: await testDb.db.models.User.count(),
    subscriptions: await testDb.db.models.Subscription.count(),
    payments: await testDb.db.models.Payment.count(),
  });

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  it('when a parent registers, then exactly one succeeded payment of 119.94 USD is recorded for the subscription', async () => {
    const before = await counts();
    const response = await appWith().post('/api/auth/register').send(form('pays@example.test'));
    expect(response.status).toBe(201);
    expect(await counts()).toEqual({
      users: before.users + 1,
      subscriptions: before.subscriptions + 1,
      payments: before.payments + 1,
    });

    const { rows } = await testDb.db.repos.payments.listForParent(response.body.user.id, { page: 1, pageSize: 10 });
    expect(rows).toEqual([
      expect.objectContaining({
        parentId: response.body.user.id,
        subscriptionId: response.body.subscription.id,
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        providerReference: expect.stringMatching(/^test_[0-9a-f-]{36}$/),
        paidAt: now,
      }),
    ]);
  });

  it('when the charge is declined, then 402 and no account, subscription or payment is written', async () => {
    const before = await counts();
    const response = await appWith(createTestModeProvider({ outcome: () => 'failed' }))
      .post('/api/auth/register')
      .send(form('declined@example.test'));
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      message: 'The payment was declined, so no account was created. Nothing was charged.',
      error: 'The payment was declined, so no account was created. Nothing was charged.',
    });
    expect(await counts()).toEqual(before);
    expect(await testDb.db.repos.users.findByEmail('declined@example.test')).toBeNull();
  });

  it('when the payment provider cannot be reached, then 503 and nothing is written', async () => {
    const before = await counts();
    const unreachable: PaymentProvider = {
      ...createTestModeProvider(),
      name: 'unreachable',
      charge: () => Promise.reject(new Error('connect ETIMEDOUT')),
    };
    const response = await appWith(unreachable).post('/api/auth/register').send(form('unreachable@example.test'));
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(
      'Payments are unavailable right now. Nothing was charged. Please try again shortly.',
    );
    expect(await counts()).toEqual(before);
  });

  it('when the email is taken, then 409 before anything is charged', async () => {
    const charge = jest.fn(createTestModeProvider().charge);
    await appWith().post('/api/auth/register').send(form('twice@example.test'));
    const response = await appWith({ ...createTestModeProvider(), name: 'spy', charge })
      .post('/api/auth/register')
      .send(form('twice@example.test'));
    expect(response.status).toBe(409);
    expect(charge).not.toHaveBeenCalled();
  });

  it('when two registrations race on one email, then exactly one is charged and created (201) and the other gets 409', async () => {
    const { provider, charges, refunds } = countingProvider();
    const app = appWith(provider);
    const before = await counts();
    const responses = await Promise.all([
      app.post('/api/auth/register').send(form('race@example.test')),
      app.post('/api/auth/register').send(form('race@example.test')),
    ]);

    expect(charges).toHaveLength(1);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body.message).toBe(
      'An account with this email already exists.',
    );
    expect(refunds).toHaveLength(0);
    expect(await counts()).toEqual({
      users: before.users + 1,
      subscriptions: before.subscriptions + 1,
      payments: before.payments + 1,
    });
    const winner = await testDb.db.repos.users.findByEmail('race@example.test');
    expect(await testDb.db.models.Payment.count({ where: { parentId: winner?.id } })).toBe(1);
  });

  it('when writing the registration fails after the charge went through, then the charge is refunded and nothing is written', async () => {
    const { provider, charges, refunds } = countingProvider();
    const before = await counts();
    const create = jest.spyOn(testDb.db.models.Subscription, 'create').mockRejectedValueOnce(new Error('disk full'));
    try {
      const response = await appWith(provider).post('/api/auth/register').send(form('refund-me@example.test'));
      expect(response.status).toBe(500);
    } finally {
      create.mockRestore();
    }
    expect(charges).toHaveLength(1);
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 119.94,
        currency: 'USD',
        reference: expect.stringMatching(/^test_[0-9a-f-]{36}$/),
      }),
    ]);
    expect(await counts()).toEqual(before);
    expect(await testDb.db.repos.users.findByEmail('refund-me@example.test')).toBeNull();
  });

  it('when the charge is declined, then the email stays free and a later registration with it succeeds', async () => {
    const declined = await appWith(createTestModeProvider({ outcome: () => 'failed' }))
      .post('/api/auth/register')
      .send(form('second-try@example.test'));
    expect(declined.status).toBe(402);
    const { provider, refunds } = countingProvider();
    const retried = await appWith(provider).post('/api/auth/register').send(form('second-try@example.test'));
    expect(retried.status).toBe(201);
    expect(refunds).toHaveLength(0);
  });
});
