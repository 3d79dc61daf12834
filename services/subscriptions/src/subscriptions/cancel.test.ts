import {
  refundsUnavailableMessage,
  subscriptionAlreadyCancelledMessage,
  subscriptionAlreadyEndedMessage,
  subscriptionCancelledMessage,
  subscriptionRefundedMessage,
  noSubscriptionMessage,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { type PaymentProvider, createTestModeProvider } from '@young-minds/payments';
import { type TestSession, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, startSubscriptions } from '../test-support';

const paidAt = new Date('2026-03-02T10:00:00Z');
const hour = 3_600_000;
/** The last moment of the 7-day money-back guarantee (168 h after the payment), and the first one after it. */
const lastRefundableMoment = new Date(paidAt.getTime() + 168 * hour);
const firstMomentAfterWindow = new Date(paidAt.getTime() + 168 * hour + 1);

describe.each(serviceDatabases())('cancel anytime and the 7-day money-back guarantee on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  let admin: TestSession;
  let clock = paidAt;
  const provider = createTestModeProvider();
  let refundsWork = true;
  const payments: PaymentProvider = {
    name: provider.name,
    charge: (request) => provider.charge(request),
    refund: (request) => (refundsWork ? provider.refund(request) : Promise.reject(new Error('connect ECONNREFUSED'))),
  };

  beforeAll(async () => {
    harness = await startSubscriptions(name, { now: () => clock, payments });
    admin = await createAdmin(harness);
  });
  afterAll(() => harness.close());
  beforeEach(() => {
    refundsWork = true;
  });

  /** A family whose plan ended on the payment day, renewed (paid) at `paidAt` for six more months, to 2026-09-02. */
  async function paidFamily() {
    clock = paidAt;
    const family = await createFamily(harness, { startDate: '2025-09-02' });
    const renewed = await harness
      .api()
      .post('/api/subscriptions/subscribe')
      .set(bearer(family.parent))
      .send({ plan: 'Pro', expectedTotal: 119.94 });
    expect(renewed.status).toBe(201);
    return { ...family, payment: renewed.body.payment as { id: number; provider_reference: string } };
  }

  const cancel = (session: TestSession) => harness.api().post('/api/subscriptions/me/cancel').set(bearer(session));
  const snapshot = async () => ({
    subscriptions: await harness.db.models.Subscription.findAll({ raw: true, order: [['id', 'ASC']] }),
    payments: await harness.db.models.Payment.findAll({ raw: true, order: [['id', 'ASC']] }),
  });

  it('when the parent cancels a moment after 168 h, then access continues to the end date and nothing is refunded', async () => {
    const family = await paidFamily();
    clock = firstMomentAfterWindow;
    const response = await cancel(family.parent);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: subscriptionCancelledMessage('2026-09-02'),
      subscription: expect.objectContaining({
        id: family.subscriptionId,
        end_date: '2026-09-02',
        is_active: 1,
        status: 'cancelled',
        cancelled_at: firstMomentAfterWindow.toISOString(),
        // 9 March 2026 to 2 September 2026, both included.
        days_left: 178,
      }),
      refunded_payment: null,
    });
    expect(response.body.message).toBe('Your subscription is cancelled. You keep access until 2026-09-02.');
    expect(provider.refundOf(family.payment.provider_reference)).toBeUndefined();
    const history = await harness.api().get('/api/payments/me').set(bearer(family.parent));
    expect(history.body.data[0]).toMatchObject({
      id: family.payment.id,
      status: 'succeeded',
      refunded_at: null,
      refund_reference: null,
    });
    const me = await harness.api().get('/api/subscriptions/me').set(bearer(family.parent));
    expect(me.body).toMatchObject({ status: 'cancelled', is_active: 1, days_left: 178 });
  });

  it('when the parent cancels exactly 168 h after the payment, then it is refunded and the subscription ends now', async () => {
    const family = await paidFamily();
    clock = lastRefundableMoment;
    const response = await cancel(family.parent);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(subscriptionRefundedMessage);
    expect(response.body.subscription).toMatchObject({
      id: family.subscriptionId,
      is_active: 0,
      status: 'cancelled',
      cancelled_at: lastRefundableMoment.toISOString(),
      days_left: 0,
    });
    expect(response.body.refunded_payment).toMatchObject({
      id: family.payment.id,
      status: 'refunded',
      refunded_at: lastRefundableMoment.toISOString(),
      paid_at: paidAt.toISOString(),
    });
    const refund = provider.refundOf(family.payment.provider_reference);
    expect(refund).toMatchObject({ amount: 119.94, currency: 'USD' });
    // The provider's reference of the refund is kept on the payment and printed on its receipt.
    expect(response.body.refunded_payment.refund_reference).toBe(refund?.reference);
    const history = await harness.api().get('/api/payments/me').set(bearer(family.parent));
    expect(history.body.data[0]).toEqual(response.body.refunded_payment);
    const receipt = await harness.api().get(`/api/payments/me/${family.payment.id}`).set(bearer(family.parent));
    expect(receipt.body).toMatchObject({ status: 'refunded', refund_reference: refund?.reference });
    const me = await harness.api().get('/api/subscriptions/me').set(bearer(family.parent));
    expect(me.body).toMatchObject({ status: 'cancelled', is_active: 0, days_left: 0 });
  });

  it('when a payment is refunded, then the admin income no longer counts it', async () => {
    const incomeOfMarch = async () => {
      const response = await harness.api().get('/api/admin/income').query({ view: 'monthly' }).set(bearer(admin));
      return (response.body as { label: string; total: number }[]).find((point) => point.label === 'Mar 2026')?.total;
    };
    const family = await paidFamily();
    const before = await incomeOfMarch();
    clock = new Date(paidAt.getTime() + hour);
    expect((await cancel(family.parent)).status).toBe(200);
    expect(await incomeOfMarch()).toBeCloseTo((before ?? 0) - 119.94, 2);
  });

  it('when the subscription is already cancelled, then 409 says so and nothing changes', async () => {
    const family = await paidFamily();
    clock = firstMomentAfterWindow;
    expect((await cancel(family.parent)).status).toBe(200);
    const before = await snapshot();
    const again = await cancel(family.parent);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(subscriptionAlreadyCancelledMessage);
    expect(await snapshot()).toEqual(before);
  });

  it('when the cancel was refunded, then a second cancel is 409 and asks the provider for nothing more', async () => {
    const family = await paidFamily();
    clock = new Date(paidAt.getTime() + hour);
    const first = await cancel(family.parent);
    expect(first.body.refunded_payment).toMatchObject({ status: 'refunded' });
    const refund = provider.refundOf(family.payment.provider_reference);
    refundsWork = false;
    const again = await cancel(family.parent);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(subscriptionAlreadyCancelledMessage);
    expect(provider.refundOf(family.payment.provider_reference)).toEqual(refund);
  });

  it('when the subscription has expired, then 409 says it has ended and nothing changes', async () => {
    clock = paidAt;
    const family = await createFamily(harness, { startDate: '2025-01-01' });
    const before = await snapshot();
    const response = await cancel(family.parent);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(subscriptionAlreadyEndedMessage);
    expect(await snapshot()).toEqual(before);
  });

  it('when the parent has no subscription, then 404 says so', async () => {
    const family = await createFamily(harness);
    await harness.db.models.Subscription.destroy({ where: { id: family.subscriptionId } });
    const response = await cancel(family.parent);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(noSubscriptionMessage);
  });

  it('when the provider cannot refund, then 503, nothing is refunded and nothing changes', async () => {
    const family = await paidFamily();
    clock = new Date(paidAt.getTime() + hour);
    refundsWork = false;
    const before = await snapshot();
    const response = await cancel(family.parent);
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(refundsUnavailableMessage);
    expect(await snapshot()).toEqual(before);
    expect(provider.refundOf(family.payment.provider_reference)).toBeUndefined();
  });

  describe('renew after a cancel', () => {
    it('when a cancelled subscription still runs and ends within 30 days, then renewing extends it and withdraws the cancel', async () => {
      const family = await paidFamily();
      clock = new Date('2026-08-10T10:00:00Z');
      await cancel(family.parent);
      const renewed = await harness
        .api()
        .post('/api/subscriptions/subscribe')
        .set(bearer(family.parent))
        .send({ plan: 'Pro', expectedTotal: 119.94 });
      expect(renewed.status).toBe(201);
      expect(renewed.body.renewed).toBe(true);
      expect(renewed.body.subscription).toMatchObject({
        id: family.subscriptionId,
        end_date: '2027-03-02',
        status: 'active',
        cancelled_at: null,
      });
      expect(renewed.body.payment).toMatchObject({ period_start: '2026-09-03', period_end: '2027-03-02' });
    });

    it('when the subscription was refunded, then renewing starts a new period today', async () => {
      const family = await paidFamily();
      clock = new Date('2026-03-04T12:00:00Z');
      await cancel(family.parent);
      const renewed = await harness
        .api()
        .post('/api/subscriptions/subscribe')
        .set(bearer(family.parent))
        .send({ plan: 'Pro', expectedTotal: 119.94 });
      expect(renewed.status).toBe(201);
      expect(renewed.body.renewed).toBe(false);
      expect(renewed.body.subscription).toMatchObject({
        start_date: '2026-03-04',
        end_date: '2026-09-04',
        status: 'active',
        cancelled_at: null,
      });
      expect(renewed.body.subscription.id).not.toBe(family.subscriptionId);
      expect(renewed.body.payment).toMatchObject({ period_start: '2026-03-04', period_end: '2026-09-04' });
    });
  });
});
