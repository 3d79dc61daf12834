import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

const proPlan = { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' };

describe.each(databasesUnderTest())('remembered-device tokens on %s', ({ name }) => {
  const clock = createTestClock('2026-05-01T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  async function newParent(email: string) {
    const { user } = await db.repos.families.register(
      { name: 'Maryam', email, phone: null, passwordHash: 'parent-hash' },
      proPlan,
    );
    return user;
  }

  const issue = (userId: number, tokenHash: string, extra: { tokenVersion?: number; replacing?: number } = {}) =>
    db.repos.deviceTokens.issue({
      userId,
      tokenHash,
      tokenVersion: extra.tokenVersion ?? 0,
      expiresAt: new Date(clock.now().getTime() + 60_000),
      now: clock.now(),
      replacing: extra.replacing,
      keep: 3,
    });

  it("when a token replaces one, the user's ended ones go, and only the newest few are kept", async () => {
    const parent = await newParent('maryam@example.test');
    await issue(parent.id, 'a'.repeat(64));
    const first = await db.repos.deviceTokens.findByHash('a'.repeat(64));
    expect(first).toMatchObject({ userId: parent.id, tokenVersion: 0 });
    await issue(parent.id, 'b'.repeat(64), { replacing: first!.id });
    expect(await db.repos.deviceTokens.findByHash('a'.repeat(64))).toBeNull();

    for (const letter of ['c', 'd', 'e']) {
      clock.advance();
      await issue(parent.id, letter.repeat(64));
    }
    // keep: 3 → b (the oldest) went.
    expect(await db.repos.deviceTokens.findByHash('b'.repeat(64))).toBeNull();
    expect(await db.repos.deviceTokens.findByHash('e'.repeat(64))).not.toBeNull();

    // A token issued under a newer token version (after a password change) clears the older ones.
    await issue(parent.id, 'f'.repeat(64), { tokenVersion: 1 });
    for (const letter of ['c', 'd', 'e']) expect(await db.repos.deviceTokens.findByHash(letter.repeat(64))).toBeNull();
  });

  it("when the user is deleted, then its tokens go with it, and another user's stay", async () => {
    const [gone, kept] = [await newParent('gone@example.test'), await newParent('kept@example.test')];
    await issue(gone.id, '1'.repeat(64));
    await issue(kept.id, '2'.repeat(64));
    await db.repos.families.removeParent(gone.id);
    expect(await db.repos.deviceTokens.findByHash('1'.repeat(64))).toBeNull();
    expect(await db.repos.deviceTokens.findByHash('2'.repeat(64))).toMatchObject({ userId: kept.id });
  });
});
