import { statsEndpoints } from '@young-minds/contracts';
import type { ContentContext } from '../context';

/** `GET /api/admin/stats`: real counts; totalUsers = parents + children. */
export function mountStatsRoutes({ kit, repos }: ContentContext): void {
  kit.route(statsEndpoints.adminStats, async () => {
    const counts = await repos.stats.counts();
    return {
      totalUsers: counts.parents + counts.children,
      videos: counts.videos,
      assignments: counts.assignments,
      quizzes: counts.quizzes,
    };
  });
}
