import { addMonths } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type ChargeRequest,
  type PaymentProvider,
  type RefundRequest,
  createTestModeProvider,
} from '@young-minds/payments';
import { type TestFamily, bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, startSubscriptions } from '../test-support';

/** A family's plan started on this day and ends on 2026-09-15: within the 30 days in which it can be renewed. */
const renewableStart = '2026-03-15';
const firstEnd = '2026-09-15';
const renewedOnce = addMonths(firstEnd, 6);
const pro = { plan: 'Pro', expectedTotal: 119.94 };

/** The test-mode provider, counting charges and refunds; `hold()` keeps the next charges waiting until released. */
function countingProvider(base: PaymentProvider = createTestModeProvider()) {
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  let gate: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let arrived: () => void = () => undefined;
  const provider: PaymentProvider = {
    name: base.name,
    async charge(request) {
      charges.push(request);
      arrived();
      if (gate) await gate;
      return base.charge(request);
    },
    refund(request) {
      refunds.push(request);
      return base.refund(request);
    },
  };
  return {
    provider,
    charges,
    refunds,
    /** Lets every held charge through (after each test, so one failure cannot hang the next). */
    releaseAll() {
      gate = null;
      open();
    },
    /** Holds charges; resolves `reached` when one arrives; `release()` lets them through. */
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      return {
        reached,
        release: () => {
          gate = null;
          open();
        },
      };
    },
  };
}

