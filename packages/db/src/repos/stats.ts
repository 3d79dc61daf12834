import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createStatsRepo(_context: RepoContext) {
  return {};
}

export type StatsRepo = ReturnType<typeof createStatsRepo>;
