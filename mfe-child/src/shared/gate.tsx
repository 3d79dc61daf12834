import { ApiError } from '@young-minds/api-client';
import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { useLanguage } from '@young-minds/i18n';
import { useQueryClient } from '@young-minds/query';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

interface Gate {
  ended: boolean;
  /** Looks at a failed call: the server's "subscription ended" 403 closes the area (true if it was that). */
  check: (error: unknown) => boolean;
}

const GateContext = createContext<Gate>({ ended: false, check: () => false });

/**
 * Every wording of the refusal (the server words it in the page's language), read from the contracts' catalog of
 * server sentences the first time a 403 arrives: that catalog (10 KB, every sentence in Arabic) stays out of the
 * area's first screen.
 */
let refusalWordings: readonly string[] = [familySubscriptionEndedMessage];
let refusalWordingsLoad: Promise<readonly string[]> | undefined;
function loadRefusalWordings(): Promise<readonly string[]> {
  refusalWordingsLoad ??= import('@young-minds/contracts/messages').then(({ messageLocales, translateMessage }) => {
    refusalWordings = messageLocales.map((locale) => translateMessage(familySubscriptionEndedMessage, locale));
    return refusalWordings;
  });
  return refusalWordingsLoad;
}

const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403;

/**
 * The area's one switch for "ask your parent": any content call that the server refuses because the family's
 * subscription has ended flips it, and the layout then shows the friendly screen instead of any content. It hears
 * every read of the area's cache that fails (the screens' `useEndpoint`), and the writes that pass it on (`check`).
 */
export function SubscriptionGate({ children }: { children: ReactNode }) {
  const [ended, setEnded] = useState(false);
  const check = useCallback((error: unknown) => {
    if (!isRefusal(error)) return false;
    if (refusalWordings.includes(error.message)) {
      setEnded(true);
      return true;
    }
    // A wording not known yet (the catalog not read): the gate closes once it is, if it is the refusal.
    void loadRefusalWordings().then((wordings) => {
      if (wordings.includes(error.message)) setEnded(true);
    });
    return false;
  }, []);
  const { locale } = useLanguage();
  useEffect(() => {
    // A reader of another language than English gets the refusal in it: its wording is read once the screen is up.
    if (locale === 'en') return undefined;
    const timer = setTimeout(() => void loadRefusalWordings(), 2000);
    return () => clearTimeout(timer);
  }, [locale]);
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
