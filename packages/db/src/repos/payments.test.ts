import { isUniqueViolation } from '../errors';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import type { NewPayment } from './payments';

const period = { planName: 'Pro', price: 19.99, startDate: '2026-01-01', endDate: '2026-07-01' };
const at = (iso: string) => new Date(iso);

describe.each(databasesUnderTest())('payments repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let parents = 0;
  let references = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  async function newParent() {
    parents += 1;
    const { user } = await testDb.db.repos.families.register(
      { name: `Payer ${parents}`, email: `payer${parents}@example.test`, phone: null, passwordHash: 'h' },
      period,
    );
    return user;
  }

  function payment(parentId: number, fields: Partial<NewPayment> = {}): NewPayment {
    references += 1;
    return {
      parentId,
      subscriptionId: null,
      amount: 119.94,
      currency: 'USD',
      status: 'succeeded',
      provider: 'test-mode',
      providerReference: `test_${references}`,
      paidAt: at('2026-01-15T10:00:00Z'),
      ...fields,
    };
  }

  describe('registration', () => {
    it('when a parent registers with a payment, then exactly one payment is stored, pointing at the subscription and the period it bought', async () => {
      const { families } = testDb.db.repos;
      const result = await families.register(
        { name: 'Amina', email: 'amina-pays@example.test', phone: null, passwordHash: 'h' },
        period,
        {
          amount: 119.94,
          currency: 'USD',
          status: 'succeeded',
          provider: 'test-mode',
          providerReference: 'test_reg',
          paidAt: at('2026-01-01T09:00:00Z'),
        },
      );
      expect(result.payment).toEqual({
        id: expect.any(Number),
        subscriptionId: result.subscription.id,
        parentId: result.user.id,
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        providerReference: 'test_reg',
        paidAt: at('2026-01-01T09:00:00Z'),
        refundedAt: null,
        refundReference: null,
        planName: 'Pro',
        periodStart: '2026-01-01',
        periodEnd: '2026-07-01',
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
      });
      expect(Object.getPrototypeOf(result.payment)).toBe(Object.prototype);
      expect(await testDb.db.models.Payment.count({ where: { parentId: result.user.id } })).toBe(1);
    });

    it('when the payment cannot be written, then neither the parent nor the subscription is stored', async () => {
      const { families, users } = testDb.db.repos;
      const { Subscription, Payment } = testDb.db.models;
      const before = { subscriptions: await Subscription.count(), payments: await Payment.count() };
      const broken = {
        amount: null as unknown as number,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        providerReference: 'x',
        paidAt: null,
      };
      await expect(
        families.register(
          { name: 'Omar', email: 'omar-pays@example.test', phone: null, passwordHash: 'h' },
          period,
          broken,
        ),
      ).rejects.toThrow();
      expect(await users.findByEmail('omar-pays@example.test')).toBeNull();
      expect({ subscriptions: await Subscription.count(), payments: await Payment.count() }).toEqual(before);
    });

    it('when the payment is paid by a callback, then it runs once the parent row is in, and a throw writes nothing', async () => {
      const { families, users } = testDb.db.repos;
      const { Subscription, Payment } = testDb.db.models;
      const succeeded = {
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        providerReference: 'test_cb',
        paidAt: at('2026-01-01T09:00:00Z'),
      };
      const pay = jest.fn(async (parent: { id: number; email: string | null }) => {
        expect(await users.findByEmail('callback@example.test')).toBeNull(); // not committed yet: nobody else sees it
        expect(parent.email).toBe('callback@example.test');
        return succeeded;
      });
      const result = await families.register(
        { name: 'Cb', email: 'callback@example.test', phone: null, passwordHash: 'h' },
        period,
        pay,
      );
      expect(pay).toHaveBeenCalledWith(expect.objectContaining({ id: result.user.id, role: 'parent' }));
      expect(result.payment).toMatchObject({
        parentId: result.user.id,
        subscriptionId: result.subscription.id,
        providerReference: 'test_cb',
      });

      const before = { subscriptions: await Subscription.count(), payments: await Payment.count() };
      const declined = () => Promise.reject(new Error('declined'));
      await expect(
        families.register(
          { name: 'No', email: 'declined-cb@example.test', phone: null, passwordHash: 'h' },
          period,
          declined,
        ),
      ).rejects.toThrow('declined');
      expect(await users.findByEmail('declined-cb@example.test')).toBeNull();
      expect({ subscriptions: await Subscription.count(), payments: await Payment.count() }).toEqual(before);
    });

    it('when two registrations of one email run at once, then only one payment callback runs and the other is a unique violation', async () => {
      const { families } = testDb.db.repos;
      const paid = {
        amount: 119.94,
        currency: 'USD',
        status: 'succeeded',
        provider: 'test-mode',
        providerReference: 'test_race',
        paidAt: null,
      };
      const pay = jest.fn(async () => paid);
      const register = () =>
        families.register({ name: 'Race', email: 'same@example.test', phone: null, passwordHash: 'h' }, period, pay);
      const outcomes = await Promise.allSettled([register(), register()]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(isUniqueViolation(rejected.reason)).toBe(true);
      expect(pay).toHaveBeenCalledTimes(1);
    });
  });

  describe('history', () => {
    it("lists one parent's payments, declined ones too, newest first, in pages", async () => {
      const { payments } = testDb.db.repos;
      const parent = await newParent();
      const other = await newParent();
      const first = await payments.record(payment(parent.id));
      const declined = await payments.record(payment(parent.id, { status: 'failed', paidAt: null }));
      const third = await payments.record(payment(parent.id));
      await payments.record(payment(other.id));

      const page = await payments.listForParent(parent.id, { page: 1, pageSize: 2 });
      expect(page.total).toBe(3);
      expect(page.rows.map((row) => row.id)).toEqual([third.id, declined.id]);
      expect(page.rows[1]).toMatchObject({ status: 'failed', paidAt: null, subscriptionId: null });
      expect((await payments.listForParent(parent.id, { page: 2, pageSize: 2 })).rows.map((row) => row.id)).toEqual([
        first.id,
      ]);
      expect(Object.getPrototypeOf(page.rows[0])).toBe(Object.prototype);
    });
  });

  describe('income', () => {
    beforeAll(() => testDb.clear());

    it('sums succeeded payments per period: the start instant included, the end excluded, to the cent', async () => {
      const { payments } = testDb.db.repos;
      const parent = await newParent();
      const january = { start: at('2026-01-01T00:00:00Z'), end: at('2026-02-01T00:00:00Z') };
      const february = { start: at('2026-02-01T00:00:00Z'), end: at('2026-03-01T00:00:00Z') };
      const march = { start: at('2026-03-01T00:00:00Z'), end: at('2026-04-01T00:00:00Z') };

      await payments.record(payment(parent.id, { amount: 0.1, paidAt: at('2026-01-01T00:00:00.000Z') }));
      await payments.record(payment(parent.id, { amount: 0.2, paidAt: at('2026-01-31T23:59:59.999Z') }));
      await payments.record(payment(parent.id, { amount: 119.94, paidAt: at('2026-02-01T00:00:00.000Z') }));
      await payments.record(payment(parent.id, { amount: 50, status: 'failed', paidAt: at('2026-02-10T00:00:00Z') }));
      await payments.record(payment(parent.id, { amount: 70, status: 'failed', paidAt: null }));
      // Outside the window on both sides.
      await payments.record(payment(parent.id, { amount: 1000, paidAt: at('2025-12-31T23:59:59.999Z') }));
      await payments.record(payment(parent.id, { amount: 1000, paidAt: at('2026-04-01T00:00:00.000Z') }));

      expect(await payments.sumSucceededInPeriods([january, february, march])).toEqual([0.3, 119.94, 0]);
      expect(await payments.sumSucceededInPeriods([march, january])).toEqual([0, 0.3]);
      expect(await payments.sumSucceededInPeriods([])).toEqual([]);
    });
  });
});
