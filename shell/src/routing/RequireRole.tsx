import { decideAccess, destinationFor, normalizeRole, useSession, type AreaRole } from '@young-minds/session';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from '@young-minds/router';

/**
 * The guard of /admin/*, /parent/* and /child/*: no token → /login, another role → /unauthorized. Its children
 * (the area's remote) are not rendered, and so not downloaded, unless access is allowed.
 *
 * A session that changes while its area is open (a parent hands the device to a child, the parent takes it
 * back) goes to the new role's own area instead: the session switches before the router's navigation (a
 * transition) arrives, and the person holding the device should not see "Access Denied" on the way.
 *
 * A child never sees "Access Denied" either (issue 31): a child's session at /parent or /admin (a link a grown-up
 * left open, a bookmark) goes home to /child, whose layout says kindly that the page was for grown-ups (the
 * location's `grownUpsOnly`).
 */
export function RequireRole({ role, children }: { role: AreaRole; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const userRole = useSession((s) => s.userRole);
  const location = useLocation();
  const decision = decideAccess({ token, userRole }, role);
  const wasAllowed = useRef(false);
  useEffect(() => {
    if (decision.allowed) wasAllowed.current = true;
  }, [decision.allowed]);
  if (!decision.allowed) {
    const switchedHere = wasAllowed.current && token !== null && userRole !== null;
    const child = token !== null && normalizeRole(userRole) === 'child';
    const to = switchedHere || child ? destinationFor(userRole) : decision.redirectTo;
    const grownUpsOnly = child && !switchedHere;
    return <Navigate to={to} replace state={{ from: location.pathname, ...(grownUpsOnly && { grownUpsOnly }) }} />;
  }
  return <>{children}</>;
}
