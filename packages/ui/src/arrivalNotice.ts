import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The notice a screen was opened with (`navigate(to, { state: { notice } })`, e.g. "Yusuf was deleted."):
 * kept for this visit, then dropped from the history entry, so a reload or coming back does not show it again.
 */
export function useArrivalNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => (location.state as { notice?: unknown } | null)?.notice);
  useEffect(() => {
    if (typeof notice === 'string')
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    // Only for the notice the screen opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return typeof notice === 'string' ? notice : null;
}
