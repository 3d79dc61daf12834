import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { type Database, createDatabase } from '@young-minds/db';
import { insertSampleContent, serviceDatabases } from '@young-minds/db/testing';
import { type PrincipalCache, createPrincipalCache } from '@young-minds/service-kit';
import { redisUrlEnv } from '@young-minds/service-kit/src/testing/redis';
import {
  type ServiceHarness,
  type TestFamily,
  bearer,
  createFamily,
  startServiceHarness,
} from '@young-minds/service-kit/src/testing/harness';
import { buildContentApp } from './app';
import { createLocalMediaStore } from './media';
import { startContent } from './test-support';

// The content service keeps each caller's session for a moment (a short-lived cache of the user lookup): a session
// ended by the auth service — a logout, a new password, a deleted account — must still be refused at once.

const videosOf = (harness: ServiceHarness, session: { token: string }) =>
  harness.api().get('/api/videos').set(bearer(session));

describe.each(serviceDatabases())('sessions ended while cached, on %s', ({ name }) => {
  let harness: ServiceHarness;
  let family: TestFamily;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    family = await createFamily(harness);
    // Seen once: the parent's session is now in the cache.
    expect((await videosOf(harness, family.parent)).status).toBe(200);
  });

  it('when the parent logs out, then the old token is refused at once', async () => {
    await harness.db.repos.users.bumpTokenVersion(family.parent.id);
    expect((await videosOf(harness, family.parent)).status).toBe(401);
  });

  it('when the password changes, then the old token is refused at once', async () => {
    await harness.db.repos.users.setPasswordHash(family.parent.id, 'another-hash');
    expect((await videosOf(harness, family.parent)).status).toBe(401);
  });

  /** A hand-off's session of the family's child, as the auth service opens it ("Start learning as …"). */
  async function handOffSession(family: TestFamily) {
    const handOff = await harness.db.repos.users.openHandOff(family.parent.id, family.child.id, 12 * 3600 * 1000);
    const child = await harness.db.repos.users.findById(family.child.id);
    const token = await harness.tokens.sign({
      sub: family.child.id,
      role: 'child',
      ver: child?.tokenVersion ?? 0,
      handOffId: handOff.id,
    });
    expect((await videosOf(harness, { token })).status).toBe(200);
    return { token, handOffId: handOff.id };
  }

  it.each([
    [
      'the device goes back to the parent',
      (family: TestFamily, handOffId: number) => harness.db.repos.users.endHandOff(handOffId, family.child.id),
    ],
    [
      'the parent logs out everywhere',
      (family: TestFamily) => harness.db.repos.users.bumpTokenVersion(family.parent.id),
    ],
    [
      "the parent's password changes",
      (family: TestFamily) => harness.db.repos.users.setPasswordHash(family.parent.id, 'another-hash'),
    ],
    [
      "the parent's PIN changes",
      (family: TestFamily) => harness.db.repos.users.setParentPinHash(family.parent.id, 'pin-hash'),
    ],
  ])(
    "when %s, then a cached hand-off session is refused here at once, and the child's own login is not",
    async (_, end) => {
      expect((await videosOf(harness, family.child)).status).toBe(200);
      const handed = await handOffSession(family);
      await end(family, handed.handOffId);
      expect((await videosOf(harness, handed)).status).toBe(401);
      expect((await videosOf(harness, family.child)).status).toBe(200);
    },
  );

  it('when a hand-off is 12 hours old, then its session is refused here too', async () => {
    const handed = await handOffSession(family);
    harness.clock.advance(12 * 3600 * 1000 - 60_000);
    expect((await videosOf(harness, handed)).status).toBe(200);
    harness.clock.advance(60_000);
    expect((await videosOf(harness, handed)).status).toBe(401);
  });

  it('when a token names a hand-off of another child, then it is refused', async () => {
    const other = await createFamily(harness);
    const handOff = await harness.db.repos.users.openHandOff(other.parent.id, other.child.id, 3600_000);
    const token = await harness.tokens.sign({ sub: family.child.id, role: 'child', ver: 0, handOffId: handOff.id });
    expect((await videosOf(harness, { token })).status).toBe(401);
  });

  it("when the family is deleted, then the parent's and the child's tokens are refused at once", async () => {
    expect((await videosOf(harness, family.child)).status).toBe(200);
    await harness.db.repos.families.removeParent(family.parent.id);
    expect((await videosOf(harness, family.parent)).status).toBe(401);
    expect((await videosOf(harness, family.child)).status).toBe(401);
  });
});

