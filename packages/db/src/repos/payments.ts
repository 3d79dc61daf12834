import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createPaymentsRepo(_context: RepoContext) {
  return {};
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
