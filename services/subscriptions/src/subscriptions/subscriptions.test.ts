import { serviceDatabases } from '@young-minds/db/testing';
import { type PaymentProvider, createTestModeProvider } from '@young-minds/payments';
import {
  type TestFamily,
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, rowCounts, startSubscriptions } from '../test-support';

/** Pinned: 31 August, so six months later is the last day of February (clamped). */
const now = new Date('2026-08-31T10:00:00Z');
const today = '2026-08-31';
/** A plan that started on this day ends on 2026-09-15: within the 30 days in which it can be renewed. */
const renewableStart = '2026-03-15';
const pro = { plan: 'Pro', expectedTotal: 119.94 };

describe.each(serviceDatabases())('subscriptions on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  let admin: TestSession;
  beforeAll(async () => {
    harness = await startSubscriptions(name, { now: () => now });
    admin = await createAdmin(harness);
  });
  afterAll(() => harness.close());

  const subscriptionRow = (id: number) => harness.db.repos.subscriptions.findById(id);

  describe('the admin list', () => {
    let families: TestFamily[];
    beforeAll(async () => {
      await harness.db.models.Subscription.destroy({ where: {} });
      families = [];
      for (const parentName of ['Zainab Ali', 'Yusuf Karim', 'Maryam Khan']) {
        families.push(await createFamily(harness, { name: parentName, startDate: today }));
      }
    });

    it('when the admin lists, then every subscription comes newest first with the spec’s fields', async () => {
      const response = await harness.api().get('/api/subscriptions').set(bearer(admin));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(response.body.data.map((row: { parent_name: string }) => row.parent_name)).toEqual([
        'Maryam Khan',
        'Yusuf Karim',
        'Zainab Ali',
      ]);
      expect(response.body.data[0]).toEqual({
        id: families[2]!.subscriptionId,
        parent_id: families[2]!.parent.id,
        parent_name: 'Maryam Khan',
        plan_name: 'Pro',
        price: 19.99,
        start_date: '2026-08-31',
        end_date: '2027-02-28',
        is_active: 1,
        status: 'active',
        cancelled_at: null,
        // 31 August to 28 February, both included.
        days_left: 182,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('when the admin searches a parent name or pages, then only those rows come back', async () => {
      const found = await harness.api().get('/api/subscriptions').query({ search: 'KHAN' }).set(bearer(admin));
      expect(found.body).toMatchObject({ total: 1, data: [{ parent_name: 'Maryam Khan' }] });
      const second = await harness.api().get('/api/subscriptions').query({ page: 2, pageSize: 2 }).set(bearer(admin));
      expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2, data: [{ parent_name: 'Zainab Ali' }] });
    });

    it.each([
      ['a page of 0', { page: 0 }, 'page'],
      ['a page that is not a number', { page: 'two' }, 'page'],
      ['a page size over the maximum', { pageSize: 101 }, 'pageSize'],
    ])('when the query has %s, then 400 names it', async (_case, query, field) => {
      const response = await harness.api().get('/api/subscriptions').query(query).set(bearer(admin));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.fields)).toContain(field);
    });
  });

  describe("a parent's own subscription", () => {
    it('when the parent asks, then their current subscription comes back as one object', async () => {
      const family = await createFamily(harness, { name: 'Hafsa', startDate: today });
      const response = await harness.api().get('/api/subscriptions/me').set(bearer(family.parent));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: family.subscriptionId,
        parent_name: 'Hafsa',
        plan_name: 'Pro',
        is_active: 1,
        end_date: '2027-02-28',
      });
    });

    it('when the parent has none, then 404 says so', async () => {
      const user = await harness.db.models.User.create({
        role: 'parent',
        name: 'No Plan',
        email: 'noplan@example.test',
      });
      const token = await harness.tokens.sign({ sub: user.id, role: 'parent', ver: 0 });
      const response = await harness.api().get('/api/subscriptions/me').set('Authorization', `Bearer ${token}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        message: 'You have no subscription yet.',
        error: 'You have no subscription yet.',
      });
    });
  });

  describe('subscribe and renew', () => {
    it('when the parent has an active subscription ending within 30 days, then renewal extends it from its end date and records the payment', async () => {
      const family = await createFamily(harness, { startDate: renewableStart });
      const before = await rowCounts(harness);
      const response = await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      expect(response.status).toBe(201);
      expect(response.body.renewed).toBe(true);
      expect(response.body.subscription).toMatchObject({
        id: family.subscriptionId,
        start_date: renewableStart,
        end_date: '2027-03-15',
        is_active: 1,
        plan_name: 'Pro',
      });
      expect(response.body.payment).toEqual({
        id: expect.any(Number),
        subscription_id: family.subscriptionId,
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        provider_reference: expect.stringMatching(/^test_[0-9a-f-]{36}$/),
        paid_at: now.toISOString(),
        refunded_at: null,
        refund_reference: null,
        // The days the renewal bought: from the day after the old end date to the new one.
        plan_name: 'Pro',
        period_start: '2026-09-16',
        period_end: '2027-03-15',
        created_at: expect.any(String),
      });
      expect(await rowCounts(harness)).toEqual({ subscriptions: before.subscriptions, payments: before.payments + 1 });
    });

    it.each([
      // The plan ends 30 days after today: the first day renewal is open.
      ['ends in 30 days', '2026-03-30', 201],
      // The plan ends 31 days after today: one day early, and a new family's six months are far too early.
      ['ends in 31 days', '2026-04-01', 409],
      ['started today', today, 409],
    ])('when the plan %s, then renewing answers %s', async (_case, startDate, status) => {
      const family = await createFamily(harness, { startDate });
      const end = (await subscriptionRow(family.subscriptionId))?.endDate;
      const before = await rowCounts(harness);
      const response = await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      expect(response.status).toBe(status);
      if (status === 201) return;
      const from = new Date(Date.parse(`${end}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
      expect(response.body.message).toBe(`Your plan is active until ${end}. You can renew it from ${from}.`);
      expect(await rowCounts(harness)).toEqual(before);
      expect((await subscriptionRow(family.subscriptionId))?.endDate).toBe(end);
    });

    it('when a renewal was just made, then renewing again at once is refused (409) and charges nothing', async () => {
      const family = await createFamily(harness, { startDate: renewableStart });
      expect(
        (await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro)).status,
      ).toBe(201);
      const before = await rowCounts(harness);
      const again = await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Your plan is active until 2027-03-15. You can renew it from 2027-02-13.');
      expect(await rowCounts(harness)).toEqual(before);
    });

    it('when a parent who registered (no plan yet) confirms the checkout, then a new plan starts today', async () => {
      const { user } = await harness.db.repos.families.register({
        name: 'New Family',
        email: 'checkout@example.test',
        phone: null,
        passwordHash: 'h',
      });
      const token = await harness.tokens.sign({ sub: user.id, role: 'parent', ver: user.tokenVersion });
      const response = await harness
        .api()
        .post('/api/subscriptions/subscribe')
        .set('Authorization', `Bearer ${token}`)
        .send(pro);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        renewed: false,
        subscription: { start_date: today, end_date: '2027-02-28', status: 'active' },
        payment: { amount: 119.94, period_start: today, period_end: '2027-02-28' },
      });
    });

    it.each([
      ['no expected total', { plan: 'Pro' }, 'Expected total is required.'],
      ['a text for the total', { plan: 'Pro', expectedTotal: '119.94' }, 'Expected total must be a number.'],
    ])('when the body has %s, then 400 names it and nothing is charged or written', async (_case, body, message) => {
      const family = await createFamily(harness, { startDate: renewableStart });
      const before = await rowCounts(harness);
      const response = await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ expectedTotal: message });
      expect(await rowCounts(harness)).toEqual(before);
    });

    it.each([
      ['an old price', 39],
      ['the monthly price', 19.99],
      ['a cent less', 119.93],
    ])(
      'when the expected total is %s, then 409 gives the price now and nothing is charged or written',
      async (_case, expectedTotal) => {
        const family = await createFamily(harness, { startDate: renewableStart });
        const before = await rowCounts(harness);
        const response = await harness
          .api()
          .post('/api/subscriptions/subscribe')
          .set(bearer(family.parent))
          .send({ plan: 'Pro', expectedTotal });
        expect(response.status).toBe(409);
        expect(response.body.message).toBe('The price is now $119.94 — please check and confirm again.');
        expect(await rowCounts(harness)).toEqual(before);
      },
    );

    it.each([
      ['has ended', '2025-08-01'],
      ['was cancelled', today],
    ])('when the subscription %s, then a new one starts today', async (situation, startDate) => {
      const family = await createFamily(harness, { startDate });
      if (situation === 'was cancelled') await harness.db.repos.subscriptions.cancel(family.subscriptionId);
      const response = await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      expect(response.status).toBe(201);
      expect(response.body.renewed).toBe(false);
      expect(response.body.subscription).toMatchObject({ start_date: today, end_date: '2027-02-28', is_active: 1 });
      expect(response.body.subscription.id).not.toBe(family.subscriptionId);
      expect(response.body.payment).toMatchObject({
        subscription_id: response.body.subscription.id,
        plan_name: 'Pro',
        period_start: today,
        period_end: '2027-02-28',
      });
      const me = await harness.api().get('/api/subscriptions/me').set(bearer(family.parent));
      expect(me.body.id).toBe(response.body.subscription.id);
    });

    it.each([
      ['no plan', {}, 'Plan is required.'],
      ['an unknown plan', { plan: 'Gold' }, 'Unknown plan: choose Pro.'],
      ['a plan in another case', { plan: 'pro' }, 'Unknown plan: choose Pro.'],
      ['a number for a plan', { plan: 5 }, 'Unknown plan: choose Pro.'],
    ])(
      'when the body has %s, then 400 names the plan and nothing is charged or written',
      async (_case, body, message) => {
        const family = await createFamily(harness, { startDate: today });
        const before = await rowCounts(harness);
        const response = await harness
          .api()
          .post('/api/subscriptions/subscribe')
          .set(bearer(family.parent))
          .send({ ...body, expectedTotal: 119.94 });
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ plan: message });
        expect(await rowCounts(harness)).toEqual(before);
      },
    );

    it('when the body is not JSON, then 415 and nothing is written', async () => {
      const family = await createFamily(harness, { startDate: today });
      const before = await rowCounts(harness);
      const response = await harness
        .api()
        .post('/api/subscriptions/subscribe')
        .set(bearer(family.parent))
        .set('Content-Type', 'text/plain')
        .send('plan=Pro');
      expect(response.status).toBe(415);
      expect(await rowCounts(harness)).toEqual(before);
    });
  });

  describe('when the payment provider declines or fails', () => {
    let declining: SubscriptionsHarness;
    let failing: SubscriptionsHarness;
    beforeAll(async () => {
      declining = await startSubscriptions(name, {
        now: () => now,
        payments: createTestModeProvider({ outcome: () => 'failed' }),
      });
      const unreachable: PaymentProvider = {
        ...createTestModeProvider(),
        name: 'unreachable',
        charge: () => Promise.reject(new Error('connect ETIMEDOUT')),
      };
      failing = await startSubscriptions(name, { now: () => now, payments: unreachable });
    });
    afterAll(async () => {
      await declining.close();
      await failing.close();
    });

    it('when the charge is declined, then 402, one failed payment is recorded and the subscription is unchanged', async () => {
      const family = await createFamily(declining, { startDate: renewableStart });
      const before = await rowCounts(declining);
      const response = await declining.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      expect(response.status).toBe(402);
      expect(response.body.message).toBe(
        'The payment was declined, so your subscription was not changed. Nothing was charged.',
      );
      expect(await rowCounts(declining)).toEqual({
        subscriptions: before.subscriptions,
        payments: before.payments + 1,
      });
      expect((await declining.db.repos.subscriptions.findById(family.subscriptionId))?.endDate).toBe('2026-09-15');

      const history = await declining.api().get('/api/payments/me').set(bearer(family.parent));
      expect(history.body.data).toEqual([
        expect.objectContaining({
          status: 'failed',
          amount: 119.94,
          subscription_id: null,
          paid_at: null,
          provider: 'test-mode',
        }),
      ]);
    });

    it('when the provider cannot be reached, then 503 and nothing is written', async () => {
      const family = await createFamily(failing, { startDate: renewableStart });
      const before = await rowCounts(failing);
      const response = await failing.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(
        'Payments are unavailable right now. Nothing was charged. Please try again shortly.',
      );
      expect(await rowCounts(failing)).toEqual(before);
    });
  });

  describe("the admin's edit", () => {
    it('when the admin changes dates, plan and flag, then the row is stored and returned', async () => {
      const family = await createFamily(harness, { startDate: today });
      const response = await harness
        .api()
        .put(`/api/subscriptions/${family.subscriptionId}`)
        .set(bearer(admin))
        .send({ plan_name: 'Pro', start_date: '2026-09-01', end_date: '2027-03-01', is_active: 0 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: family.subscriptionId,
        start_date: '2026-09-01',
        end_date: '2027-03-01',
        is_active: 0,
      });
      expect(await subscriptionRow(family.subscriptionId)).toMatchObject({
        startDate: '2026-09-01',
        endDate: '2027-03-01',
        isActive: false,
      });

      const reactivated = await harness
        .api()
        .put(`/api/subscriptions/${family.subscriptionId}`)
        .set(bearer(admin))
        .send({ is_active: true });
      expect(reactivated.body).toMatchObject({ is_active: 1, start_date: '2026-09-01' });
    });

    it.each([
      [
        'an end before the start',
        { start_date: '2026-09-01', end_date: '2026-08-31' },
        'end_date',
        'End date must be on or after the start date.',
      ],
      [
        'an end before the stored start',
        { end_date: '2026-08-30' },
        'end_date',
        'End date must be on or after the start date.',
      ],
      [
        'a start after the stored end',
        { start_date: '2027-03-01' },
        'end_date',
        'End date must be on or after the start date.',
      ],
      ['a day that does not exist', { end_date: '2027-02-30' }, 'end_date', 'End date is not a real date.'],
      ['a date in another format', { start_date: '01/09/2026' }, 'start_date', 'Use the date format YYYY-MM-DD'],
      ['an active flag of 2', { is_active: 2 }, 'is_active', 'Active must be 1 or 0.'],
      ['an unknown plan', { plan_name: 'Gold' }, 'plan_name', 'Unknown plan: choose Pro.'],
    ])('when the edit has %s, then 400 names the field and nothing changes', async (_case, body, field, message) => {
      const family = await createFamily(harness, { startDate: today });
      const before = await subscriptionRow(family.subscriptionId);
      const response = await harness
        .api()
        .put(`/api/subscriptions/${family.subscriptionId}`)
        .set(bearer(admin))
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field]: message });
      expect(await subscriptionRow(family.subscriptionId)).toEqual(before);
    });

    it('when the edit is empty, then 400 says there is nothing to update', async () => {
      const family = await createFamily(harness, { startDate: today });
      const response = await harness
        .api()
        .put(`/api/subscriptions/${family.subscriptionId}`)
        .set(bearer(admin))
        .send({});
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/Nothing to update\./);
    });

    it('when the subscription does not exist, then 404; when the id is not a number, then 400', async () => {
      const missing = await harness.api().put('/api/subscriptions/999999').set(bearer(admin)).send({ is_active: 1 });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Subscription not found.');
      const garbage = await harness.api().put('/api/subscriptions/abc').set(bearer(admin)).send({ is_active: 1 });
      expect(garbage.status).toBe(400);
    });
  });

  describe('cancel', () => {
    it('when the admin cancels, then the row stays inactive and its payments stay', async () => {
      const family = await createFamily(harness, { startDate: renewableStart });
      await harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent)).send(pro);
      const before = await rowCounts(harness);

      const response = await harness.api().delete(`/api/subscriptions/${family.subscriptionId}`).set(bearer(admin));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        message: 'Subscription cancelled.',
        subscription: { id: family.subscriptionId, is_active: 0 },
      });
      expect(await rowCounts(harness)).toEqual(before);
      expect(await harness.db.models.Payment.count({ where: { subscriptionId: family.subscriptionId } })).toBe(1);

      const list = await harness.api().get('/api/subscriptions').query({ search: family.name }).set(bearer(admin));
      expect(list.body.data).toEqual([expect.objectContaining({ id: family.subscriptionId, is_active: 0 })]);
    });

    it('when a parent calls the admin cancel, even on their own subscription, then 403 and it runs on', async () => {
      // Parents cancel through POST /api/subscriptions/me/cancel, where the refund rules apply.
      const family = await createFamily(harness, { startDate: today });
      const neighbour = await createFamily(harness, { startDate: today });

      for (const id of [family.subscriptionId, neighbour.subscriptionId]) {
        const response = await harness.api().delete(`/api/subscriptions/${id}`).set(bearer(family.parent));
        expect(response.status).toBe(403);
        expect(response.body.message).toBe('You do not have permission to do this.');
        expect((await subscriptionRow(id))?.isActive).toBe(true);
      }
      const me = await harness.api().get('/api/subscriptions/me').set(bearer(family.parent));
      expect(me.body).toMatchObject({ id: family.subscriptionId, is_active: 1, status: 'active', cancelled_at: null });
    });

    it('when the subscription does not exist, then 404', async () => {
      const response = await harness.api().delete('/api/subscriptions/999999').set(bearer(admin));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Subscription not found.');
    });
  });
});
