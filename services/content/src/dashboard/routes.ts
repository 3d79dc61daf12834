import { addDays, dashboardLimits, dashboardOf, familyProgressEndpoints as endpoints } from '@young-minds/contracts';
import { requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { familyClockFor, weekOf } from './week';

/** The parent dashboard: the caller's whole family from a fixed handful of indexed queries, on the family's clock. */
export function mountDashboardRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;

  kit.route(endpoints.dashboard, async ({ principal }) => {
    const parent = requirePrincipal(principal);
    const week = weekOf(now(), await familyClockFor(context, parent.id));
    const chartFrom = addDays(week.today, 1 - dashboardLimits.chartDays);
    const record = await repos.dashboard.forFamily({
      parentId: parent.id,
      fromDay: chartFrom < week.lastWeekStart ? chartFrom : week.lastWeekStart,
      quizTrendLength: dashboardLimits.quizTrendLength,
      recentLength: dashboardLimits.recentActivityLength,
    });
    // The answer is made by the contracts' `dashboardOf`, as the mocks make theirs.
    return dashboardOf(record, week);
  });
}
