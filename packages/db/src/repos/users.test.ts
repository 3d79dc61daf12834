import { createDatabase, type Database } from '../connection';
import { isUniqueViolation } from '../errors';
import {
  createTestDatabase,
  databasesUnderTest,
  insertChildActivity,
  insertSampleContent,
  type TestDatabase,
} from '../testing';
import type { FamiliesDomain } from '../domains/families';
import type { NewChild, UserRecord, UsersRepo } from './users';

const proPlan = { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2025-07-01' };

/** A repository result must be data only: no model instance, no prototype tricks, nothing lazy. */
function expectPlain(record: object): void {
  expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  expect(record).not.toHaveProperty('dataValues');
  for (const [key, value] of Object.entries(record)) {
    const isDate = Object.prototype.toString.call(value) === '[object Date]';
    const isScalar = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    expect({ key, plain: isDate || isScalar }).toEqual({ key, plain: true });
  }
}

describe.each(databasesUnderTest())('users repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let users: UsersRepo;
  let families: FamiliesDomain;
  let emails = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
    users = db.repos.users;
    families = db.repos.families;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  async function newParent(overrides: Partial<{ name: string; email: string }> = {}): Promise<UserRecord> {
    emails += 1;
    const { user } = await families.register(
      {
        name: overrides.name ?? `Parent ${emails}`,
        email: overrides.email ?? `parent${emails}@example.test`,
        phone: '+1 555 0100',
        passwordHash: 'parent-hash',
      },
      proPlan,
    );
    return user;
  }

  async function newChild(parentId: number, fields: Partial<NewChild> = {}): Promise<UserRecord> {
    const result = await users.createChildWithinLimit(
      { parentId, name: 'Yusuf', age: 8, passwordHash: 'child-hash', ...fields },
      5,
    );
    if (!result.ok) throw new Error('child limit reached');
    return result.child;
  }

  describe('registration', () => {
    it('when a parent registers, then the parent and its subscription are stored together', async () => {
      const { user, subscription } = await families.register(
        { name: 'Amina', email: '  Amina@Example.TEST ', phone: '+1 555 0100', passwordHash: 'hash' },
        proPlan,
      );
      expect(user).toMatchObject({ role: 'parent', name: 'Amina', email: 'amina@example.test', tokenVersion: 0 });
      expect(subscription).toMatchObject({ ...proPlan, parentId: user.id, isActive: true });
      expectPlain(user);
      expectPlain(subscription);
      expect(await db.repos.subscriptions.activeForParent(user.id, '2025-03-01')).toEqual(subscription);
    });

    it('when the subscription cannot be written, then the parent is not stored either', async () => {
      const broken = { ...proPlan, startDate: null as unknown as string };
      await expect(
        families.register({ name: 'Omar', email: 'omar@example.test', phone: null, passwordHash: 'h' }, broken),
      ).rejects.toThrow();
      expect(await users.findByEmail('omar@example.test')).toBeNull();
    });

    it('when an email is registered twice, then the database refuses the second (whatever its case)', async () => {
      await newParent({ email: 'twice@example.test' });
      const error = await newParent({ email: 'TWICE@example.test' }).catch((caught: unknown) => caught);
      expect(isUniqueViolation(error)).toBe(true);
    });
  });

  describe('lookups', () => {
    it('when logging in, then the email matches in any case and the username only exactly', async () => {
      const parent = await newParent({ email: 'login@example.test' });
      const child = await newChild(parent.id, { username: 'Maryam7' });

      expect((await users.findByLogin('LOGIN@example.test'))?.id).toBe(parent.id);
      expect((await users.findByLogin('Maryam7'))?.id).toBe(child.id);
      expect(await users.findByLogin('maryam7')).toBeNull();
      expect(await users.findByLogin('nobody@example.test')).toBeNull();
      expectPlain((await users.findByLogin('Maryam7'))!);
    });

    it('finds by id and by email, with the hash and token version the service needs', async () => {
      const parent = await newParent({ email: 'find@example.test' });
      const byId = await users.findById(parent.id);
      expect(byId).toEqual(parent);
      expect(byId).toMatchObject({ passwordHash: 'parent-hash', tokenVersion: 0 });
      expect(await users.findByEmail('Find@Example.test')).toEqual(parent);
      expect(await users.findById(999_999)).toBeNull();
      expectPlain(byId!);
    });

    it('tells whether an email or username is taken, optionally by someone other than a given user', async () => {
      const parent = await newParent({ email: 'taken@example.test' });
      const child = await newChild(parent.id, { username: 'ali' });

      expect(await users.emailTaken('TAKEN@example.test')).toBe(true);
      expect(await users.emailTaken('taken@example.test', parent.id)).toBe(false);
      expect(await users.emailTaken('free@example.test')).toBe(false);
      expect(await users.usernameTaken('ali')).toBe(true);
      expect(await users.usernameTaken('ali', child.id)).toBe(false);
      expect(await users.usernameTaken('Ali')).toBe(false);
    });

    it("gives a user's name, or null", async () => {
      const parent = await newParent({ name: 'Khadija' });
      expect(await users.nameOf(parent.id)).toBe('Khadija');
      expect(await users.nameOf(null)).toBeNull();
      expect(await users.nameOf(999_999)).toBeNull();
    });
  });

  describe('children and the plan limit', () => {
    it('when the parent is below the limit, then the child is created under that parent', async () => {
      const parent = await newParent();
      const result = await users.createChildWithinLimit(
        { parentId: parent.id, name: 'Hana', age: 7, username: 'hana', passwordHash: 'h' },
        5,
      );
      expect(result).toEqual({
        ok: true,
        // Children have no email: they log in with their username.
        child: expect.objectContaining({ role: 'child', parentId: parent.id, username: 'hana', email: null }),
      });
      if (result.ok) expectPlain(result.child);
      expect(await users.countChildren(parent.id)).toBe(1);
    });

    it('when the parent has reached the limit, then no child is added', async () => {
      const parent = await newParent();
      for (let index = 0; index < 2; index += 1) await newChild(parent.id, { username: `kid${index}` });
      expect(
        await users.createChildWithinLimit({ parentId: parent.id, name: 'One more', age: 5, passwordHash: 'h' }, 2),
      ).toEqual({
        ok: false,
        reason: 'limit',
      });
      expect(await users.countChildren(parent.id)).toBe(2);
    });

    it('when 8 creations race for a limit of 5, then exactly 5 children exist', async () => {
      const parent = await newParent();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          users.createChildWithinLimit({ parentId: parent.id, name: `Racer ${index}`, age: 6, passwordHash: 'h' }, 5),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(results.filter((result) => !result.ok)).toEqual(Array(3).fill({ ok: false, reason: 'limit' }));
      expect(await users.countChildren(parent.id)).toBe(5);
    });

    it('when the racing creations come from two services (two connections), then the limit still holds', async () => {
      const parent = await newParent();
      const otherService = createDatabase({ url: testDb.url });
      try {
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, index) =>
            (index % 2 === 0 ? users : otherService.repos.users).createChildWithinLimit(
              { parentId: parent.id, name: `Racer ${index}`, age: 6, passwordHash: 'h' },
              5,
            ),
          ),
        );
        expect(results.filter((result) => result.ok)).toHaveLength(5);
      } finally {
        await otherService.close();
      }
      expect(await users.countChildren(parent.id)).toBe(5);
    });

    it('when the parent does not exist or is not a parent, then creating a child fails', async () => {
      const parent = await newParent();
      const child = await newChild(parent.id);
      for (const parentId of [999_999, child.id]) {
        expect(await users.createChildWithinLimit({ parentId, name: 'x', age: 5, passwordHash: 'h' }, 5)).toEqual({
          ok: false,
          reason: 'parentNotFound',
        });
      }
    });
  });

  describe('lists', () => {
    it('lists parents newest first, a page at a time, with the total', async () => {
      const first = await newParent({ name: 'First' });
      const second = await newParent({ name: 'Second' });
      const third = await newParent({ name: 'Third' });
      await newChild(first.id);

      const page1 = await users.listParents({ page: 1, pageSize: 2 });
      const page2 = await users.listParents({ page: 2, pageSize: 2 });
      expect(page1.total).toBe(3);
      expect(page1.rows.map((row) => row.id)).toEqual([third.id, second.id]);
      expect(page2.rows.map((row) => row.id)).toEqual([first.id]);
      page1.rows.forEach(expectPlain);
    });

    it('searches parents by name or email, ignoring case, and treats % and _ literally', async () => {
      await newParent({ name: 'Bilal Rahman', email: 'bilal@example.test' });
      await newParent({ name: 'Sara', email: 'sara_100%@example.test' });
      await newParent({ name: 'Saraab', email: 'saraab@example.test' });

      expect(
        (await users.listParents({ page: 1, pageSize: 10, search: 'rahman' })).rows.map((row) => row.name),
      ).toEqual(['Bilal Rahman']);
      expect((await users.listParents({ page: 1, pageSize: 10, search: 'BILAL@' })).total).toBe(1);
      expect((await users.listParents({ page: 1, pageSize: 10, search: '100%' })).rows.map((row) => row.name)).toEqual([
        'Sara',
      ]);
      expect((await users.listParents({ page: 1, pageSize: 10, search: 'a_1' })).rows.map((row) => row.name)).toEqual([
        'Sara',
      ]);
      expect((await users.listParents({ page: 1, pageSize: 10, search: '  ' })).total).toBe(3);
    });

    it("lists children with their parent's name, for everyone or for one parent", async () => {
      const amina = await newParent({ name: 'Amina' });
      const omar = await newParent({ name: 'Omar' });
      const hana = await newChild(amina.id, { name: 'Hana', username: 'hana_Q' });
      const zaid = await newChild(omar.id, { name: 'Zaid', username: 'zaid_k' });

      const all = await users.listChildren({ page: 1, pageSize: 10 });
      expect(all.total).toBe(2);
      expect(all.rows.map((row) => [row.name, row.parentName])).toEqual([
        ['Zaid', 'Omar'],
        ['Hana', 'Amina'],
      ]);
      all.rows.forEach(expectPlain);

      const ofAmina = await users.listChildren({ page: 1, pageSize: 10, parentId: amina.id });
      expect(ofAmina).toEqual({ rows: [{ ...hana, parentName: 'Amina' }], total: 1 });
      expect((await users.listChildren({ page: 1, pageSize: 10, search: 'ZAID_' })).rows.map((row) => row.id)).toEqual([
        zaid.id,
      ]);
      // Usernames match exactly at login, but a search ignores case on every database.
      expect((await users.listChildren({ page: 1, pageSize: 10, search: 'A_q' })).rows.map((row) => row.id)).toEqual([
        hana.id,
      ]);
      expect((await users.listChildren({ page: 1, pageSize: 10, search: 'hana', parentId: omar.id })).total).toBe(0);
    });

    it("reads one parent's children, newest first, with the parent's name, as the admin's list does", async () => {
      const amina = await newParent({ name: 'Amina' });
      const omar = await newParent({ name: 'Omar' });
      const hana = await newChild(amina.id, { name: 'Hana', username: 'hana_r' });
      await newChild(omar.id, { name: 'Zaid', username: 'zaid_r' });
      const yusuf = await newChild(amina.id, { name: 'Yusuf', username: 'yusuf_r' });

      const children = await users.childrenOf(amina.id, 10);
      expect(children).toEqual([
        { ...yusuf, parentName: 'Amina' },
        { ...hana, parentName: 'Amina' },
      ]);
      children.forEach(expectPlain);
      expect(children).toEqual((await users.listChildren({ page: 1, pageSize: 10, parentId: amina.id })).rows);
      expect((await users.childrenOf(amina.id, 1)).map((child) => child.id)).toEqual([yusuf.id]);
      expect(await users.childrenOf(hana.id, 10)).toEqual([]);
      expect(await users.childrenOf(999_999, 10)).toEqual([]);
    });
  });

  describe('updates and tokens', () => {
    it('updates only the given fields and normalises the email', async () => {
      const parent = await newParent({ name: 'Before', email: 'before@example.test' });
      const updated = await users.update(parent.id, { name: 'After', email: 'After@Example.test', phone: undefined });
      if (!updated.ok) throw new Error('not updated');
      expect(updated.user).toMatchObject({ name: 'After', email: 'after@example.test', phone: '+1 555 0100' });
      expectPlain(updated.user);
      expect(await users.update(parent.id, {})).toEqual(updated);
      expect(await users.update(999_999, { name: 'x' })).toEqual({ ok: false, reason: 'notFound' });
    });

    it('when a token version is bumped or a password set, then the version goes up by one each time', async () => {
      const parent = await newParent();
      expect(await users.bumpTokenVersion(parent.id)).toBe(true);
      expect((await users.findById(parent.id))?.tokenVersion).toBe(1);

      const afterPassword = await users.setPasswordHash(parent.id, 'new-hash');
      if (!afterPassword.ok) throw new Error('not stored');
      expect(afterPassword.user).toMatchObject({ passwordHash: 'new-hash', tokenVersion: 2 });
      expectPlain(afterPassword.user);

      expect(await users.bumpTokenVersion(999_999)).toBe(false);
      expect(await users.setPasswordHash(999_999, 'h')).toEqual({ ok: false, reason: 'notFound' });
    });

    it('when sessions end (logout, password, a child or a family deleted), then listeners hear whose, once stored', async () => {
      const parent = await newParent();
      const child = await newChild(parent.id);
      const other = await newParent();
      const otherChild = await newChild(other.id);
      const unconcerned = await newParent();
      const heard: { ids: readonly number[]; storedVersion: number | undefined }[] = [];
      const stop = db.onPrincipalsChanged(async (ids) => {
        // Read on another path than the write's transaction: the change must already be committed.
        heard.push({ ids, storedVersion: (await users.principalOf(ids[0]!))?.tokenVersion });
      });
      try {
        await users.bumpTokenVersion(parent.id);
        await users.setPasswordHash(parent.id, 'new-hash');
        await users.update(parent.id, { name: 'Renamed' });
        await users.bumpTokenVersion(999_999);
        await families.removeChild(child.id);
        await families.removeParent(parent.id);
        await families.removeParent(other.id);
        expect(heard).toEqual([
          { ids: [parent.id], storedVersion: 1 },
          { ids: [parent.id], storedVersion: 2 },
          { ids: [child.id], storedVersion: undefined },
          { ids: [parent.id], storedVersion: undefined },
          { ids: [other.id, otherChild.id], storedVersion: undefined },
        ]);
      } finally {
        stop();
      }
      await users.bumpTokenVersion(unconcerned.id);
      expect(heard).toHaveLength(5);
    });

    it('when a child is added with its settings and edited, then they are stored; unset ones take the defaults', async () => {
      const parent = await newParent();
      const plain = await newChild(parent.id);
      expect(plain).toMatchObject({ avatar: null, weeklyGoalMinutes: 120, ageBand: null, musicFreeOnly: false });
      const chosen = await newChild(parent.id, {
        avatar: 'falcon',
        weeklyGoalMinutes: 90,
        ageBand: '3-5',
        musicFreeOnly: true,
      });
      expect(chosen).toMatchObject({ avatar: 'falcon', weeklyGoalMinutes: 90, ageBand: '3-5', musicFreeOnly: true });

      const edited = await users.update(chosen.id, { weeklyGoalMinutes: 200, ageBand: null, musicFreeOnly: false });
      expect(edited.ok && edited.user).toMatchObject({ weeklyGoalMinutes: 200, ageBand: null, musicFreeOnly: false });
      const themed = await users.update(parent.id, { themeName: 'Forest' });
      expect(themed.ok && themed.user.themeName).toBe('Forest');
    });

    it("when a parent's PIN is set or removed, then only a parent's row changes and tokens stay valid", async () => {
      const parent = await newParent();
      const child = await newChild(parent.id);
      expect(await users.setParentPinHash(parent.id, 'pin-hash')).toBe(true);
      expect(await users.findById(parent.id)).toMatchObject({ parentPinHash: 'pin-hash', tokenVersion: 0 });
      expect(await users.setParentPinHash(parent.id, null)).toBe(true);
      expect((await users.findById(parent.id))?.parentPinHash).toBeNull();
      expect(await users.setParentPinHash(child.id, 'pin-hash')).toBe(false);
      expect((await users.findById(child.id))?.parentPinHash).toBeNull();
    });

    it('when two first-password set-ups race, then exactly one stores its password', async () => {
      const { user: admin } = await users.ensureAdmin('root@example.test', 'Administrator');
      const stored = await Promise.all([
        users.setFirstPassword(admin.id, 'first'),
        users.setFirstPassword(admin.id, 'second'),
      ]);
      expect(stored.filter(Boolean)).toHaveLength(1);
      expect(['first', 'second']).toContain((await users.findById(admin.id))?.passwordHash);
      expect(await users.setFirstPassword(admin.id, 'third')).toBe(false);
    });
  });

  describe('the bootstrap admin', () => {
    it('creates the admin without a password once, then finds it', async () => {
      const first = await users.ensureAdmin('Admin@Example.test', 'Administrator');
      expect(first).toEqual({
        created: true,
        user: expect.objectContaining({ role: 'admin', email: 'admin@example.test', passwordHash: null }),
      });
      expectPlain(first.user);
      const again = await users.ensureAdmin('admin@example.test', 'Administrator');
      expect(again).toEqual({ created: false, user: first.user });
    });

    it('when several services start at once, then one admin is created', async () => {
      const otherService = createDatabase({ url: testDb.url });
      try {
        const results = await Promise.all([
          users.ensureAdmin('boot@example.test', 'Administrator'),
          otherService.repos.users.ensureAdmin('boot@example.test', 'Administrator'),
          users.ensureAdmin('boot@example.test', 'Administrator'),
        ]);
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(new Set(results.map((result) => result.user.id)).size).toBe(1);
      } finally {
        await otherService.close();
      }
    });

    it('when any admin exists, then ensureFirstAdmin returns the oldest one whatever its email, and creates none', async () => {
      const first = await users.ensureFirstAdmin('first@example.test', 'Administrator');
      expect(first.created).toBe(true);
      await users.update(first.user.id, { email: 'renamed@example.test' });
      const again = await users.ensureFirstAdmin('first@example.test', 'Administrator');
      expect(again).toEqual({
        created: false,
        user: expect.objectContaining({ id: first.user.id, email: 'renamed@example.test' }),
      });
      expect(await users.findByEmail('first@example.test')).toBeNull();
    });

    it('when admins are waiting for a first password, then adminAwaitingPassword names the oldest, else null', async () => {
      expect(await users.adminAwaitingPassword()).toBeNull();
      const { user: admin } = await users.ensureAdmin('waiting@example.test', 'Administrator');
      expect(await users.adminAwaitingPassword()).toMatchObject({ id: admin.id });
      await users.setFirstPassword(admin.id, 'hash');
      expect(await users.adminAwaitingPassword()).toBeNull();
    });
  });

  describe('deletes', () => {
    async function familyWithEverything() {
      const content = await insertSampleContent(db);
      const parent = await newParent();
      const children = [await newChild(parent.id, { name: 'Hana' }), await newChild(parent.id, { name: 'Zaid' })];
      for (const child of children) await insertChildActivity(db, child.id, content);
      const subscription = await db.models.Subscription.findOne({ where: { parentId: parent.id } });
      await db.models.Payment.create({
        parentId: parent.id,
        subscriptionId: subscription!.id,
        amount: 19.99,
        status: 'succeeded',
        provider: 'manual',
        paidAt: new Date(),
      });
      return { parent, children, content };
    }

    async function rowsOf(userIds: number[]) {
      const { User, Subscription, Payment, LearningProgress, QuizSubmission, AssignmentSubmission } = db.models;
      return {
        users: await User.count({ where: { id: userIds } }),
        subscriptions: await Subscription.count({ where: { parentId: userIds } }),
        payments: await Payment.count({ where: { parentId: userIds } }),
        progress: await LearningProgress.count({ where: { childId: userIds } }),
        quizSubmissions: await QuizSubmission.count({ where: { childId: userIds } }),
        assignmentSubmissions: await AssignmentSubmission.count({ where: { childId: userIds } }),
      };
    }

    it('when a parent is deleted, then its children, their activity, its subscriptions and payments go too, and nothing else', async () => {
      const doomed = await familyWithEverything();
      const kept = await familyWithEverything();
      const doomedIds = [doomed.parent.id, ...doomed.children.map((child) => child.id)];
      const keptIds = [kept.parent.id, ...kept.children.map((child) => child.id)];
      const keptBefore = await rowsOf(keptIds);

      expect(await families.removeParent(doomed.parent.id)).toMatchObject({ id: doomed.parent.id, role: 'parent' });

      expect(await rowsOf(doomedIds)).toEqual({
        users: 0,
        subscriptions: 0,
        payments: 0,
        progress: 0,
        quizSubmissions: 0,
        assignmentSubmissions: 0,
      });
      expect(await rowsOf(keptIds)).toEqual(keptBefore);
      expect(keptBefore).toEqual({
        users: 3,
        subscriptions: 1,
        payments: 1,
        progress: 2,
        quizSubmissions: 2,
        assignmentSubmissions: 2,
      });
      // Content is not the family's: it stays.
      expect(await db.models.Quiz.count({ where: { id: doomed.content.quizId } })).toBe(1);
    });

    it('when a child is deleted, then its activity goes and its parent and siblings stay', async () => {
      const family = await familyWithEverything();
      const [gone, sibling] = family.children as [UserRecord, UserRecord];
      expect(await families.removeChild(gone.id)).toMatchObject({ id: gone.id, role: 'child' });
      expect(await rowsOf([gone.id])).toMatchObject({
        users: 0,
        progress: 0,
        quizSubmissions: 0,
        assignmentSubmissions: 0,
      });
      expect(await rowsOf([family.parent.id, sibling.id])).toMatchObject({ users: 2, subscriptions: 1, progress: 1 });
    });

    it('when the id is not of the expected role, then nothing is deleted', async () => {
      const parent = await newParent();
      const child = await newChild(parent.id);
      expect(await families.removeParent(child.id)).toBeNull();
      expect(await families.removeChild(parent.id)).toBeNull();
      expect(await families.removeParent(999_999)).toBeNull();
      expect(await rowsOf([parent.id, child.id])).toMatchObject({ users: 2 });
    });
  });
  describe("the family's clock", () => {
    it('when nothing was chosen, then a parent and their child read UTC and Monday', async () => {
      const parent = await newParent();
      const child = await newChild(parent.id);
      expect(await users.familyClockOf(parent.id)).toEqual({ timeZone: 'UTC', weekStartsOn: 'monday' });
      expect(await users.familyClockOf(child.id)).toEqual({ timeZone: 'UTC', weekStartsOn: 'monday' });
      expect(await users.familyClockOf(999_999)).toBeNull();
    });

    it('when registered with a zone, then the family starts on it', async () => {
      const { user } = await families.register({
        name: 'Dewi',
        email: 'dewi@example.test',
        phone: null,
        passwordHash: 'hash',
        timeZone: 'Asia/Jakarta',
      });
      expect(await users.familyClockOf(user.id)).toEqual({ timeZone: 'Asia/Jakarta', weekStartsOn: 'monday' });
    });

    it("when the parent sets it, then the child reads the parent's, and a child's row cannot be set", async () => {
      const parent = await newParent();
      const child = await newChild(parent.id);
      const clock = { timeZone: 'Pacific/Kiritimati', weekStartsOn: 'sunday' } as const;
      expect(await users.setFamilyClock(parent.id, clock)).toBe(true);
      expect(await users.familyClockOf(child.id)).toEqual(clock);
      expect(await users.setFamilyClock(child.id, { timeZone: 'UTC', weekStartsOn: 'monday' })).toBe(false);
      expect(await users.familyClockOf(parent.id)).toEqual(clock);
    });
  });
});
