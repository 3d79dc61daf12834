import { authEndpoints as endpoints, canonicalTimeZone } from '@young-minds/contracts';
import { HttpError, messages, requirePrincipal } from '@young-minds/service-kit';
import type { AuthContext } from '../context';

/**
 * The family's clock (issue 32): its IANA time zone and the first day of its weeks, kept on the parent's row. A
 * child reads its parent's; only the parent sets it. The zone is stored by its canonical name, so
 * 'asia/jakarta' and 'Asia/Jakarta' are one zone to every service that counts days.
 */
export function mountFamilyClockRoutes(context: AuthContext): void {
  const { kit, repos } = context;

  kit.route(endpoints.getFamilyClock, async ({ principal }) => {
    const clock = await repos.users.familyClockOf(requirePrincipal(principal).id);
    // The session was just read, so only a row deleted in between is missing.
    if (!clock) throw new HttpError(401, messages.sessionRevoked);
    return clock;
  });

  kit.route(endpoints.setFamilyClock, async ({ principal, body }) => {
    const parent = requirePrincipal(principal);
    // The contract checked the zone is known: it has a canonical name.
    const clock = { timeZone: canonicalTimeZone(body.timeZone) ?? body.timeZone, weekStartsOn: body.weekStartsOn };
    if (!(await repos.users.setFamilyClock(parent.id, clock))) throw new HttpError(401, messages.sessionRevoked);
    return clock;
  });
}
