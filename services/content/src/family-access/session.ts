import { ageBandForAge, ageBands, todayIso } from '@young-minds/contracts';
import type { AgeBand } from '@young-minds/contracts';
import type { ContentAudience, ContentRepos, FamilyAccessRepo, UserRecord } from '@young-minds/db';
import type { LoadPrincipal, Principal } from '@young-minds/service-kit';

/**
 * A caller as the content service keeps it between calls: for a child, with what every one of its calls asks —
 * whether the family's subscription was active today, and what the child may see (its audience). Both are read
 * with the session and kept as long as it, in the principal cache (2 s at most; dropped at once when a child's
 * settings or the family's plan change through `Database.onPrincipalsChanged`, or another process says so on the
 * principals' Redis channel), so a busy child's calls do not read them again.
 */
export interface FamilyPrincipal extends Principal {
  /** A child's: the day (UTC, 'YYYY-MM-DD') its family's subscription was found active; absent: not found active. */
  subscribedOn?: string;
  /** A child's: the catalogue narrowed to its band and, if the parent chose so, music-free items. */
  audience?: ContentAudience;
}

const isAgeBand = (value: string | null): value is AgeBand => ageBands.some((band) => band === value);

/**
 * A child's audience from its row: the band the parent chose, else the one its age falls in, and music-free if the
 * parent chose so. A row gone meanwhile shows only the narrowest selection.
 */
export function childAudience(child: UserRecord | null): ContentAudience {
  if (!child) return { ageBand: '3-5', musicFreeOnly: true };
  return {
    ageBand: isAgeBand(child.ageBand) ? child.ageBand : ageBandForAge(child.age),
    musicFreeOnly: child.musicFreeOnly,
  };
}

/**
 * The session lookup, with a child's subscription and audience read beside it (two indexed reads, at once). Wrapped
 * by the principal cache, so they are read when the session is, not on every call. Only an active subscription is
 * remembered: a refused child is checked again on each call (`withSubscriptionGate`), so a renewal lets it in at
 * once on every instance, while a plan switched off reaches other instances within the cache's lifetime.
 */
export function withChildFacts(
  loadPrincipal: LoadPrincipal,
  repos: {
    familyAccess: Pick<FamilyAccessRepo, 'childHasActiveSubscription'>;
    users: Pick<ContentRepos['users'], 'findById'>;
  },
  now: () => Date,
): (claims: Parameters<LoadPrincipal>[0]) => Promise<FamilyPrincipal | null> {
  return async function loadChildFacts(claims) {
    const principal = await loadPrincipal(claims);
    if (principal?.role !== 'child') return principal;
    const today = todayIso(now());
    const [subscribed, child] = await Promise.all([
      repos.familyAccess.childHasActiveSubscription(principal.id, today),
      repos.users.findById(principal.id),
    ]);
    return { ...principal, audience: childAudience(child), ...(subscribed && { subscribedOn: today }) };
  };
}
