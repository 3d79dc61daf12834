import { ApiError } from '@young-minds/api-client';
import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { messageLocales, translateMessage } from '@young-minds/contracts/messages';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

interface Gate {
  ended: boolean;
  /** Looks at a failed call: the server's "subscription ended" 403 closes the area (true if it was that). */
  check: (error: unknown) => boolean;
}

const GateContext = createContext<Gate>({ ended: false, check: () => false });

/** Whether a failure is the server refusing content because the family's subscription has ended. */
function isSubscriptionEnded(error: unknown): boolean {
  // The server words it in the page's language: either wording is the same refusal.
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    messageLocales.some((locale) => error.message === translateMessage(familySubscriptionEndedMessage, locale))
  );
}

/**
 * The area's one switch for "ask your parent": any content call that the server refuses because the family's
 * subscription has ended flips it, and the layout then shows the friendly screen instead of any content.
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false);
  const check = useCallback((error: unknown) => {
    if (!isSubscriptionEnded(error)) return false;
    setEnded(true);
    return true;
  }, []);
  const gate = useMemo(() => ({ ended, check }), [ended, check]);
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}

export const useGate = () => useContext(GateContext);

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T; reload: () => void };

/**
 * Loads a screen's content once per `key` (and again on `reload`); the answer is dropped if the screen has moved
 * on. A "subscription ended" refusal goes to the gate, which replaces the screen.
 */
export function useContent<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const { check } = useGate();
  const [result, setResult] = useState<
    { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T }
  >({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        check(error);
        setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; `key` and `round` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads on key/round only, by design
  }, [key, round]);
  return result.state === 'ready' ? { ...result, reload } : result;
}
