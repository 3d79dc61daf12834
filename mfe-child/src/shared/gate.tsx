import { ApiError } from '@young-minds/api-client';
import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { messageLocales, translateMessage } from '@young-minds/contracts/messages';
import { useQueryClient } from '@young-minds/query';
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
 * subscription has ended flips it, and the layout then shows the friendly screen instead of any content. It hears
 * every read of the area's cache that fails (the screens' `useEndpoint`), and the writes that pass it on (`check`).
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false);
  const check = useCallback((error: unknown) => {
    if (!isSubscriptionEnded(error)) return false;
    setEnded(true);
    return true;
  }, []);
  const queries = useQueryClient().getQueryCache();
  useEffect(
    () =>
      queries.subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
      }),
    [queries, check],
  );
  const gate = useMemo(() => ({ ended, check }), [ended, check]);
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}

export const useGate = () => useContext(GateContext);
