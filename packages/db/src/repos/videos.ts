import type { RepoContext } from './context';

/** Filled in by the content/subscriptions services work (issue 3). */
export function createVideosRepo(_context: RepoContext) {
  return {};
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
