import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createQuizzesRepo(_context: RepoContext) {
  return {};
}

export type QuizzesRepo = ReturnType<typeof createQuizzesRepo>;
