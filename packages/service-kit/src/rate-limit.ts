import { Redis, type RedisOptions } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError, messages, rateLimitedBy } from './errors';

export interface RateLimiterOptions {
  /** Names the limiter's keys in a shared store (e.g. 'login-ip'); two limiters must not share a name. */
  name: string;
  /** Length of one window, in milliseconds (whole seconds: the shared store counts in seconds). */
  windowMs: number;
  /** Attempts allowed per key in one window; the next one gets 429. */
  max: number;
  /** The 429's sentence (default: the kit's "Too many attempts…"). */
  message?: string;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and returns how many are left; rejects with 429 and Retry-After past `max`. */
  consume(key: string): Promise<number>;
  /** Counts `points` for `key` without ever rejecting (a signal, e.g. failures); returns the count in this window. */
  penalty(key: string, points?: number): Promise<number>;
  /** Gives back `points` counted for `key` (e.g. a successful login's attempt). */
  refund(key: string, points?: number): Promise<void>;
  /** Attempts counted for `key` in the current window (0 when none). */
  count(key: string): Promise<number>;
  /** Rejects with 429 and Retry-After when `key` has used up its window already, without counting anything. */
  check(key: string): Promise<void>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

/** Counts what one key runs at once (a user's uploads): a place is taken at the start and given back at the end. */
export interface ConcurrencyLimiter {
  /** Takes one of `max` places of `key`: the function that gives it back, or null when all are taken. */
  take(key: string, max: number): Promise<(() => Promise<void>) | null>;
}

export interface RateLimitStore {
  /** 'redis' when REDIS_URL is set: limits hold across processes and machines. */
  readonly kind: 'memory' | 'redis';
  limiter(options: RateLimiterOptions): RateLimiter;
  /**
   * Places per key held across every process sharing the store. In Redis a key lives `ttlMs` (default an hour)
   * after its last take: the safety net for places a crashed process never gave back.
   */
  concurrency(name: string, ttlMs?: number): ConcurrencyLimiter;
  /**
   * Resolves once Redis is connected, or after `timeoutMs` without it (the limits then run in memory until it
   * comes back): await it before listening, so the first requests already count in the shared store.
   */
  ready(timeoutMs?: number): Promise<boolean>;
  /** Closes the Redis connection (nothing to do in memory). */
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  /** `redis://…`; unset or empty → in-memory counters (one process). */
  redisUrl?: string;
  /** Prefix of every key in Redis, e.g. 'ym:auth' (tests pass a random one). */
  keyPrefix?: string;
  /** ioredis options over ours (tests: e.g. no reconnects). */
  redisOptions?: RedisOptions;
}

function rateLimited(msBeforeNext: number, limiter: string, message: string): HttpError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return rateLimitedBy(limiter, new HttpError(429, message, { headers: { 'Retry-After': String(retryAfter) } }));
}

function validate({ name, windowMs, max }: RateLimiterOptions): number {
  if (!name || !/^[A-Za-z0-9:._-]+$/.test(name)) throw new Error(`Bad rate limiter name "${name}".`);
  if (!Number.isInteger(max) || max < 1) throw new Error('A rate limiter needs max >= 1.');
  if (!(windowMs >= 1000) || windowMs % 1000 !== 0)
    throw new Error('A rate limiter needs windowMs in whole seconds (>= 1000).');
  return windowMs / 1000;
}

/** Our small interface over one rate-limiter-flexible limiter (memory or Redis, same behaviour). */
function wrap(
  limiter: RateLimiterAbstract,
  { max, name, message = messages.rateLimited }: RateLimiterOptions,
): RateLimiter {
  return {
    async consume(key) {
      try {
        const res = await limiter.consume(key);
        return res.remainingPoints;
      } catch (rejection) {
        // RLF rejects with a RateLimiterRes when the limit is reached, with an Error when the store failed
        // (and no insurance limiter took over): the latter is a real error, not a 429.
        if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext, name, message);
        throw rejection;
      }
    },
    async penalty(key, points = 1) {
      const res = await limiter.penalty(key, points);
      return res.consumedPoints;
    },
    async refund(key, points = 1) {
      await limiter.reward(key, points);
    },
    async count(key) {
      const res = await limiter.get(key);
      return res?.consumedPoints ?? 0;
    },
    async check(key) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= max) throw rateLimited(res.msBeforeNext, name, message);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** Places counted in this process only. */
