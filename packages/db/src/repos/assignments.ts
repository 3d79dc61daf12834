import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createAssignmentsRepo(_context: RepoContext) {
  return {};
}

export type AssignmentsRepo = ReturnType<typeof createAssignmentsRepo>;