/** The URL of the database a harness runs on, for a second connection (another process would open its own). */
function urlOf(db: Database): string {
  const { storage } = (db.sequelize as unknown as { options: { storage?: string } }).options;
  if (db.dialect === 'sqlite') return `sqlite:${storage}`;
  const { host, port, username, password, database } = db.sequelize.config;
  return `mysql://${encodeURIComponent(username)}:${encodeURIComponent(password ?? '')}@${host}:${port}/${database}`;
}

// With Redis (jest's globalSetup found it; CI requires it): the auth service is another process, with its own
// connection and cache; what it ends reaches this content app through Redis.
const redisUrl = process.env[redisUrlEnv];
for (const url of redisUrl ? [redisUrl] : []) {
  describe.each(serviceDatabases())('sessions ended by another process (Redis), on %s', ({ name }) => {
    const channel = `ym-test:${randomUUID()}`;
    let contentCache: PrincipalCache;
    let heard: (userIds: readonly number[]) => void = () => undefined;
    let harness: ServiceHarness;
    let auth: { db: Database; cache: PrincipalCache };
    beforeAll(async () => {
      contentCache = createPrincipalCache({ redisUrl: url, channel, onRemoteChange: (userIds) => heard(userIds) });
      harness = await startServiceHarness(name, ({ db, tokens, now, tempDir }) =>
        buildContentApp({
          db,
          tokens,
          now,
          media: createLocalMediaStore({ root: join(tempDir, 'media') }),
          principalCache: contentCache,
        }),
      );
      // The auth side, wired as its index.ts wires it: its database's session changes go out on Redis.
      const db = createDatabase({ url: urlOf(harness.db) });
      const cache = createPrincipalCache({ redisUrl: url, channel });
      db.onPrincipalsChanged((userIds) => cache.invalidate(userIds));
      auth = { db, cache };
      expect(await contentCache.ready(5000)).toBe(true);
      expect(await cache.ready(5000)).toBe(true);
    });
    afterAll(async () => {
      await auth.cache.close();
      await auth.db.close();
      await contentCache.close();
      await harness.close();
    });

    it('when the parent logs out or changes the password in the auth process, then content refuses the token', async () => {
      for (const endSession of [
        (id: number) => auth.db.repos.users.bumpTokenVersion(id),
        (id: number) => auth.db.repos.users.setPasswordHash(id, 'another-hash'),
      ]) {
        const family = await createFamily(harness);
        expect((await videosOf(harness, family.parent)).status).toBe(200);
        const message = new Promise<readonly number[]>((resolve) => {
          heard = resolve;
        });
        await endSession(family.parent.id);
        // Redis has handed the message over when the write returns; this process applies it before the next call.
        expect(await message).toEqual([family.parent.id]);
        expect((await videosOf(harness, family.parent)).status).toBe(401);
      }
    });

    it("when the parent changes the PIN in the auth process, then content refuses the child's hand-off session, not the parent's", async () => {
      const family = await createFamily(harness);
      const handOff = await auth.db.repos.users.openHandOff(family.parent.id, family.child.id, 3600_000);
      const handed = {
        token: await harness.tokens.sign({ sub: family.child.id, role: 'child', ver: 0, handOffId: handOff.id }),
      };
      expect((await videosOf(harness, handed)).status).toBe(200);
      const message = new Promise<readonly number[]>((resolve) => {
        heard = resolve;
      });
      await auth.db.repos.users.setParentPinHash(family.parent.id, 'pin-hash');
      expect(await message).toEqual([family.child.id]);
      expect((await videosOf(harness, handed)).status).toBe(401);
      expect((await videosOf(harness, family.parent)).status).toBe(200);
    });

    it('when the parent turns a child\'s "music-free only" on in the auth process, then content narrows the child\'s next call', async () => {
      // The child's audience is kept with its session (family-access/session.ts): the settings' change is announced too.
      const content = await insertSampleContent(harness.db);
      const family = await createFamily(harness);
      const videoOf = () => harness.api().get(`/api/videos/${content.videoId}`).set(bearer(family.child));
      expect((await videoOf()).status).toBe(200);
      const message = new Promise<readonly number[]>((resolve) => {
        heard = resolve;
      });
      await auth.db.repos.users.update(family.child.id, { musicFreeOnly: true });
      expect(await message).toEqual([family.child.id]);
      expect((await videoOf()).status).toBe(404);
    });
  });
}
