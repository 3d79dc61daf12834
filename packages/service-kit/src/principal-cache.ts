import { Redis } from 'ioredis';
import type { LoadPrincipal, Principal } from './auth';

/**
 * The Redis channel that carries the ids of users whose sessions changed (a logout, a password, a deletion, a
 * hand-off that ended); the services use `<REDIS_PREFIX>:principals-changed`, so two installations on one Redis
 * never hear each other.
 */
export const principalsChangedChannel = 'ym:principals-changed';

/**
 * A short-lived cache of the session lookup every authenticated call runs (the user's role and token version),
 * so a busy list does not read the users table on every request. An entry lives `ttlMs` at most; a change
 * announced with `invalidate` — here (the app calls it from `Database.onPrincipalsChanged`), or through Redis by
 * another process — drops it at once.
 */
export interface PrincipalCache {
  /** `load`, answered from the cache while an entry is fresh. A miss (null) is never kept. */
  wrap(load: LoadPrincipal): LoadPrincipal;
  /** Drops these users here and (with Redis) in every process listening; resolves once Redis has the message. */
  invalidate(userIds: readonly number[]): Promise<void>;
  /**
   * Resolves once the Redis subscription is live (true), or after `timeoutMs` without it (false; entries then
   * still expire after `ttlMs`). Always true in memory.
   */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface PrincipalCacheOptions {
  /** How long an entry may be served (default 2 s): the longest a change can go unseen if a message is lost. */
  ttlMs?: number;
  /** `redis://…`: changes announced by other processes arrive on `principalsChangedChannel`. */
  redisUrl?: string | undefined;
  /** Another channel (tests: a random one, so suites never see each other's messages). */
  channel?: string;
  now?: () => number;
  /** Called after a change announced by another process has been applied here (tests wait on it). */
  onRemoteChange?: (userIds: readonly number[]) => void;
}

const defaultTtlMs = 2000;
const maxEntries = 10_000;

function parseIds(message: string): number[] {
  try {
    const ids: unknown = JSON.parse(message);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function createPrincipalCache(options: PrincipalCacheOptions = {}): PrincipalCache {
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const now = options.now ?? Date.now;
  const channel = options.channel ?? principalsChangedChannel;
  // Per user, per session kind: a login's sessions (key 0) and each hand-off's (its id) are answered apart,
  // since a hand-off can end while the child's own login lasts. A change of the user drops them all.
  const entries = new Map<number, Map<number, { principal: Principal; expiresAt: number }>>();
  let size = 0;
  // Bumped by every change: a lookup that started before one may have read the old row, so it is not kept.
  let generation = 0;

  const drop = (userIds: readonly number[]) => {
    generation += 1;
    for (const id of userIds) {
      size -= entries.get(id)?.size ?? 0;
      entries.delete(id);
    }
  };

  const redisUrl = options.redisUrl?.trim();
  const subscriber = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const publisher = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 })
    : null;
  // Without listeners ioredis reports every reconnect failure as an unhandled 'error' event.
  subscriber?.on('error', () => undefined);
  publisher?.on('error', () => undefined);
  // Live once subscribed and the publisher is connected (it does not queue while offline: a change announced
  // then is lost, which the entries' lifetime bounds).
  const live = Promise.all([
    subscriber?.subscribe(channel),
    publisher && publisher.status !== 'ready' ? new Promise((resolve) => publisher.once('ready', resolve)) : null,
  ]).then(
    () => true,
    () => false,
  );
  subscriber?.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const userIds = parseIds(message);
    drop(userIds);
    options.onRemoteChange?.(userIds);
  });

  return {
    wrap(load) {
      return async function loadCachedPrincipal(claims) {
        const session = claims.handOffId ?? 0;
        const cached = entries.get(claims.sub)?.get(session);
        // A signed token newer than the entry (a password change in another process a moment ago, its fresh
        // token) means the entry is stale: look again rather than refuse the new token for the entry's lifetime.
        const fresh = cached && cached.expiresAt > now() && cached.principal.tokenVersion >= claims.ver;
        if (fresh) return cached.principal;
        const started = generation;
        const principal = await load(claims);
        if (principal && generation === started) {
          if (size >= maxEntries) {
            entries.clear();
            size = 0;
          }
          const sessions = entries.get(claims.sub) ?? new Map<number, { principal: Principal; expiresAt: number }>();
          if (!sessions.has(session)) size += 1;
          sessions.set(session, { principal, expiresAt: now() + ttlMs });
          entries.set(claims.sub, sessions);
        }
        return principal;
      };
    },
    async invalidate(userIds) {
      if (userIds.length === 0) return;
      drop(userIds);
      // A lost message is bounded by the entries' lifetime; it must never fail the write that announced it.
      await publisher?.publish(channel, JSON.stringify(userIds)).catch(() => undefined);
    },
    async ready(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([live, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      entries.clear();
      size = 0;
      for (const client of [subscriber, publisher]) {
        if (client?.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client?.disconnect();
      }
    },
  };
}
