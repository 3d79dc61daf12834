import { warmIntlWhileIdle } from './warm-intl';

/** A window whose idle moments the test hands out one by one. */
function idleWindow() {
  const queue: (() => void)[] = [];
  const scope = {
    requestIdleCallback: (run: () => void) => queue.push(run),
    cancelIdleCallback: (handle: number) => {
      queue[handle - 1] = () => {};
    },
  } as unknown as Window;
  const runNext = () => {
    const run = queue.shift();
    run?.();
    return Boolean(run);
  };
  return { scope, queue, runNext };
}

describe('warmIntlWhileIdle', () => {
  it('when the page boots, then nothing is built at once, and one formatter is built per idle moment', () => {
    const { scope, runNext } = idleWindow();
    const asked: string[] = [];
    warmIntlWhileIdle(() => {
      asked.push('ar-u-nu-arab');
      return 'ar-u-nu-arab';
    }, scope);
    expect(asked).toEqual([]);
    expect(runNext()).toBe(true);
    expect(asked).toHaveLength(1);
    // Numbers, plurals, dates: three idle moments, then nothing more is asked for.
    expect(runNext()).toBe(true);
    expect(runNext()).toBe(true);
    expect(asked).toHaveLength(3);
    expect(runNext()).toBe(false);
  });

  it('when a locale cannot be formatted, then the page goes on and the next steps still run', () => {
    const { scope, runNext } = idleWindow();
    let calls = 0;
    warmIntlWhileIdle(() => {
      calls += 1;
      return 'not a locale!';
    }, scope);
    expect(() => {
      while (runNext());
    }).not.toThrow();
    expect(calls).toBe(3);
  });

  it('when it is cancelled, then no more formatters are built', () => {
    const { scope, runNext } = idleWindow();
    let calls = 0;
    const cancel = warmIntlWhileIdle(() => {
      calls += 1;
      return 'en';
    }, scope);
    runNext();
    cancel();
    while (runNext());
    expect(calls).toBe(1);
  });

  it('when the browser has no idle callbacks, then timers stand in', () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      warmIntlWhileIdle(
        () => {
          calls += 1;
          return 'en';
        },
        { setTimeout, clearTimeout } as unknown as Window,
      );
      expect(calls).toBe(0);
      jest.runAllTimers();
      expect(calls).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
