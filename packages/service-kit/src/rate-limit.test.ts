import { Redis } from 'ioredis';
import { redisPrefix } from './config';
import { HttpError } from './errors';
import { type RateLimitStore, createRateLimitStore, createRateLimiter, redisRateLimitStore } from './rate-limit';
import { rateLimitStoresUnderTest, testRateLimitStore } from './testing/redis';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

describe.each(rateLimitStoresUnderTest())('rate limiters in %s', (kind) => {
  let store: RateLimitStore;
  beforeEach(async () => {
    store = await testRateLimitStore(kind);
  });
  afterEach(() => store.close());

  test('when max attempts are used up, then the next one gets 429 with Retry-After in seconds', async () => {
    const limiter = store.limiter({ name: 'login', windowMs: 60_000, max: 3 });
    expect([await limiter.consume('k'), await limiter.consume('k'), await limiter.consume('k')]).toEqual([2, 1, 0]);
    const err = await rejection(limiter.consume('k'));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 429, message: 'Too many attempts. Please try again later.' });
    const retryAfter = Number((err as HttpError).headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  test('when keys differ, then they are counted apart, and reset forgets one', async () => {
    const limiter = store.limiter({ name: 'login', windowMs: 60_000, max: 1 });
    await limiter.consume('a');
    expect(await limiter.consume('b')).toBe(0);
    await expect(limiter.consume('a')).rejects.toBeInstanceOf(HttpError);
    await limiter.reset('a');
    expect(await limiter.consume('a')).toBe(0);
  });

  test('when an attempt is refunded, then it no longer counts', async () => {
    const limiter = store.limiter({ name: 'login', windowMs: 60_000, max: 2 });
    await limiter.consume('k');
    await limiter.consume('k');
    await limiter.refund('k');
    expect(await limiter.count('k')).toBe(1);
    expect(await limiter.consume('k')).toBe(0);
  });

  test('when two limiters share a store, then their names keep their counters apart', async () => {
    const first = store.limiter({ name: 'first', windowMs: 60_000, max: 1 });
    const second = store.limiter({ name: 'second', windowMs: 60_000, max: 1 });
    await first.consume('k');
    expect(await second.consume('k')).toBe(0);
  });

  test('when penalties are counted, then they never reject, and check rejects once max is reached', async () => {
    const limiter = store.limiter({ name: 'failures', windowMs: 60_000, max: 2 });
    expect(await limiter.count('k')).toBe(0);
    await expect(limiter.check('k')).resolves.toBeUndefined();
    expect(await limiter.penalty('k')).toBe(1);
    expect(await limiter.penalty('k')).toBe(2);
    expect(await limiter.penalty('k')).toBe(3);
    expect(await limiter.count('k')).toBe(3);
    await expect(limiter.check('k')).rejects.toMatchObject({ status: 429 });
    await limiter.reset('k');
    await expect(limiter.check('k')).resolves.toBeUndefined();
  });

  test('when several processes share the store, then they share the counters', async () => {
    if (kind === 'memory') return; // one process: nothing to share
    const url = process.env.YM_REDIS_URL!;
    const prefix = `ym-test:shared:${Date.now()}:${Math.random()}`;
    const one = redisRateLimitStore(url, prefix);
    const other = redisRateLimitStore(url, prefix);
    const inspector = new Redis(url);
    try {
      expect(await Promise.all([one.ready(5000), other.ready(5000)])).toEqual([true, true]);
      const options = { name: 'login', windowMs: 60_000, max: 2 };
      await one.limiter(options).consume('k');
      await other.limiter(options).consume('k');
      await expect(one.limiter(options).consume('k')).rejects.toMatchObject({ status: 429 });
      expect(Number(await inspector.get(`${prefix}:login:k`))).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all([one.close(), other.close(), inspector.quit()]);
    }
  });

  test('when two installations share one Redis under their own REDIS_PREFIX, then they share no limit (issue 29, item 12)', async () => {
    if (kind === 'memory') return; // one process: nothing to share
    const url = process.env.YM_REDIS_URL!;
    const run = `${Date.now()}-${Math.random()}`;
    // As the services build their stores: `<prefix>:auth`, the prefix from each installation's database.
    const storeOf = (databaseUrl: string) =>
      redisRateLimitStore(url, `${redisPrefix({}, databaseUrl)}:auth`.replace('ym:', `ym-test-${run}:`));
    const school = storeOf('mysql://u:p@db:3306/school');
    const family = storeOf('mysql://u:p@db:3306/family');
    const schoolAgain = storeOf('mysql://u:p@other-host:3306/school');
    try {
      expect(await Promise.all([school.ready(5000), family.ready(5000), schoolAgain.ready(5000)])).toEqual([
        true,
        true,
        true,
      ]);
      const options = { name: 'login-ip', windowMs: 60_000, max: 1 };
      await school.limiter(options).consume('203.0.113.9');
      // The other installation's counter is its own…
      await expect(family.limiter(options).consume('203.0.113.9')).resolves.toBe(0);
      // …while another process of the same installation sees the first one's.
      await expect(schoolAgain.limiter(options).consume('203.0.113.9')).rejects.toMatchObject({ status: 429 });
    } finally {
      await Promise.all([school.close(), family.close(), schoolAgain.close()]);
    }
  });

  test('when bad options are given, then they are refused', () => {
    expect(() => store.limiter({ name: 'x', windowMs: 0, max: 1 })).toThrow();
    expect(() => store.limiter({ name: 'x', windowMs: 1500, max: 1 })).toThrow();
    expect(() => store.limiter({ name: 'x', windowMs: 1000, max: 0 })).toThrow();
    expect(() => store.limiter({ name: 'bad name', windowMs: 1000, max: 1 })).toThrow();
  });
});

describe('rate limiters in memory, with a fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  test('when the window ends, then a new one starts', async () => {
    const limiter = createRateLimiter({ name: 'k', windowMs: 1000, max: 1 });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(HttpError);
    jest.advanceTimersByTime(1000);
    expect(await limiter.consume('k')).toBe(0);
  });

  test('when part of the window is left, then Retry-After says the rest, at least one second', async () => {
    const limiter = createRateLimiter({ name: 'k', windowMs: 60_000, max: 1 });
    await limiter.consume('k');
    jest.advanceTimersByTime(15_500);
    expect(await rejection(limiter.consume('k'))).toMatchObject({ headers: { 'Retry-After': '45' } });
    jest.advanceTimersByTime(44_000);
    expect(await rejection(limiter.consume('k'))).toMatchObject({ headers: { 'Retry-After': '1' } });
  });
});

