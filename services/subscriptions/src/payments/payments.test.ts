import { paymentNotFoundMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, startSubscriptions } from '../test-support';

// Families start on 2025-07-10, so their plans end on 2026-01-10: the clock's day, within the renewal window.
describe.each(serviceDatabases())('payment history on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  let clock = new Date('2026-01-10T08:00:00Z');
  beforeAll(async () => {
    harness = await startSubscriptions(name, { now: () => clock });
  });
  afterAll(() => harness.close());

  const subscribe = (token: string) =>
    harness
      .api()
      .post('/api/subscriptions/subscribe')
      .set('Authorization', `Bearer ${token}`)
      .send({ plan: 'Pro', expectedTotal: 119.94 });

  it('when a parent asks, then only their own payments come back, newest first, in pages', async () => {
    const family = await createFamily(harness, { startDate: '2025-07-10' });
    const neighbour = await createFamily(harness, { startDate: '2025-07-10' });
    clock = new Date('2026-01-10T08:00:00Z');
    const first = await subscribe(family.parent.token);
    // Within 30 days of the renewed end (2026-07-10), so it can be renewed again.
    clock = new Date('2026-06-20T08:00:00Z');
    const second = await subscribe(family.parent.token);
    await subscribe(neighbour.parent.token);

    const response = await harness.api().get('/api/payments/me').set(bearer(family.parent));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(response.body.data).toEqual([second.body.payment, first.body.payment]);
    expect(response.body.data[0]).toMatchObject({
      paid_at: '2026-06-20T08:00:00.000Z',
      amount: 119.94,
      currency: 'USD',
      status: 'succeeded',
    });

    const paged = await harness
      .api()
      .get('/api/payments/me')
      .query({ page: 2, pageSize: 1 })
      .set(bearer(family.parent));
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1, data: [first.body.payment] });
  });

  it('when a parent has paid nothing yet, then the history is empty', async () => {
    const family = await createFamily(harness, { startDate: '2025-07-10' });
    const response = await harness.api().get('/api/payments/me').set(bearer(family.parent));
    expect(response.body).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
  });

  it('when the page is not a number, then 400 names it', async () => {
    const family = await createFamily(harness, { startDate: '2025-07-10' });
    const response = await harness.api().get('/api/payments/me').query({ page: 'x' }).set(bearer(family.parent));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['page']);
  });

  describe('a receipt', () => {
    it('when a parent opens one of their payments, then it comes with what a printable receipt needs', async () => {
      clock = new Date('2026-01-10T08:00:00Z');
      const family = await createFamily(harness, { name: 'Khadija Noor', startDate: '2025-07-10' });
      const paid = await subscribe(family.parent.token);
      const response = await harness.api().get(`/api/payments/me/${paid.body.payment.id}`).set(bearer(family.parent));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...paid.body.payment,
        receipt_number: `YM-${String(paid.body.payment.id).padStart(6, '0')}`,
        payer_name: 'Khadija Noor',
        payer_email: expect.stringMatching(/@example\.test$/),
      });
      expect(response.body).toMatchObject({
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        plan_name: 'Pro',
        period_start: '2026-01-11',
        period_end: '2026-07-10',
        paid_at: '2026-01-10T08:00:00.000Z',
        refunded_at: null,
        refund_reference: null,
        provider_reference: expect.stringMatching(/^test_/),
      });
    });

    it("when a parent asks for another family's payment or one that does not exist, then 404 says it was not found", async () => {
      clock = new Date('2026-01-10T08:00:00Z');
      const family = await createFamily(harness, { startDate: '2025-07-10' });
      const neighbour = await createFamily(harness, { startDate: '2025-07-10' });
      const theirs = await subscribe(neighbour.parent.token);
      for (const id of [theirs.body.payment.id, 999_999]) {
        const response = await harness.api().get(`/api/payments/me/${id}`).set(bearer(family.parent));
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(paymentNotFoundMessage);
      }
    });
  });
});
