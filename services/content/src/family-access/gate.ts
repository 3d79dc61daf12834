import { familySubscriptionEndedMessage, todayIso } from '@young-minds/contracts';
import type { FamilyAccessRepo } from '@young-minds/db';
import { HttpError, type LoadPrincipal } from '@young-minds/service-kit';
import type { FamilyPrincipal } from './session';

/**
 * The subscription gate: every content call a child makes is refused (403, `familySubscriptionEndedMessage`)
 * while the child's family has no active subscription. It wraps the session lookup the kit runs on every call
 * that carries a token, before the body is read or the input validated: the one place every route passes
 * through, public ones included (the kit authenticates inside each route, so an app-wide Koa middleware would
 * run before anyone is known). Admins and parents pass untouched; a child costs one indexed query more, unless its
 * session carries today's answer (`FamilyPrincipal.subscribedOn`, kept with the session: `withChildFacts`).
 */
export function withSubscriptionGate(
  loadPrincipal: (claims: Parameters<LoadPrincipal>[0]) => Promise<FamilyPrincipal | null>,
  familyAccess: Pick<FamilyAccessRepo, 'childHasActiveSubscription'>,
  now: () => Date,
): LoadPrincipal {
  return async function loadGatedPrincipal(claims) {
    const principal = await loadPrincipal(claims);
    // A revoked session stays a 401 (the kit checks the version next): only a valid child session is gated.
    const current =
      principal !== null &&
      principal.id === claims.sub &&
      principal.tokenVersion === claims.ver &&
      principal.handOffId === claims.handOffId;
    if (current && principal.role === 'child') {
      const today = todayIso(now());
      // A refusal is never kept: only an active plan found today is taken from the session.
      if (principal.subscribedOn !== today && !(await familyAccess.childHasActiveSubscription(principal.id, today)))
        throw new HttpError(403, familySubscriptionEndedMessage);
    }
    return principal;
  };
}
