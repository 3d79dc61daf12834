import { HttpError } from './errors';
import { createRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

describe('createRateLimiter', () => {
  test('allows max attempts per window, then 429 with Retry-After in seconds', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3, now: time.now });
    expect([limiter.consume('k'), limiter.consume('k'), limiter.consume('k')]).toEqual([2, 1, 0]);
    time.advance(15_500);
    const err = thrown(() => limiter.consume('k'));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 429, message: 'Too many attempts. Please try again later.', headers: { 'Retry-After': '45' } });
  });

  test('a new window starts once the old one ends', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: time.now });
    limiter.consume('k');
    expect(() => limiter.consume('k')).toThrow(HttpError);
    time.advance(1000);
    expect(limiter.consume('k')).toBe(0);
  });

  test('keys are counted apart, and reset forgets one', () => {
    const limiter = createRateLimiter({ windowMs: 1000, max: 1 });
    limiter.consume('a');
    expect(limiter.consume('b')).toBe(0);
    expect(() => limiter.consume('a')).toThrow(HttpError);
    limiter.reset('a');
    expect(limiter.consume('a')).toBe(0);
  });

  test('Retry-After is at least one second', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: time.now });
    limiter.consume('k');
    time.advance(999);
    expect(thrown(() => limiter.consume('k'))).toMatchObject({ headers: { 'Retry-After': '1' } });
  });

  test('expired keys are evicted, so memory stays bounded', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 5, now: time.now });
    for (let i = 0; i < 1000; i += 1) limiter.consume(`ip-${i}`);
    expect(limiter.size).toBe(1000);
    time.advance(1000);
    limiter.consume('someone-new');
    expect(limiter.size).toBe(1);
  });

  test('maxKeys caps the keys kept within one window, dropping the oldest', () => {
    const time = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, maxKeys: 3, now: time.now });
    for (const key of ['a', 'b', 'c', 'd']) {
      limiter.consume(key);
      time.advance(1);
    }
    expect(limiter.size).toBe(3);
    expect(limiter.consume('a')).toBe(0); // 'a' was the oldest and was dropped
    expect(() => limiter.consume('d')).toThrow(HttpError);
  });

  test('bad options are refused', () => {
    expect(() => createRateLimiter({ windowMs: 0, max: 1 })).toThrow();
    expect(() => createRateLimiter({ windowMs: 1000, max: 0 })).toThrow();
  });
});
