import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createBooksRepo(_context: RepoContext) {
  return {};
}

export type BooksRepo = ReturnType<typeof createBooksRepo>;
