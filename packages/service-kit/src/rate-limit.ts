import { HttpError, messages } from './errors';

export interface RateLimiterOptions {
  /** Length of one window, in milliseconds. */
  windowMs: number;
  /** Attempts allowed per key in one window; the next one gets 429. */
  max: number;
  /** Most keys kept at once (default 100 000); past it the oldest window is dropped. Bounds memory. */
  maxKeys?: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` and returns how many are left; throws 429 with Retry-After past `max`. */
  consume(key: string): number;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): void;
  /** Keys currently tracked. */
  readonly size: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed-window counter per key, in memory: enough for one process (login and password attempts).
 * Memory stays bounded: expired windows are swept at most once per window, and `maxKeys` caps the rest.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { windowMs, max, maxKeys = 100_000, now = Date.now } = options;
  if (!(windowMs > 0) || !Number.isInteger(max) || max < 1 || !(maxKeys >= 1)) {
    throw new Error('createRateLimiter needs windowMs > 0, max >= 1 and maxKeys >= 1.');
  }
  // Insertion order is window-start order (a new window is re-inserted), so the first key expires first.
  const windows = new Map<string, Window>();
  let nextSweepAt = now() + windowMs;

  function sweep(time: number): void {
    for (const [key, window] of windows) {
      if (window.resetAt <= time) windows.delete(key);
    }
    nextSweepAt = time + windowMs;
  }

  function openWindow(key: string, time: number): Window {
    windows.delete(key);
    const window = { count: 0, resetAt: time + windowMs };
    windows.set(key, window);
    while (windows.size > maxKeys) {
      const oldest = windows.keys().next().value as string;
      windows.delete(oldest);
    }
    return window;
  }

  return {
    consume(key) {
      const time = now();
      if (time >= nextSweepAt) sweep(time);
      const current = windows.get(key);
      const window = current && current.resetAt > time ? current : openWindow(key, time);
      window.count += 1;
      if (window.count > max) {
        const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
        throw new HttpError(429, messages.rateLimited, { headers: { 'Retry-After': String(retryAfter) } });
      }
      return max - window.count;
    },
    reset(key) {
      windows.delete(key);
    },
    get size() {
      return windows.size;
    },
  };
}
