import request from 'supertest';
import { type TestDatabase, createTestDatabase, serviceDatabases } from '@young-minds/db/testing';
import { createTokenService } from '@young-minds/service-kit';
import { buildAuthApp } from '../app';
import { testSecret } from '@young-minds/service-kit/src/testing/harness';

const now = new Date('2026-08-31T10:00:00Z');
const form = (email: string) => ({ name: 'Maryam Khan', phone: '+44 20 7946 0000', email, password: 'secret12' });
/** What the plan page hands to /register (issue 29: this used to charge $119.94 at once). */
const planData = { plan: 'Pro', startDate: '2026-08-31', endDate: '2027-02-28' };

describe.each(serviceDatabases())('registration never charges, on $name', ({ name }) => {
  let testDb: TestDatabase;
  const tokens = createTokenService({
    secret: testSecret,
    issuer: 'young-minds',
    audience: 'young-minds',
    ttlSeconds: 3600,
  });
  const app = () => request(buildAuthApp({ db: testDb.db, tokens, now: () => now }).callback());
  const counts = async () => ({
    users: await testDb.db.models.User.count(),
    subscriptions: await testDb.db.models.Subscription.count(),
    payments: await testDb.db.models.Payment.count(),
  });

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  it('when a parent registers with the plan from the plan page, then the account is created and no subscription or payment is recorded', async () => {
    const before = await counts();
    const response = await app()
      .post('/api/auth/register')
      .send({ ...form('plan-page@example.test'), ...planData });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ role: 'parent', email: 'plan-page@example.test' }),
    });
    expect(await counts()).toEqual({ ...before, users: before.users + 1 });
    expect(await testDb.db.repos.subscriptions.currentForParent(response.body.user.id, '2026-08-31')).toBeNull();
  });

  it('when a parent registers without plan data, then nothing is charged either', async () => {
    const before = await counts();
    const response = await app().post('/api/auth/register').send(form('no-plan@example.test'));
    expect(response.status).toBe(201);
    expect(await counts()).toEqual({ ...before, users: before.users + 1 });
  });

  it('when the email is taken, then 409 and nothing more is written', async () => {
    await app().post('/api/auth/register').send(form('twice@example.test'));
    const before = await counts();
    const response = await app().post('/api/auth/register').send(form('twice@example.test'));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists.');
    expect(await counts()).toEqual(before);
  });

  it('when two registrations race on one email, then exactly one is created (201) and the other gets 409', async () => {
    const before = await counts();
    const responses = await Promise.all([
      app().post('/api/auth/register').send(form('race@example.test')),
      app().post('/api/auth/register').send(form('race@example.test')),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await counts()).toEqual({ ...before, users: before.users + 1 });
  });
});
