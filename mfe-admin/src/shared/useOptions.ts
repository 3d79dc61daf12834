import { useEffect, useState } from 'react';

export interface OptionsState<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
}

/**
 * Loads a form's choices once (categories, videos); a failure leaves them empty, says so in `failed` and is
 * logged as `[admin] <what> failed to load:`. `load` must be stable (a module function).
 */
export function useOptions<T>(load: (signal: AbortSignal) => Promise<T[]>, what: string): OptionsState<T> {
  const [state, setState] = useState<OptionsState<T>>({ items: [], loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((items) => setState({ items, loading: false, failed: false }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[admin] ${what} failed to load:`, caught);
        setState({ items: [], loading: false, failed: true });
      });
    return () => controller.abort();
  }, [load, what]);
  return state;
}
