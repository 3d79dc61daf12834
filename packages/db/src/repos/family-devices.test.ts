import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

const proPlan = { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' };

describe.each(databasesUnderTest())('family devices and picture codes on %s', ({ name }) => {
  const clock = createTestClock('2026-11-28T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  async function newFamily(email: string) {
    const { user } = await db.repos.families.register(
      { name: 'Maryam', email, phone: null, passwordHash: 'parent-hash' },
      proPlan,
    );
    const created = await db.repos.users.createChildWithinLimit(
      { parentId: user.id, name: 'Yusuf', age: 5, username: `yusuf-${user.id}`, passwordHash: 'child-hash' },
      5,
    );
    if (!created.ok) throw new Error('child not created');
    return { parent: user, child: created.child };
  }

  it('when devices are added, then a parent lists their own, newest first, and removes only their own', async () => {
    const { parent } = await newFamily('maryam@example.test');
    const { parent: other } = await newFamily('other@example.test');
    const kitchen = await db.repos.familyDevices.create({
      parentId: parent.id,
      name: 'Kitchen',
      tokenHash: 'a'.repeat(64),
    });
    clock.advance();
    const phone = await db.repos.familyDevices.create({
      parentId: parent.id,
      name: 'Phone',
      tokenHash: 'b'.repeat(64),
    });
    await db.repos.familyDevices.create({ parentId: other.id, name: 'Theirs', tokenHash: 'c'.repeat(64) });

    expect((await db.repos.familyDevices.listForParent(parent.id)).map((row) => row.name)).toEqual([
      'Phone',
      'Kitchen',
    ]);
    expect(await db.repos.familyDevices.findByHash('a'.repeat(64))).toMatchObject({
      id: kitchen.id,
      parentId: parent.id,
      lastUsedAt: null,
    });
    clock.advance();
    await db.repos.familyDevices.touch(kitchen.id);
    expect((await db.repos.familyDevices.findByHash('a'.repeat(64)))?.lastUsedAt).toEqual(clock.now());

    expect(await db.repos.familyDevices.remove(other.id, phone.id)).toEqual({ ok: false, reason: 'notFound' });
    expect(await db.repos.familyDevices.remove(parent.id, phone.id)).toMatchObject({ ok: true });
    expect(await db.repos.familyDevices.findByHash('b'.repeat(64))).toBeNull();
  });

  it("when a child's picture code is set and removed, then only the hash is stored; a parent cannot hold one", async () => {
    const { parent, child } = await newFamily('codes@example.test');
    expect(child).toMatchObject({ pictureCodeHash: null, opensWithoutCode: false });

    expect(await db.repos.users.setPictureCodeHash(child.id, '$argon2id$hash')).toBe(true);
    expect((await db.repos.users.findById(child.id))?.pictureCodeHash).toBe('$argon2id$hash');
    expect(await db.repos.users.setPictureCodeHash(parent.id, '$argon2id$hash')).toBe(false);
    expect(await db.repos.users.setPictureCodeHash(child.id, null)).toBe(true);
    expect((await db.repos.users.findById(child.id))?.pictureCodeHash).toBeNull();

    const updated = await db.repos.users.update(child.id, { opensWithoutCode: true });
    expect(updated.ok && updated.user.opensWithoutCode).toBe(true);
  });

  it("when the parent is removed, then the family's devices go, and another family's stay; the export lists them", async () => {
    const { parent } = await newFamily('gone@example.test');
    const { parent: kept } = await newFamily('kept@example.test');
    await db.repos.familyDevices.create({ parentId: parent.id, name: 'Tablet', tokenHash: 'd'.repeat(64) });
    await db.repos.familyDevices.create({ parentId: kept.id, name: 'Tablet', tokenHash: 'e'.repeat(64) });

    expect((await db.repos.families.exportFamily(parent.id))?.familyDevices).toEqual([
      expect.objectContaining({ name: 'Tablet', tokenHash: 'd'.repeat(64) }),
    ]);
    await db.repos.families.removeParent(parent.id);

    expect(await db.repos.familyDevices.findByHash('d'.repeat(64))).toBeNull();
    expect(await db.repos.familyDevices.findByHash('e'.repeat(64))).not.toBeNull();
  });
});
