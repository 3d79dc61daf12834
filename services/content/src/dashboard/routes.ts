import {
  addDays,
  dashboardLimits,
  dashboardOf,
  defaultFamilyClock,
  familyProgressEndpoints as endpoints,
  todayIso,
} from '@young-minds/contracts';
import { requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { weekOf } from './week';

/** The parent dashboard: the caller's whole family from a fixed handful of indexed queries, on the family's clock. */
export function mountDashboardRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;

  kit.route(endpoints.dashboard, async ({ principal }) => {
    const parent = requirePrincipal(principal);
    const at = now();
    // The family's day is at most one day from UTC's (zones run from −12 to +14 hours), so the learning days are
    // read from the earliest day the chart or last week can start, beside the family's clock instead of after it
    // (one round trip less for every dashboard); `dashboardOf` counts only the days of the family's week and chart.
    const earliestFrom = addDays(todayIso(at), -Math.max(dashboardLimits.chartDays, 14));
    // The family's clock comes with its children (one statement less than `familyClockFor`).
    const { clock, ...record } = await repos.dashboard.forFamily({
      parentId: parent.id,
      fromDay: earliestFrom,
      quizTrendLength: dashboardLimits.quizTrendLength,
      recentLength: dashboardLimits.recentActivityLength,
    });
    const week = weekOf(at, clock ?? defaultFamilyClock);
    // The answer is made by the contracts' `dashboardOf`, as the mocks make theirs.
    return dashboardOf(record, week);
  });
}
