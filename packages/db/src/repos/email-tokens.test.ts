import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import type { OutgoingEmail } from './email-outbox';
import { hashEmailToken, newEmailToken } from './email-tokens';

const email = (to: string, text: string): OutgoingEmail => ({
  to,
  language: 'en',
  kind: 'test-link',
  subject: 'A link',
  text,
  html: `<p>${text}</p>`,
});

describe.each(databasesUnderTest())('emailed link tokens on %s', ({ name }) => {
  const clock = createTestClock('2026-05-01T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  async function newParent(address: string) {
    const { user } = await db.repos.families.register({
      name: 'Maryam',
      email: address,
      phone: null,
      passwordHash: 'old-hash',
    });
    return user;
  }

  /** Issues a link and returns the token the email carried (read back from the outbox). */
  async function issue(userId: number, address: string, purpose: 'reset-password' | 'verify-email' | 'sign-in') {
    let carried = '';
    await db.repos.emailTokens.issue({ userId, purpose, email: address }, (token) => {
      carried = token;
      return [email(address, `token=${token}`)];
    });
    return carried;
  }

  it('when a link is issued, then only its hash is stored and the email is in the outbox with it', async () => {
    const parent = await newParent('maryam@example.test');
    const token = await issue(parent.id, 'maryam@example.test', 'reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.models.EmailToken.findAll({ where: { userId: parent.id } });
    expect(rows.map((row) => row.tokenHash)).toEqual([hashEmailToken(token)]);
    expect(rows[0]!.expiresAt.getTime() - clock.now().getTime()).toBe(60 * 60_000);
    const outbox = await db.repos.emailOutbox.listTo('maryam@example.test');
    expect(outbox.map((row) => row.textBody)).toEqual([`token=${token}`]);
  });

  it('when a reset link is redeemed, then the password changes and the sessions end, once', async () => {
    const parent = await newParent('maryam@example.test');
    const token = await issue(parent.id, 'maryam@example.test', 'reset-password');
    expect(await db.repos.emailTokens.findValid(token, 'reset-password')).not.toBeNull();
    // A token of another purpose is not one.
    expect(await db.repos.emailTokens.findValid(token, 'sign-in')).toBeNull();

    const changed = await db.repos.emailTokens.resetPassword(token, 'new-hash');
    expect(changed).toMatchObject({ id: parent.id, passwordHash: 'new-hash', tokenVersion: parent.tokenVersion + 1 });
    expect(await db.repos.emailTokens.resetPassword(token, 'third-hash')).toBeNull();
    expect((await db.repos.users.findById(parent.id))?.passwordHash).toBe('new-hash');
    expect(await db.repos.emailTokens.findValid(token, 'reset-password')).toBeNull();
  });

  it('when two redemptions of one link race, then exactly one succeeds', async () => {
    const parent = await newParent('maryam@example.test');
    const token = await issue(parent.id, 'maryam@example.test', 'reset-password');
    const results = await Promise.all([
      db.repos.emailTokens.resetPassword(token, 'hash-a'),
      db.repos.emailTokens.resetPassword(token, 'hash-b'),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it('when a link has expired or a newer one was issued, then it no longer works', async () => {
    const parent = await newParent('maryam@example.test');
    const expiring = await issue(parent.id, 'maryam@example.test', 'sign-in');
    clock.advance(15 * 60_000);
    expect(await db.repos.emailTokens.signIn(expiring)).toBeNull();

    const older = await issue(parent.id, 'maryam@example.test', 'sign-in');
    const newer = await issue(parent.id, 'maryam@example.test', 'sign-in');
    expect(await db.repos.emailTokens.signIn(older)).toBeNull();
    expect(await db.repos.emailTokens.signIn(newer)).toMatchObject({ id: parent.id });
    // Issuing one purpose leaves the other purposes' links alone.
    const reset = await issue(parent.id, 'maryam@example.test', 'reset-password');
    await issue(parent.id, 'maryam@example.test', 'sign-in');
    expect(await db.repos.emailTokens.findValid(reset, 'reset-password')).not.toBeNull();
    expect(await db.repos.emailTokens.signIn('never-issued')).toBeNull();
  });

  it('when a confirmation link is redeemed, then the address and the consent are recorded, only for that address', async () => {
    const parent = await newParent('maryam@example.test');
    const token = await issue(parent.id, 'maryam@example.test', 'verify-email');
    const verified = await db.repos.emailTokens.verifyEmail(token);
    expect(verified).toMatchObject({
      ok: true,
      user: { privacyConsentEmail: 'maryam@example.test', emailVerifiedAt: clock.now(), privacyConsentAt: clock.now() },
    });
    expect(await db.repos.emailTokens.verifyEmail(token)).toEqual({ ok: false });

    const other = await newParent('other@example.test');
    const stale = await issue(other.id, 'other@example.test', 'verify-email');
    await db.repos.users.update(other.id, { email: 'changed@example.test' });
    expect(await db.repos.emailTokens.verifyEmail(stale)).toEqual({ ok: false });
    expect((await db.repos.users.findById(other.id))?.emailVerifiedAt).toBeNull();
  });

  it('when a parent registers with a verification, then the token and its email are written with the account', async () => {
    const { token, tokenHash } = newEmailToken();
    const { user } = await db.repos.families.register({
      name: 'Hind',
      email: 'Hind@Example.test',
      phone: null,
      passwordHash: 'hash',
      verification: { tokenHash, email: email('hind@example.test', 'welcome') },
    });
    expect(await db.repos.emailOutbox.listTo('hind@example.test')).toHaveLength(1);
    expect(await db.repos.emailTokens.verifyEmail(token)).toMatchObject({ ok: true, user: { id: user.id } });
  });

  it('when the user is deleted, then their tokens go with them', async () => {
    const parent = await newParent('gone@example.test');
    await issue(parent.id, 'gone@example.test', 'reset-password');
    await db.repos.families.removeParent(parent.id);
    expect(await db.models.EmailToken.count({ where: { userId: parent.id } })).toBe(0);
  });
});
