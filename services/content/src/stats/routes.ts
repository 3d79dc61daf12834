import { adminStatsOf, statsEndpoints } from '@young-minds/contracts';
import type { ContentContext } from '../context';

/** `GET /api/admin/stats`: real counts; totalUsers = parents + children, then the kinds counted there. */
export function mountStatsRoutes({ kit, repos }: ContentContext): void {
  kit.route(statsEndpoints.adminStats, async () => {
    const counts = await repos.stats.counts();
    return adminStatsOf(counts.parents + counts.children, (kind) => counts.items[kind]);
  });
}