describe('the store choice', () => {
  test('when REDIS_URL is not set, then the counters live in memory', async () => {
    const store = createRateLimitStore({ redisUrl: '  ' });
    expect(store.kind).toBe('memory');
    await store.close();
  });

  test('when Redis cannot be reached, then the limits still hold, in memory (login never goes down)', async () => {
    // Port 1 on loopback: nothing listens there, so every Redis call fails at once.
    const store = createRateLimitStore({
      redisUrl: 'redis://127.0.0.1:1',
      keyPrefix: 'unreachable',
      // Never connecting keeps the test free of socket timers; to the limiter it is the same: Redis not ready.
      redisOptions: { lazyConnect: true },
    });
    expect(store.kind).toBe('redis');
    expect(await store.ready(200)).toBe(false);
    try {
      const limiter = store.limiter({ name: 'login', windowMs: 60_000, max: 2 });
      expect(await limiter.consume('k')).toBe(1);
      expect(await limiter.consume('k')).toBe(0);
      await expect(limiter.consume('k')).rejects.toMatchObject({ status: 429 });
      expect(await limiter.penalty('p')).toBe(1);
      expect(await limiter.count('p')).toBe(1);
      await limiter.reset('k');
      expect(await limiter.consume('k')).toBe(1);
    } finally {
      await store.close();
    }
  });
});
