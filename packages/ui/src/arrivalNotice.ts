import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@young-minds/router';

/** Navigation state that hands a notice to the next screen, stamped with the page load that made it. */
interface ArrivalState<T> {
  notice: T;
  madeIn: number;
}

// The browser keeps history.state across a reload; the stamp lets the reloaded page tell the old notice apart.
const thisPageLoad = () => (typeof performance === 'undefined' ? 0 : performance.timeOrigin);

/** `navigate(to, { state: arrivalState(notice) })`: the next screen shows the notice once, never after a reload. */
export function arrivalState<T>(notice: T): ArrivalState<T> {
  return { notice, madeIn: thisPageLoad() };
}

/** The notice handed over in this page load, or null (none, or one left in the history entry by a reload). */
export function handedOverNotice<T>(state: unknown, isNotice: (value: unknown) => value is T): T | null {
  if (!state || typeof state !== 'object') return null;
  const { notice, madeIn } = state as Partial<ArrivalState<unknown>>;
  return madeIn === thisPageLoad() && isNotice(notice) ? notice : null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The notice a screen was opened with (`navigate(to, { state: arrivalState(text) })`, e.g. "Yusuf was deleted."):
 * kept for this visit, then dropped from the history entry, so coming back does not show it again — and a
 * reload that beats the clean-up does not either (the stamp belongs to the previous page load).
 */
export function useArrivalNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => handedOverNotice(location.state, isText));
  useEffect(() => {
    if (notice !== null)
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    // Only for the notice the screen opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return notice;
}