export function memoryConcurrencyLimiter(): ConcurrencyLimiter {
  const running = new Map<string, number>();
  return {
    async take(key, max) {
      const count = running.get(key) ?? 0;
      if (count >= max) return null;
      running.set(key, count + 1);
      let given = false;
      return async () => {
        if (given) return;
        given = true;
        const left = (running.get(key) ?? 1) - 1;
        if (left <= 0) running.delete(key);
        else running.set(key, left);
      };
    },
  };
}

// One round trip each, atomic across processes: a take over `max` is undone before anyone can see it.
const takePlace =
  "local n = redis.call('INCR', KEYS[1]) redis.call('PEXPIRE', KEYS[1], ARGV[2]) " +
  "if n > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) return 0 end return 1";
const givePlace = "if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end return 1";

/** Places counted in Redis; while Redis fails, in this process (like the limiters' insurance). */
function redisConcurrencyLimiter(client: Redis, prefix: string, ttlMs: number): ConcurrencyLimiter {
  const insurance = memoryConcurrencyLimiter();
  return {
    async take(key, max) {
      const redisKey = `${prefix}:${key}`;
      let taken: unknown;
      try {
        taken = await client.eval(takePlace, 1, redisKey, max, ttlMs);
      } catch {
        return insurance.take(key, max);
      }
      if (taken !== 1) return null;
      let given = false;
      return async () => {
        if (given) return;
        given = true;
        // A place not given back (Redis down just now) goes with the key's lifetime.
        await client.eval(givePlace, 1, redisKey).catch(() => undefined);
      };
    },
  };
}

const defaultConcurrencyTtlMs = 60 * 60 * 1000;

/** In-memory counters: enough for one process. RLF expires keys with their window, so memory stays bounded. */
export function memoryRateLimitStore(): RateLimitStore {
  return {
    kind: 'memory',
    concurrency: () => memoryConcurrencyLimiter(),
    limiter(options) {
      const duration = validate(options);
      return wrap(new RateLimiterMemory({ keyPrefix: options.name, points: options.max, duration }), options);
    },
    async ready() {
      return true;
    },
    async close() {},
  };
}

/**
 * Counters in Redis, shared by every process using the same server. If Redis is down or slow, each limiter
 * falls back to its own in-memory counters (rate-limiter-flexible's insurance limiter), so an outage weakens
 * the limits to per-process ones for a while but never takes login down.
 */
export function redisRateLimitStore(
  redisUrl: string,
  keyPrefix = 'ym',
  redisOptions: RedisOptions = {},
): RateLimitStore {
  const client = new Redis(redisUrl, {
    // Fail fast instead of queueing while disconnected: the insurance limiter answers meanwhile.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    ...redisOptions,
  });
  // Without a listener ioredis reports every reconnect failure as an unhandled 'error' event.
  client.on('error', () => undefined);
  return {
    kind: 'redis',
    concurrency(name, ttlMs = defaultConcurrencyTtlMs) {
      if (!/^[A-Za-z0-9:._-]+$/.test(name)) throw new Error(`Bad concurrency limiter name "${name}".`);
      return redisConcurrencyLimiter(client, `${keyPrefix}:${name}`, ttlMs);
    },
    limiter(options) {
      const duration = validate(options);
      const insuranceLimiter = new RateLimiterMemory({ keyPrefix: options.name, points: options.max, duration });
      const limiter = new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}:${options.name}`,
        points: options.max,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter,
      });
      return wrap(limiter, options);
    },
    async ready(timeoutMs = 2000) {
      if (client.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          client.off('ready', onReady);
          resolve(ok);
        };
        const onReady = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        client.once('ready', onReady);
      });
    },
    async close() {
      // quit() waits for pending replies; with no connection there is nothing to wait for (and no reconnects wanted).
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** Redis when `redisUrl` (REDIS_URL) is set, memory otherwise. */
export function createRateLimitStore(options: RateLimitStoreOptions = {}): RateLimitStore {
  const url = options.redisUrl?.trim();
  return url ? redisRateLimitStore(url, options.keyPrefix, options.redisOptions) : memoryRateLimitStore();
}

/** One in-memory limiter (tests and single-process helpers). */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  return memoryRateLimitStore().limiter(options);
}
