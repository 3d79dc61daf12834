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
    it('when a parent registers, then the account is stored and no subscription or payment (nothing is charged)', async () => {
      const { families } = testDb.db.repos;
      const { Subscription, Payment } = testDb.db.models;
      const result = await families.register({
        name: 'Amina',
        email: 'amina-pays@example.test',
        phone: null,
        passwordHash: 'h',
      });
      expect(result).toEqual({ user: expect.objectContaining({ role: 'parent', email: 'amina-pays@example.test' }) });
      expect(await Subscription.count({ where: { parentId: result.user.id } })).toBe(0);
      expect(await Payment.count({ where: { parentId: result.user.id } })).toBe(0);
    });

    it('when the subscription of a subscribed fixture cannot be written, then the parent is not stored either', async () => {
      const { families, users } = testDb.db.repos;
      const broken = { ...period, planName: null as unknown as string };
      await expect(
        families.register({ name: 'Omar', email: 'omar-pays@example.test', phone: null, passwordHash: 'h' }, broken),
      ).rejects.toThrow();
      expect(await users.findByEmail('omar-pays@example.test')).toBeNull();
    });

    it('when two registrations of one email run at once, then one is stored and the other is a unique violation', async () => {
      const { families } = testDb.db.repos;
      const register = () =>
        families.register({ name: 'Race', email: 'same@example.test', phone: null, passwordHash: 'h' });
      const outcomes = await Promise.allSettled([register(), register()]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(isUniqueViolation(rejected.reason)).toBe(true);
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
