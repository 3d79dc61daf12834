import type { NewPayment } from '@young-minds/db';
import { serviceDatabases } from '@young-minds/db/testing';
import { type TestSession, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, startSubscriptions } from '../test-support';

const now = new Date('2026-03-15T09:30:00Z');
const at = (iso: string) => new Date(iso);

describe.each(serviceDatabases())('income on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  let admin: TestSession;
  let references = 0;

  beforeAll(async () => {
    harness = await startSubscriptions(name, { now: () => now });
    admin = await createAdmin(harness);
    const family = await createFamily(harness, { startDate: '2026-03-15' });
    const pay = (amount: number, paidAt: Date | null, status = 'succeeded') => {
      references += 1;
      const payment: NewPayment = {
        parentId: family.parent.id,
        subscriptionId: family.subscriptionId,
        amount,
        currency: 'USD',
        status,
        provider: 'test-mode',
        providerReference: `income_${references}`,
        paidAt,
      };
      return harness.db.repos.payments.record(payment);
    };
    // Both sides of the year end, to the millisecond.
    await pay(119.94, at('2025-12-31T23:59:59.999Z'));
    await pay(119.94, at('2026-01-01T00:00:00.000Z'));
    await pay(0.1, at('2026-01-31T23:59:59.999Z'));
    await pay(0.2, at('2026-03-01T00:00:00.000Z'));
    await pay(10, at('2025-06-30T23:59:59.999Z'));
    await pay(20, at('2025-07-01T00:00:00.000Z'));
    await pay(5, at('2023-02-01T00:00:00.000Z'));
    // After the current month and quarter (the windows of longer views run to the end of 2026 and its first half).
    await pay(1000, at('2026-04-01T00:00:00.000Z'));
    // Before every window, declined, refunded (money-back guarantee), or never paid: not income.
    await pay(500, at('2026-02-11T00:00:00Z'), 'refunded');
    await pay(1000, at('2021-12-31T23:59:59.999Z'));
    await pay(77, at('2026-02-10T00:00:00Z'), 'failed');
    await pay(77, null, 'failed');
  });
  afterAll(() => harness.close());

  const income = (view?: string) =>
    harness
      .api()
      .get('/api/admin/income')
      .query(view === undefined ? {} : { view })
      .set(bearer(admin));

  it('monthly: the last 12 months oldest first, empty months at 0, totals to the cent', async () => {
    const response = await income('monthly');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { label: 'Apr 2025', total: 0 },
      { label: 'May 2025', total: 0 },
      { label: 'Jun 2025', total: 10 },
      { label: 'Jul 2025', total: 20 },
      { label: 'Aug 2025', total: 0 },
      { label: 'Sep 2025', total: 0 },
      { label: 'Oct 2025', total: 0 },
      { label: 'Nov 2025', total: 0 },
      { label: 'Dec 2025', total: 119.94 },
      { label: 'Jan 2026', total: 120.04 },
      { label: 'Feb 2026', total: 0 },
      { label: 'Mar 2026', total: 0.2 },
    ]);
  });

  it('quarterly: the last 4 quarters', async () => {
    expect((await income('quarterly')).body).toEqual([
      { label: 'Q2 2025', total: 10 },
      { label: 'Q3 2025', total: 20 },
      { label: 'Q4 2025', total: 119.94 },
      { label: 'Q1 2026', total: 120.24 },
    ]);
  });

  it('half-yearly: the last 4 halves', async () => {
    expect((await income('half-yearly')).body).toEqual([
      { label: 'H2 2024', total: 0 },
      { label: 'H1 2025', total: 10 },
      { label: 'H2 2025', total: 139.94 },
      { label: 'H1 2026', total: 1120.24 },
    ]);
  });

  it('yearly: the last 5 years', async () => {
    expect((await income('yearly')).body).toEqual([
      { label: '2022', total: 0 },
      { label: '2023', total: 5 },
      { label: '2024', total: 0 },
      { label: '2025', total: 149.94 },
      { label: '2026', total: 1120.24 },
    ]);
  });

  it('when no view is given, then monthly; the selector’s casing is accepted', async () => {
    const monthly = (await income('monthly')).body;
    expect((await income()).body).toEqual(monthly);
    expect((await income('Half-Yearly')).body).toEqual((await income('half-yearly')).body);
  });

  it.each(['weekly', '', 'monthly;DROP TABLE payments'])(
    'when the view is %j, then 400 names the view',
    async (view) => {
      const response = await income(view);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(response.body.error);
      expect(response.body.fields).toEqual({ view: 'View must be monthly, quarterly, half-yearly or yearly.' });
    },
  );

  it('when a subscription is cancelled, then its payments still count as income', async () => {
    const before = (await income('yearly')).body;
    const family = await createFamily(harness, { startDate: '2026-03-15' });
    await harness.db.repos.payments.record({
      parentId: family.parent.id,
      subscriptionId: family.subscriptionId,
      amount: 119.94,
      currency: 'USD',
      status: 'succeeded',
      provider: 'test-mode',
      providerReference: 'income_cancelled',
      paidAt: at('2026-03-15T09:00:00Z'),
    });
    const cancelled = await harness.api().delete(`/api/subscriptions/${family.subscriptionId}`).set(bearer(admin));
    expect(cancelled.status).toBe(200);
    const after = (await income('yearly')).body as { label: string; total: number }[];
    expect(after.at(-1)).toEqual({ label: '2026', total: Math.round((before.at(-1).total + 119.94) * 100) / 100 });
  });
});
