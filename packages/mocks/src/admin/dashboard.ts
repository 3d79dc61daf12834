import { delay, http, type HttpHandler } from 'msw';
import { type AdminStats, incomeEndpoints, incomeQuerySchema, statsEndpoints } from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, queryOf, reply } from '../respond';
import { adminIncome } from './fixtures';
import { adminMockState } from './state';

/** The dashboard's totals, counted from the mock state on every call (as the service counts its tables). */
export function adminStatsNow(): AdminStats {
  const { parents, children, videos, assignments, quizzes } = adminMockState;
  return { totalUsers: parents.length + children.length, videos: videos.length, assignments: assignments.length, quizzes: quizzes.length };
}

/** The admin dashboard's calls: totals (content service) and income per period (subscriptions service). */
export const dashboardHandlers: HttpHandler[] = [
  http.get(mockPath(statsEndpoints.adminStats), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    return reply(statsEndpoints.adminStats, adminStatsNow());
  }),

  http.get(mockPath(incomeEndpoints.income), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const query = incomeQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    return reply(incomeEndpoints.income, adminIncome[query.data.view]);
  }),
];
