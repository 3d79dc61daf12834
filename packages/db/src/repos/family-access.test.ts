import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

describe.each(databasesUnderTest())('family access repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let parentId: number;
  let childId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
    parentId = (await db.models.User.create({ role: 'parent', name: 'P', email: 'p@example.test', passwordHash: 'x' }))
      .id;
    childId = (
      await db.models.User.create({ role: 'child', name: 'C', parentId, username: 'kid.c', passwordHash: 'x' })
    ).id;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => db.models.Subscription.destroy({ where: {} }));

  const subscribe = (fields: { startDate: string; endDate: string; isActive?: boolean; cancelledAt?: Date }) =>
    db.models.Subscription.create({ parentId, planName: 'Pro', price: 19.99, ...fields });
  const active = (today: string) => db.repos.familyAccess.childHasActiveSubscription(childId, today);

  it('when the parent never subscribed, then the child has no access', async () => {
    expect(await active('2026-05-01')).toBe(false);
  });

  it('when a subscription runs from its first to its last day, then access holds on both and not outside', async () => {
    await subscribe({ startDate: '2026-01-01', endDate: '2026-06-30' });
    expect([
      await active('2025-12-31'),
      await active('2026-01-01'),
      await active('2026-06-30'),
      await active('2026-07-01'),
    ]).toEqual([false, true, true, false]);
  });

  it('when it was cancelled, then access lasts to its end date; when refunded (is_active = 0), it is gone', async () => {
    await subscribe({ startDate: '2026-01-01', endDate: '2026-06-30', cancelledAt: new Date('2026-02-01T00:00:00Z') });
    expect(await active('2026-06-30')).toBe(true);
    await db.models.Subscription.update({ isActive: false }, { where: { parentId } });
    expect(await active('2026-02-02')).toBe(false);
  });

  it('when the id is not a child of a subscribed family, then no access', async () => {
    await subscribe({ startDate: '2026-01-01', endDate: '2026-06-30' });
    expect(await db.repos.familyAccess.childHasActiveSubscription(999_999, '2026-02-01')).toBe(false);
  });

  it('when the family is subscribed, then its parent is a member with access too, for the same days', async () => {
    const member = (userId: number, today: string) => db.repos.familyAccess.familyHasActiveSubscription(userId, today);
    expect(await member(parentId, '2026-02-01')).toBe(false);
    await subscribe({ startDate: '2026-01-01', endDate: '2026-06-30' });
    expect([await member(parentId, '2026-02-01'), await member(childId, '2026-02-01')]).toEqual([true, true]);
    expect(await member(parentId, '2026-07-01')).toBe(false);
  });
});
