/**
 * A clock the test moves by hand. Given to `createTestDatabase({ now: clock.now })`, it stamps `created_at` and
 * `updated_at`; rows meant to sort newest first are written with `advance()` in between, never with a wait.
 */
export interface TestClock {
  now: () => Date;
  /** Moves the clock forward by `ms` (default 1 s) and returns the new time. */
  advance(ms?: number): Date;
  set(at: Date | string): Date;
}

export function createTestClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms = 1000) {
      current += ms;
      return new Date(current);
    },
    set(at) {
      current = new Date(at).getTime();
      return new Date(current);
    },
  };
}
