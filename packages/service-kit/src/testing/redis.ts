import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type RateLimitStore, memoryRateLimitStore, redisRateLimitStore } from '../rate-limit';

/** Set by jest's globalSetup for the workers when Redis answered: the limiter suites then run on it too. */
export const redisUrlEnv = 'YM_REDIS_URL';
export const defaultTestRedisUrl = 'redis://127.0.0.1:6379';

export type RateLimitStoreKind = 'memory' | 'redis';

function isCi(env: NodeJS.ProcessEnv): boolean {
  return env.CI === 'true' || env.CI === '1';
}

/** Pings TEST_REDIS_URL once per run (jest globalSetup). No answer: a failure with CI=true, a warning otherwise. */
export async function setUpTestRedis(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = env.TEST_REDIS_URL?.trim() || defaultTestRedisUrl;
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    env[redisUrlEnv] = url;
  } catch (error) {
    delete env[redisUrlEnv];
    const reason = error instanceof Error ? error.message : String(error);
    if (isCi(env)) throw new Error(`CI=true needs Redis at ${url} (TEST_REDIS_URL), which did not answer: ${reason}`);
    console.warn(`\nRedis at ${url} did not answer (${reason}): running the rate-limit suites in memory only.`);
  } finally {
    client.disconnect();
  }
}

/** The stores the limiter suites run on: memory always, Redis when globalSetup found it. */
export function rateLimitStoresUnderTest(env: NodeJS.ProcessEnv = process.env): RateLimitStoreKind[] {
  return env[redisUrlEnv] ? ['memory', 'redis'] : ['memory'];
}

/** A fresh store of that kind; in Redis under a random key prefix, so tests never see each other's counters. */
export async function testRateLimitStore(
  kind: RateLimitStoreKind,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RateLimitStore> {
  if (kind === 'memory') return memoryRateLimitStore();
  const url = env[redisUrlEnv];
  if (!url) throw new Error('Redis is not under test in this run.');
  const store = redisRateLimitStore(url, `ym-test:${randomUUID()}`);
  // Not connected yet would mean the insurance (memory) limiter answers: the test would not test Redis.
  if (!(await store.ready(5000))) throw new Error(`Redis at ${url} did not become ready.`);
  return store;
}

/**
 * A Redis logical database of its own for a test that starts service processes (their key prefixes are fixed):
 * `url` with a random database number, emptied first and by `clear()` at the end. Pub/sub is server-wide, so the
 * processes still hear other suites' session changes: those only drop cache entries.
 */
export async function testRedisDatabase(url: string): Promise<{ url: string; clear: () => Promise<void> }> {
  const target = new URL(url);
  target.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
  const clear = async () => {
    const client = new Redis(target.toString(), { maxRetriesPerRequest: 1 });
    try {
      await client.flushdb();
    } finally {
      client.disconnect();
    }
  };
  await clear();
  return { url: target.toString(), clear };
}
