import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

describe.each(databasesUnderTest())('subscriptions repository on %s', ({ name }) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  it("finds the parent's subscription that covers the day, start and end days included", async () => {
    const { users, subscriptions } = testDb.db.repos;
    const { user, subscription } = await users.createParentWithSubscription(
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
    const { users, subscriptions } = testDb.db.repos;
    const { Subscription } = testDb.db.models;
    const { user, subscription: first } = await users.createParentWithSubscription(
      { name: 'Omar', email: 'omar@example.test', phone: null, passwordHash: 'h' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-06-30' },
    );
    await users.createParentWithSubscription(
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
});
