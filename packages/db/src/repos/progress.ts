import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createProgressRepo(_context: RepoContext) {
  return {};
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;