describe.each(serviceDatabases())('subscribe/renew with an Idempotency-Key on $name', ({ name }) => {
  let clock = new Date('2026-08-31T10:00:00Z');
  const counting = countingProvider();
  let harness: SubscriptionsHarness;
  beforeAll(async () => {
    harness = await startSubscriptions(name, { now: () => clock, payments: counting.provider });
  });
  afterAll(() => harness.close());
  afterEach(() => counting.releaseAll());
  beforeEach(() => {
    clock = new Date('2026-08-31T10:00:00Z');
    counting.charges.length = 0;
    counting.refunds.length = 0;
  });

  const subscribe = (family: TestFamily, key?: string, body: object = pro) => {
    const call = harness.api().post('/api/subscriptions/subscribe').set(bearer(family.parent));
    return (key === undefined ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const paymentsOf = (family: TestFamily) => harness.db.models.Payment.count({ where: { parentId: family.parent.id } });
  const endDateOf = async (family: TestFamily) =>
    (await harness.db.repos.subscriptions.findById(family.subscriptionId))?.endDate;

  it('when a double click sends two requests with one key at once, then the parent is charged and renewed once', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const responses = await Promise.all([subscribe(family, 'double-click-1'), subscribe(family, 'double-click-1')]);

    expect(counting.charges).toHaveLength(1);
    expect(await paymentsOf(family)).toBe(1);
    expect(await endDateOf(family)).toBe(renewedOnce);
    // The one that lost the race either waited for the answer (201, the same body) or was told to retry (409).
    const created = responses.filter((response) => response.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const response of created) expect(response.body).toEqual(created[0]!.body);
    for (const response of responses.filter((each) => each.status !== 201)) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      );
    }
  });

  it('when the same key comes again while the first request runs, then 409; after it, the same 201 and body, not charged again', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const held = counting.hold();
    const first = subscribe(family, 'retry-key').then((response) => response);
    await held.reached;

    const during = await subscribe(family, 'retry-key');
    expect(during.status).toBe(409);
    expect(during.headers['retry-after']).toBe('1');

    held.release();
    const original = await first;
    expect(original.status).toBe(201);
    expect(original.body).toMatchObject({ renewed: true, subscription: { end_date: renewedOnce } });

    const repeat = await subscribe(family, 'retry-key');
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(original.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(counting.charges).toHaveLength(1);
    expect(await paymentsOf(family)).toBe(1);
    expect(await endDateOf(family)).toBe(renewedOnce);
  });

  it('when a key is reused with a different body, then 409 with a clear message and nothing is charged', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    expect((await subscribe(family, 'body-key')).status).toBe(201);
    const other = await subscribe(family, 'body-key', { ...pro, coupon: 'FREE' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'This Idempotency-Key was already used for a different request. Use a new key for each new request.',
    );
    expect(counting.charges).toHaveLength(1);
  });

  it('when a purchase was refunded by a cancel, then a retry with its key replays the answer and buys nothing; a new key starts a new period', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const original = await subscribe(family, 'refunded-purchase');
    expect(original.status).toBe(201);
    // 23 h later: within the key's 24 h and the 7-day guarantee.
    clock = new Date('2026-09-01T09:00:00Z');
    const cancelled = await harness.api().post('/api/subscriptions/me/cancel').set(bearer(family.parent));
    expect(cancelled.body.refunded_payment).toMatchObject({ id: original.body.payment.id, status: 'refunded' });
    expect(counting.refunds).toHaveLength(1);

    const repeat = await subscribe(family, 'refunded-purchase');
    expect(repeat.status).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(original.body);
    expect(counting.charges).toHaveLength(1);
    expect(await paymentsOf(family)).toBe(1);

    const fresh = await subscribe(family, 'after-the-refund');
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({
      renewed: false,
      subscription: { start_date: '2026-09-01', status: 'active', cancelled_at: null },
    });
    expect(counting.charges).toHaveLength(2);
  });

  it('when two parents use the same key, then each is charged once: keys are per parent', async () => {
    const [one, two] = [
      await createFamily(harness, { startDate: renewableStart }),
      await createFamily(harness, { startDate: renewableStart }),
    ];
    expect((await subscribe(one, 'shared-key')).status).toBe(201);
    const second = await subscribe(two, 'shared-key');
    expect(second.status).toBe(201);
    expect(second.body.subscription.parent_id).toBe(two.parent.id);
    expect(counting.charges).toHaveLength(2);
  });

  it('when the key has expired (after 24 h), then the same key is a new request: not replayed, and refused as the plan now runs long', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    expect((await subscribe(family, 'old-key')).status).toBe(201);
    clock = new Date('2026-09-01T10:00:00.001Z');
    const later = await subscribe(family, 'old-key');
    expect(later.status).toBe(409);
    expect(later.body.message).toBe(`Your plan is active until ${renewedOnce}. You can renew it from 2027-02-13.`);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(counting.charges).toHaveLength(1);
    expect(await endDateOf(family)).toBe(renewedOnce);
  });

  it('when requests carry no key, then each one is a purchase of its own (the header is optional): the second finds the plan renewed and charges nothing', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    expect((await subscribe(family)).status).toBe(201);
    expect((await subscribe(family)).status).toBe(409);
    expect(counting.charges).toHaveLength(1);
  });

  it('when two devices buy at once without a key, then one period is bought and a second charge, if made, is refunded', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const statuses = (await Promise.all([subscribe(family), subscribe(family)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await paymentsOf(family)).toBe(1);
    expect(await endDateOf(family)).toBe(renewedOnce);
    // Either the second was refused before its charge, or it was charged and given back: the family paid once.
    expect(counting.charges.length - counting.refunds.length).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(192)],
    ['not ASCII', 'clé'],
  ])('when the key is %s, then 400 and nothing is charged or written', async (_case, key) => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const before = await paymentsOf(family);
    const response = await harness
      .api()
      .post('/api/subscriptions/subscribe')
      .set(bearer(family.parent))
      .set('Idempotency-Key', Buffer.from(key, 'utf8').toString('latin1'))
      .send(pro);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Idempotency-Key must be 1 to 191 visible ASCII characters, e.g. a UUID.');
    expect(counting.charges).toHaveLength(0);
    expect(await paymentsOf(family)).toBe(before);
    expect(await harness.db.models.IdempotencyKey.count({ where: { userId: family.parent.id } })).toBe(0);
  });

  it('when the first request with a key could not reach the provider (503), then a retry with the key is charged', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const charge = jest.spyOn(counting.provider, 'charge').mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
    try {
      expect((await subscribe(family, 'flaky-key')).status).toBe(503);
    } finally {
      charge.mockRestore();
    }
    const retry = await subscribe(family, 'flaky-key');
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOf(family)).toBe(1);
  });

  it('when recording the period fails after the charge, then the charge is refunded and the key may be retried', async () => {
    const family = await createFamily(harness, { startDate: renewableStart });
    const record = jest
      .spyOn(harness.db.repos.subscriptions, 'recordPaidPeriod')
      .mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await subscribe(family, 'refund-key')).status).toBe(500);
    } finally {
      record.mockRestore();
    }
    expect(counting.refunds).toEqual([
      expect.objectContaining({ amount: 119.94, currency: 'USD', reference: expect.stringMatching(/^test_/) }),
    ]);
    expect(await paymentsOf(family)).toBe(0);
    expect((await subscribe(family, 'refund-key')).status).toBe(201);
    expect(counting.charges).toHaveLength(2);
    expect(await paymentsOf(family)).toBe(1);
  });
});

describe.each(serviceDatabases())('a declined purchase with an Idempotency-Key on $name', ({ name }) => {
  it('when the charge was declined, then a repeat with the key gets the same 402 and the card is not tried again', async () => {
    const counting = countingProvider(createTestModeProvider({ outcome: () => 'failed' }));
    const harness = await startSubscriptions(name, {
      now: () => new Date('2026-08-31T10:00:00Z'),
      payments: counting.provider,
    });
    try {
      const family = await createFamily(harness, { startDate: renewableStart });
      const call = () =>
        harness
          .api()
          .post('/api/subscriptions/subscribe')
          .set(bearer(family.parent))
          .set('Idempotency-Key', 'declined-key')
          .send(pro);
      const first = await call();
      const repeat = await call();
      expect(first.status).toBe(402);
      expect(repeat.status).toBe(402);
      expect(repeat.body).toEqual(first.body);
      expect(counting.charges).toHaveLength(1);
      expect(await harness.db.models.Payment.count({ where: { parentId: family.parent.id, status: 'failed' } })).toBe(
        1,
      );
    } finally {
      await harness.close();
    }
  });
});
