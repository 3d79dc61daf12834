import { childEndpoints as endpoints, childOverviewOf, progressMessages } from '@young-minds/contracts';
import { notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { familyClockFor, weekOf } from '../dashboard/week';

/** The child area's home: who the child is, learning time against the goal (the family's week), stars and badges. */
export function mountChildOverviewRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;

  kit.route(endpoints.overview, async ({ principal }) => {
    const child = requirePrincipal(principal);
    const week = weekOf(now(), await familyClockFor(context, child.id));
    const record = await repos.childOverview.forChild({
      childId: child.id,
      today: week.today,
      weekStart: week.weekStart,
    });
    // The session was just read, so only a row deleted in between is missing.
    if (!record) throw notFound(progressMessages.childNotFound);
    return childOverviewOf(record);
  });
}
