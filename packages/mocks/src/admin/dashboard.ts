import type { HttpHandler } from 'msw';
import { type AdminStats, adminStatsOf, incomeEndpoints, statsEndpoints } from '@young-minds/contracts';
import { mockRoute } from '../kit';
import { adminIncome } from './fixtures';
import { mockKindOf } from './kinds';
import { adminMockState } from './state';

/** The dashboard's totals, counted from the mock state on every call (as the service counts its tables). */
function adminStatsNow(): AdminStats {
  const { parents, children } = adminMockState;
  return adminStatsOf(parents.length + children.length, (kind) => mockKindOf(kind).rows().length);
}

/** The admin dashboard's calls: totals (content service) and income per period (subscriptions service). */
export const dashboardHandlers: HttpHandler[] = [
  mockRoute(statsEndpoints.adminStats, () => adminStatsNow()),
  mockRoute(incomeEndpoints.income, ({ query }) => adminIncome[query.view]),
];
