import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createCategoriesRepo(_context: RepoContext) {
  return {};
}

export type CategoriesRepo = ReturnType<typeof createCategoriesRepo>;
