import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import type { NewSubscription, PaidPeriodWriteResult } from './subscriptions';

/** A period that was recorded; a refusal fails the test with its reason. */
async function paid(pending: Promise<PaidPeriodWriteResult>) {
  const result = await pending;
  if (!result.ok) throw new Error(`period not recorded: ${result.reason}`);
  return result;
}

const proPeriod: NewSubscription = { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' };
const charge = (reference: string) => ({
  amount: 119.94,
  currency: 'USD',
  status: 'succeeded',
  provider: 'test-mode',
  providerReference: reference,
  paidAt: new Date('2026-03-10T12:00:00Z'),
});

describe.each(databasesUnderTest())('subscriptions repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let parents = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  async function newParent(parentName = `Parent ${parents + 1}`, subscription: NewSubscription = proPeriod) {
    parents += 1;
    return testDb.db.repos.families.register(
      { name: parentName, email: `sub-parent${parents}@example.test`, phone: null, passwordHash: 'h' },
      subscription,
    );
  }

  const countRows = async () => ({
    subscriptions: await testDb.db.models.Subscription.count(),
    payments: await testDb.db.models.Payment.count(),
  });

  it("finds the parent's subscription that covers the day, start and end days included", async () => {
    const { families, subscriptions } = testDb.db.repos;
    const { user, subscription } = await families.register(
      { name: 'Amina', email: 'amina@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-31', endDate: '2025-07-31' },
    );
    expect(await subscriptions.activeForParent(user.id, '2025-01-31')).toEqual(subscription);
    expect(await subscriptions.activeForParent(user.id, '2025-07-31')).toEqual(subscription);
    expect(await subscriptions.activeForParent(user.id, '2025-01-30')).toBeNull();
    expect(await subscriptions.activeForParent(user.id, '2025-08-01')).toBeNull();
    expect(Object.getPrototypeOf(subscription)).toBe(Object.prototype);
  });

  it('ignores inactive subscriptions and other parents, and prefers the one that runs longest', async () => {
    const { families, subscriptions } = testDb.db.repos;
    const { Subscription } = testDb.db.models;
    const { user, subscription: first } = await families.register(
      { name: 'Omar', email: 'omar@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-06-30' },
    );
    await families.register(
      { name: 'Other', email: 'other@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2026-12-31' },
    );
    const renewal = await Subscription.create({
      parentId: user.id,
      planName: 'Pro',
      price: 19.99,
      startDate: '2025-06-01',
      endDate: '2025-12-31',
    });
    expect((await subscriptions.activeForParent(user.id, '2025-06-15'))?.id).toBe(renewal.id);

    await Subscription.update({ isActive: false }, { where: { id: renewal.id } });
    expect((await subscriptions.activeForParent(user.id, '2025-06-15'))?.id).toBe(first.id);
    expect(await subscriptions.activeForParent(user.id, '2025-07-15')).toBeNull();
  });

  describe('the admin list', () => {
    beforeAll(() => testDb.clear());

    it('lists newest first with the parent name, pages, and searches the parent name in any case, literally', async () => {
      const { subscriptions } = testDb.db.repos;
      const zainab = await newParent('Zainab Ali');
      const yusuf = await newParent('Yusuf 100%');
      const maryam = await newParent('Maryam Khan');

      const all = await subscriptions.list({ page: 1, pageSize: 2 });
      expect(all.total).toBe(3);
      expect(all.rows.map((row) => row.id)).toEqual([maryam.subscription.id, yusuf.subscription.id]);
      expect(all.rows[0]).toEqual({ ...maryam.subscription, parentName: 'Maryam Khan' });
      expect(Object.getPrototypeOf(all.rows[0])).toBe(Object.prototype);
      expect((await subscriptions.list({ page: 2, pageSize: 2 })).rows.map((row) => row.id)).toEqual([
        zainab.subscription.id,
      ]);

      const found = await subscriptions.list({ page: 1, pageSize: 20, search: 'zAiNaB' });
      expect({ total: found.total, ids: found.rows.map((row) => row.id) }).toEqual({
        total: 1,
        ids: [zainab.subscription.id],
      });
      expect((await subscriptions.list({ page: 1, pageSize: 20, search: '100%' })).total).toBe(1);
      expect((await subscriptions.list({ page: 1, pageSize: 20, search: '%' })).total).toBe(1);
      expect((await subscriptions.list({ page: 1, pageSize: 20, search: 'nobody' })).rows).toEqual([]);
    });
  });

  describe('one subscription', () => {
    it('finds by id with the parent name, edits, cancels and answers notFound for an unknown id', async () => {
      const { subscriptions } = testDb.db.repos;
      const { user, subscription } = await newParent('Hafsa');
      expect(await subscriptions.findById(subscription.id)).toEqual({ ...subscription, parentName: 'Hafsa' });

      const edited = await subscriptions.update(subscription.id, {
        startDate: '2025-02-01',
        endDate: '2025-08-01',
        planName: undefined,
      });
      expect(edited).toMatchObject({
        ok: true,
        subscription: {
          id: subscription.id,
          parentId: user.id,
          startDate: '2025-02-01',
          endDate: '2025-08-01',
          planName: 'Pro',
        },
      });
      expect(await subscriptions.update(subscription.id, { endDate: '2025-08-01' })).toMatchObject({
        subscription: { endDate: '2025-08-01' },
      });

      const cancelled = await subscriptions.cancel(subscription.id);
      expect(cancelled).toMatchObject({
        ok: true,
        subscription: { id: subscription.id, isActive: false, parentName: 'Hafsa' },
      });
      expect(await subscriptions.cancel(subscription.id)).toMatchObject({ subscription: { isActive: false } });

      expect(await subscriptions.findById(999_999)).toBeNull();
      expect(await subscriptions.update(999_999, { isActive: true })).toEqual({ ok: false, reason: 'notFound' });
      expect(await subscriptions.cancel(999_999)).toEqual({ ok: false, reason: 'notFound' });
    });

    it('shows a parent the active subscription that runs longest, else the latest one, else none', async () => {
      const { subscriptions } = testDb.db.repos;
      const { Subscription } = testDb.db.models;
      const { user, subscription: registered } = await newParent('Bilal', {
        ...proPeriod,
        startDate: '2026-01-01',
        endDate: '2026-07-01',
      });
      expect((await subscriptions.currentForParent(user.id, '2026-03-01'))?.id).toBe(registered.id);

      // A newer row that is cancelled does not hide the one that still runs.
      const cancelled = await Subscription.create({ ...proPeriod, parentId: user.id, isActive: false });
      expect((await subscriptions.currentForParent(user.id, '2026-03-01'))?.id).toBe(registered.id);
      // Once nothing runs, the latest row is the one to show.
      expect(await subscriptions.currentForParent(user.id, '2026-09-01')).toMatchObject({
        id: cancelled.id,
        parentName: 'Bilal',
        isActive: false,
      });
      expect(await subscriptions.currentForParent(999_999, '2026-03-01')).toBeNull();

      // Of two that run, the one that runs longer; of two that end the same day, the later one.
      const longer = await Subscription.create({
        ...proPeriod,
        parentId: user.id,
        startDate: '2026-02-01',
        endDate: '2026-08-01',
      });
      expect(await subscriptions.currentForParent(user.id, '2026-03-01')).toMatchObject({
        id: longer.id,
        endDate: '2026-08-01',
        parentName: 'Bilal',
      });
      const sameEnd = await Subscription.create({
        ...proPeriod,
        parentId: user.id,
        startDate: '2026-03-01',
        endDate: '2026-08-01',
      });
      expect((await subscriptions.currentForParent(user.id, '2026-03-01'))?.id).toBe(sameEnd.id);
      // The end day itself still counts as running; the day after, the newest row (sameEnd) shows.
      expect((await subscriptions.currentForParent(user.id, '2026-08-01'))?.id).toBe(sameEnd.id);
      await Subscription.update({ isActive: false }, { where: { id: sameEnd.id } });
      expect((await subscriptions.currentForParent(user.id, '2026-08-01'))?.id).toBe(longer.id);
    });
  });

  describe('a paid period (subscribe or renew)', () => {
    it('when the parent has an active subscription, then it is extended from its end date and the payment points at it', async () => {
      const { subscriptions } = testDb.db.repos;
      const { user, subscription } = await newParent('Renewer', {
        ...proPeriod,
        startDate: '2026-02-28',
        endDate: '2026-08-28',
      });
      const result = await paid(
        subscriptions.recordPaidPeriod({
          parentId: user.id,
          planName: 'Pro',
          price: 19.99,
          durationMonths: 6,
          renewalWindowDays: 30,
          today: '2026-07-30',
          payment: charge('ref-renew-1'),
        }),
      );
      expect(result.renewed).toBe(true);
      expect(result.subscription).toMatchObject({
        id: subscription.id,
        startDate: '2026-02-28',
        endDate: '2027-02-28',
        isActive: true,
      });
      expect(result.payment).toMatchObject({
        parentId: user.id,
        subscriptionId: subscription.id,
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        providerReference: 'ref-renew-1',
        paidAt: new Date('2026-03-10T12:00:00Z'),
      });
      expect(Object.getPrototypeOf(result.subscription)).toBe(Object.prototype);
      expect(Object.getPrototypeOf(result.payment)).toBe(Object.prototype);
    });

    it.each([
      ['has ended', { endDate: '2026-03-09' }, {}],
      ['was cancelled', { endDate: '2026-08-28' }, { isActive: false }],
    ])('when the subscription %s, then a new one starts today', async (_case, dates, patch) => {
      const { subscriptions } = testDb.db.repos;
      const { user, subscription } = await newParent(undefined, { ...proPeriod, startDate: '2025-09-09', ...dates });
      if ('isActive' in patch) await subscriptions.cancel(subscription.id);
      const result = await paid(
        subscriptions.recordPaidPeriod({
          parentId: user.id,
          planName: 'Pro',
          price: 19.99,
          durationMonths: 6,
          renewalWindowDays: 30,
          today: '2026-03-10',
          payment: charge(`ref-new-${subscription.id}`),
        }),
      );
      expect(result.renewed).toBe(false);
      expect(result.subscription).toMatchObject({
        parentId: user.id,
        startDate: '2026-03-10',
        endDate: '2026-09-10',
        isActive: true,
      });
      expect(result.subscription.id).not.toBe(subscription.id);
      expect(result.payment.subscriptionId).toBe(result.subscription.id);
    });

    it('when the running subscription ends more than the window after today, then nothing is written', async () => {
      const { subscriptions } = testDb.db.repos;
      const { user, subscription } = await newParent(undefined, {
        ...proPeriod,
        startDate: '2026-01-01',
        endDate: '2026-07-01',
      });
      const before = await countRows();
      const attempt = (today: string, reference: string) =>
        subscriptions.recordPaidPeriod({
          parentId: user.id,
          planName: 'Pro',
          price: 19.99,
          durationMonths: 6,
          renewalWindowDays: 30,
          today,
          payment: charge(reference),
        });
      // 2026-05-31 is 31 days before the end; 2026-06-01 is the first day of the window.
      expect(await attempt('2026-05-31', `early-${user.id}`)).toEqual({
        ok: false,
        reason: 'renewalNotOpen',
        endDate: '2026-07-01',
      });
      expect(await countRows()).toEqual(before);
      expect((await paid(attempt('2026-06-01', `in-window-${user.id}`))).subscription).toMatchObject({
        id: subscription.id,
        endDate: '2027-01-01',
      });
    });

    it('when two payments of one family arrive at once, then the first extends and the second finds the plan no longer renewable', async () => {
      const { subscriptions } = testDb.db.repos;
      const { user } = await newParent(undefined, { ...proPeriod, startDate: '2026-01-01', endDate: '2026-07-01' });
      const pay = (reference: string) =>
        subscriptions.recordPaidPeriod({
          parentId: user.id,
          planName: 'Pro',
          price: 19.99,
          durationMonths: 6,
          renewalWindowDays: 30,
          today: '2026-06-20',
          payment: charge(reference),
        });
      const results = await Promise.all([pay(`race-a-${user.id}`), pay(`race-b-${user.id}`)]);
      expect(results.map((result) => (result.ok ? 'extended' : result.reason)).sort()).toEqual([
        'extended',
        'renewalNotOpen',
      ]);
      expect((await subscriptions.currentForParent(user.id, '2026-06-20'))?.endDate).toBe('2027-01-01');
    });

    it('when the payment cannot be written, then the subscription is not extended either', async () => {
      const { subscriptions } = testDb.db.repos;
      const { user, subscription } = await newParent(undefined, {
        ...proPeriod,
        startDate: '2026-01-01',
        endDate: '2026-07-01',
      });
      await subscriptions.recordPaidPeriod({
        parentId: user.id,
        planName: 'Pro',
        price: 19.99,
        durationMonths: 6,
        renewalWindowDays: 30,
        today: '2026-06-20',
        payment: charge('duplicate-ref'),
      });
      const before = await countRows();
      // The same provider reference twice is refused by the unique index.
      await expect(
        subscriptions.recordPaidPeriod({
          parentId: user.id,
          planName: 'Pro',
          price: 19.99,
          durationMonths: 6,
          // A wide window, so the second write reaches the unique index rather than the renewal rule.
          renewalWindowDays: 366,
          today: '2026-06-20',
          payment: charge('duplicate-ref'),
        }),
      ).rejects.toThrow();
      expect(await countRows()).toEqual(before);
      expect((await subscriptions.findById(subscription.id))?.endDate).toBe('2027-01-01');
    });

    it('when the payer is not a parent, then nothing is written', async () => {
      const { subscriptions } = testDb.db.repos;
      const before = await countRows();
      expect(
        await subscriptions.recordPaidPeriod({
          parentId: 999_999,
          planName: 'Pro',
          price: 19.99,
          durationMonths: 6,
          renewalWindowDays: 30,
          today: '2026-03-10',
          payment: charge('nobody'),
        }),
      ).toEqual({ ok: false, reason: 'parentNotFound' });
      expect(await countRows()).toEqual(before);
    });
  });

  describe('idempotency keys', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const dayLater = new Date(at.getTime() + 24 * 3_600_000);
    const claimOf = (userId: number, key: string, requestHash = 'h1', now = at) => ({
      userId,
      key,
      requestHash,
      now,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    });

    it('when many requests claim one key at once, then exactly one claims it and the others see it in progress', async () => {
      const { user } = await newParent();
      const keys = testDb.db.repos.subscriptions.idempotencyKeys;
      const states = await Promise.all(Array.from({ length: 5 }, () => keys.claim(claimOf(user.id, 'race'))));
      expect(states.filter((state) => state.state === 'claimed')).toHaveLength(1);
      expect(states.filter((state) => state.state === 'in-progress')).toHaveLength(4);
    });

    it('when the claimed key is completed, then a repeat reads the stored answer; a released key can be claimed again', async () => {
      const { user } = await newParent();
      const keys = testDb.db.repos.subscriptions.idempotencyKeys;
      expect(await keys.claim(claimOf(user.id, 'done'))).toEqual({ state: 'claimed' });
      await keys.complete(user.id, 'done', { status: 201, body: { renewed: true } });
      expect(await keys.claim(claimOf(user.id, 'done', 'h2'))).toEqual({
        state: 'completed',
        requestHash: 'h1',
        response: { status: 201, body: { renewed: true } },
      });
      // A completed key is never released: its answer stands until it expires.
      await keys.release(user.id, 'done');
      expect((await keys.claim(claimOf(user.id, 'done'))).state).toBe('completed');

      expect(await keys.claim(claimOf(user.id, 'Done'))).toEqual({ state: 'claimed' }); // keys compare exactly
      await keys.release(user.id, 'Done');
      expect(await keys.claim(claimOf(user.id, 'Done'))).toEqual({ state: 'claimed' });
    });

    it('when a key has expired, then it is claimed afresh and the sweep removes expired keys', async () => {
      const { user } = await newParent();
      const keys = testDb.db.repos.subscriptions.idempotencyKeys;
      await keys.claim(claimOf(user.id, 'old'));
      await keys.complete(user.id, 'old', { status: 201, body: {} });
      expect(await keys.claim(claimOf(user.id, 'old', 'h1', dayLater))).toEqual({ state: 'claimed' });
      await keys.claim(claimOf(user.id, 'stale'));
      const removed = await keys.sweepExpired(new Date(dayLater.getTime() + 1));
      expect(removed).toBeGreaterThanOrEqual(1);
      expect(await testDb.db.models.IdempotencyKey.count({ where: { userId: user.id, idempotencyKey: 'stale' } })).toBe(
        0,
      );
      expect(await testDb.db.models.IdempotencyKey.count({ where: { userId: user.id, idempotencyKey: 'old' } })).toBe(
        1,
      );
    });

    it('when an unanswered key is older than the abandon bound, then it is claimed afresh; without the bound it stays in progress', async () => {
      const { user } = await newParent();
      const keys = testDb.db.repos.subscriptions.idempotencyKeys;
      await keys.claim(claimOf(user.id, 'died'));
      const later = new Date(at.getTime() + 60_000);
      expect((await keys.claim(claimOf(user.id, 'died', 'h1', later))).state).toBe('in-progress');
      const createdAt = (await testDb.db.models.IdempotencyKey.findOne({ where: { userId: user.id } }))!.createdAt;
      // Claimed after the bound: still running.
      expect((await keys.claim({ ...claimOf(user.id, 'died', 'h1', later), abandonedBefore: createdAt })).state).toBe(
        'in-progress',
      );
      expect(
        await keys.claim({
          ...claimOf(user.id, 'died', 'h1', later),
          abandonedBefore: new Date(createdAt.getTime() + 1),
        }),
      ).toEqual({ state: 'claimed' });
      // An answered key is never taken as abandoned.
      await keys.complete(user.id, 'died', { status: 200, body: {} });
      const farLater = new Date(createdAt.getTime() + 3_600_000);
      expect((await keys.claim({ ...claimOf(user.id, 'died', 'h1', later), abandonedBefore: farLater })).state).toBe(
        'completed',
      );
    });

    it('when the parent is deleted, then their keys go with them', async () => {
      const { user } = await newParent();
      await testDb.db.repos.subscriptions.idempotencyKeys.claim(claimOf(user.id, 'gone'));
      await testDb.db.models.User.destroy({ where: { id: user.id } });
      expect(await testDb.db.models.IdempotencyKey.count({ where: { userId: user.id } })).toBe(0);
    });
  });

  describe("a parent's cancel", () => {
    const at = new Date('2026-03-11T09:00:00Z');

    it('when cancelled without a refund, then it stays active with cancelledAt set; a second cancel changes nothing', async () => {
      const { subscriptions } = testDb.db.repos;
      const { subscription } = await newParent('Cancelling');
      expect(await subscriptions.cancelAtPeriodEnd(subscription.id, at)).toEqual({ ok: true });
      expect(await subscriptions.findById(subscription.id)).toMatchObject({ isActive: true, cancelledAt: at });
      const later = new Date('2026-03-12T09:00:00Z');
      expect(await subscriptions.cancelAtPeriodEnd(subscription.id, later)).toEqual({
        ok: false,
        reason: 'notRunning',
      });
      expect(await subscriptions.findById(subscription.id)).toMatchObject({ cancelledAt: at });
    });

    it('when cancelled with a refund, then the subscription ends and the payment is refunded together, once', async () => {
      const { subscriptions, payments } = testDb.db.repos;
      const { user, subscription } = await newParent('Refunding');
      const payment = await payments.record({
        ...charge('ref_refund'),
        parentId: user.id,
        subscriptionId: subscription.id,
      });
      expect(await payments.latestSucceededFor(subscription.id)).toMatchObject({ id: payment.id });

      const refund = { subscriptionId: subscription.id, paymentId: payment.id, at, refundReference: 'test_re_0001' };
      expect(await subscriptions.cancelWithRefund(refund)).toEqual({ ok: true });
      expect(await subscriptions.findById(subscription.id)).toMatchObject({ isActive: false, cancelledAt: at });
      const refunded = await payments.findForParentWithPayer(user.id, payment.id);
      expect(refunded).toMatchObject({
        payment: { status: 'refunded', refundedAt: at, refundReference: 'test_re_0001' },
        payerName: 'Refunding',
      });
      expect(await payments.latestSucceededFor(subscription.id)).toBeNull();

      const before = await countRows();
      expect(await subscriptions.cancelWithRefund(refund)).toEqual({ ok: false, reason: 'notRunning' });
      expect(await countRows()).toEqual(before);
    });

    it('when the payment is not a succeeded one of that subscription, then nothing is written', async () => {
      const { subscriptions, payments } = testDb.db.repos;
      const { user, subscription } = await newParent('Declined');
      const declined = await payments.record({
        ...charge('ref_declined'),
        status: 'failed',
        paidAt: null,
        parentId: user.id,
        subscriptionId: null,
      });
      const refund = { subscriptionId: subscription.id, paymentId: declined.id, at, refundReference: 'test_re_0002' };
      expect(await subscriptions.cancelWithRefund(refund)).toEqual({ ok: false, reason: 'notRunning' });
      expect(await subscriptions.findById(subscription.id)).toMatchObject({ isActive: true, cancelledAt: null });
      expect(await payments.findForParentWithPayer(user.id, declined.id)).toMatchObject({
        payment: { status: 'failed', refundedAt: null, refundReference: null, planName: null, periodStart: null },
      });
      expect(await payments.findForParentWithPayer(user.id + 1_000_000, declined.id)).toBeNull();
    });
  });
});
