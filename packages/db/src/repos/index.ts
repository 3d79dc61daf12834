import type { RepoContext } from './context';
import { createSubscriptionsRepo } from './subscriptions';
import { createUsersRepo } from './users';

export type { RepoContext, WriteTransaction } from './context';
export * from './users';
export * from './subscriptions';
export type { Page, PageRequest } from './rows';

/** One repository per resource (src/repos/<resource>.ts); each returns plain objects, never model instances. */
export function createRepos(context: RepoContext) {
  return {
    users: createUsersRepo(context),
    subscriptions: createSubscriptionsRepo(context),
  };
}

export type Repos = ReturnType<typeof createRepos>;
