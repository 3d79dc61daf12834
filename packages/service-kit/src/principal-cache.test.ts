import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Principal } from './auth';
import { type PrincipalCache, createPrincipalCache } from './principal-cache';
import type { TokenClaims } from './tokens';
import { redisUrlEnv } from './testing/redis';

const claimsOf = (sub: number): TokenClaims => ({ sub, role: 'parent', ver: 0, iat: 0, exp: 0 });

/** A user table of one process: what the service's lookup would read now, and how often it was read. */
function usersTable() {
  const rows = new Map<number, Principal>([[1, { id: 1, role: 'parent', tokenVersion: 0 }]]);
  const reads: number[] = [];
  return {
    rows,
    reads,
    load: async (claims: TokenClaims) => {
      reads.push(claims.sub);
      return rows.get(claims.sub) ?? null;
    },
  };
}

describe('the principal cache', () => {
  let time = 0;
  let cache: PrincipalCache;
  beforeEach(() => {
    time = 0;
    cache = createPrincipalCache({ ttlMs: 2000, now: () => time });
  });
  afterEach(() => cache.close());

  it('when a user was just looked up, then the next calls are answered without reading it again, until it expires', async () => {
    const users = usersTable();
    const load = cache.wrap(users.load);
    expect(await load(claimsOf(1))).toEqual({ id: 1, role: 'parent', tokenVersion: 0 });
    users.rows.set(1, { id: 1, role: 'parent', tokenVersion: 1 });
    expect(await load(claimsOf(1))).toMatchObject({ tokenVersion: 0 });
    time += 2001;
    expect(await load(claimsOf(1))).toMatchObject({ tokenVersion: 1 });
    expect(users.reads).toEqual([1, 1]);
  });

  it('when a token newer than the kept entry arrives (a password changed elsewhere, its fresh token), then the user is read again', async () => {
    const users = usersTable();
    const load = cache.wrap(users.load);
    await load(claimsOf(1));
    users.rows.set(1, { id: 1, role: 'parent', tokenVersion: 1 });
    expect(await load({ ...claimsOf(1), ver: 1 })).toMatchObject({ tokenVersion: 1 });
    // The old token meets the new entry: the lookup says version 1, so the caller is refused by the version check.
    expect(await load(claimsOf(1))).toMatchObject({ tokenVersion: 1 });
    expect(users.reads).toEqual([1, 1]);
  });

  it('when a session change is announced, then the user is read again at once', async () => {
    const users = usersTable();
    const load = cache.wrap(users.load);
    await load(claimsOf(1));
    users.rows.set(1, { id: 1, role: 'parent', tokenVersion: 1 });
    await cache.invalidate([1]);
    expect(await load(claimsOf(1))).toMatchObject({ tokenVersion: 1 });
  });

  it('when a child has its own login and a hand-off, then each is answered apart, and an announcement of the child drops both', async () => {
    const open = new Set([7]);
    const reads: (number | undefined)[] = [];
    const load = cache.wrap(async (claims) => {
      reads.push(claims.handOffId);
      if (claims.handOffId !== undefined && !open.has(claims.handOffId)) return null;
      return { id: 3, role: 'child', tokenVersion: 0, ...(claims.handOffId && { handOffId: claims.handOffId }) };
    });
    const own: TokenClaims = { sub: 3, role: 'child', ver: 0, iat: 0, exp: 0 };
    const handed: TokenClaims = { ...own, handOffId: 7 };

    expect(await load(own)).not.toHaveProperty('handOffId');
    expect(await load(handed)).toMatchObject({ handOffId: 7 });
    expect(await load(own)).not.toHaveProperty('handOffId');
    expect(await load({ ...own, handOffId: 8 })).toBeNull();
    expect(reads).toEqual([undefined, 7, 8]);

    open.delete(7);
    await cache.invalidate([3]);
    expect(await load(handed)).toBeNull();
    expect(await load(own)).toMatchObject({ id: 3 });
  });

  it('when the user does not exist, then nothing is kept: a later account with that id is found', async () => {
    const users = usersTable();
    const load = cache.wrap(users.load);
    expect(await load(claimsOf(2))).toBeNull();
    users.rows.set(2, { id: 2, role: 'child', tokenVersion: 0 });
    expect(await load(claimsOf(2))).toMatchObject({ id: 2 });
  });

  it('when a change is announced while a lookup is under way, then what that lookup read is not kept', async () => {
    const users = usersTable();
    let release: () => void = () => undefined;
    const load = cache.wrap(async (claims) => {
      const row = await users.load(claims);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return row;
    });
    const pending = load(claimsOf(1));
    await Promise.resolve();
    users.rows.set(1, { id: 1, role: 'parent', tokenVersion: 1 });
    await cache.invalidate([1]);
    release();
    expect(await pending).toMatchObject({ tokenVersion: 0 });
    const next = load(claimsOf(1));
    await Promise.resolve();
    release();
    expect(await next).toMatchObject({ tokenVersion: 1 });
  });
});

// With Redis (jest's globalSetup found it; CI requires it), as the rate-limit suites do.
const redisUrl = process.env[redisUrlEnv];
const redisUnderTest = redisUrl ? [redisUrl] : [];

for (const url of redisUnderTest)
  describe('the principal cache across processes (Redis)', () => {
    const caches: PrincipalCache[] = [];
    const clients: Redis[] = [];
    afterEach(async () => {
      await Promise.all(caches.splice(0).map((cache) => cache.close()));
      for (const client of clients.splice(0)) client.disconnect();
    });

    async function cacheOn(channel: string, onRemoteChange?: (userIds: readonly number[]) => void) {
      const cache = createPrincipalCache({ redisUrl: url, channel, ttlMs: 60_000, onRemoteChange });
      caches.push(cache);
      expect(await cache.ready(5000)).toBe(true);
      return cache;
    }

    it('when another process announces that a session ended, then this process reads the user again at once', async () => {
      const channel = `ym-test:${randomUUID()}`;
      let heard: (userIds: readonly number[]) => void = () => undefined;
      const message = new Promise<readonly number[]>((resolve) => {
        heard = resolve;
      });
      const here = await cacheOn(channel, (userIds) => heard(userIds));
      const elsewhere = await cacheOn(channel);
      const users = usersTable();
      const load = here.wrap(users.load);
      await load(claimsOf(1));
      users.rows.delete(1);
      await elsewhere.invalidate([1]);
      expect(await message).toEqual([1]);
      expect(await load(claimsOf(1))).toBeNull();
    });

    it('when a session ends here, then the ids go out on the channel for the other processes', async () => {
      const channel = `ym-test:${randomUUID()}`;
      const cache = await cacheOn(channel);
      const listener = new Redis(url);
      clients.push(listener);
      await listener.subscribe(channel);
      const received = new Promise<string>((resolve) =>
        listener.once('message', (_channel, message) => resolve(message)),
      );
      await cache.invalidate([4, 5]);
      expect(JSON.parse(await received)).toEqual([4, 5]);
    });
  });
