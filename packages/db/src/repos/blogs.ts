import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createBlogsRepo(_context: RepoContext) {
  return {};
}

export type BlogsRepo = ReturnType<typeof createBlogsRepo>;
