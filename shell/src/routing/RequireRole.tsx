import { decideAccess, useSession, type AreaRole } from '@young-minds/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The guard of /admin/*, /parent/* and /child/*: no token → /login, another role → /unauthorized. Its children
 * (the area's remote) are not rendered, and so not downloaded, unless access is allowed.
 */
export function RequireRole({ role, children }: { role: AreaRole; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const userRole = useSession((s) => s.userRole);
  const location = useLocation();
  const decision = decideAccess({ token, userRole }, role);
  if (!decision.allowed) return <Navigate to={decision.redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
