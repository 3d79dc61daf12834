import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T; reload: () => void };

/** Loads something once per `key` (and again on `reload`); the answer is dropped if the screen has moved on. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [result, setResult] = useState<
    { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T }
  >({
    state: 'loading',
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ state: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setResult({ state: 'failed', error }),
    );
    return () => controller.abort();
    // `load` is a new function on every render; `key` and `round` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads on key/round only, by design
  }, [key, round]);
  return result.state === 'ready' ? { ...result, reload } : result;
}
