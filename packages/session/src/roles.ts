export type AreaRole = 'admin' | 'parent' | 'child';

/** Roles are compared lowercased: 'Admin' and 'admin' lead to the same area. */
export function normalizeRole(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase();
}

/** Where a user goes after logging in: admin → /admin/dashboard, parent → /parent, child → /child, else /. */
export function destinationFor(role: string | null | undefined): string {
  switch (normalizeRole(role)) {
    case 'admin':
      return '/admin/dashboard';
    case 'parent':
      return '/parent';
    case 'child':
      return '/child';
    default:
      return '/';
  }
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: '/login' | '/unauthorized' };

/** The guard's rule: no token → /login; a stored role other than the area's → /unauthorized. */
export function decideAccess(
  session: { token: string | null; userRole: string | null },
  required: AreaRole,
): AccessDecision {
  if (!session.token) return { allowed: false, redirectTo: '/login' };
  if (normalizeRole(session.userRole) !== required) return { allowed: false, redirectTo: '/unauthorized' };
  return { allowed: true };
}
