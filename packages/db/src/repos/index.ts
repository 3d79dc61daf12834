import { createAssignmentsRepo } from './assignments';
import { createBlogsRepo } from './blogs';
import { createBooksRepo } from './books';
import { createCategoriesRepo } from './categories';
import { createMediaDeletionsRepo } from './media-deletions';
import type { RepoContext } from './context';
import { createPaymentsRepo } from './payments';
import { createProgressRepo } from './progress';
import { createQuizzesRepo } from './quizzes';
import { createStatsRepo } from './stats';
import { createSubscriptionsRepo } from './subscriptions';
import { createUsersRepo } from './users';
import { createVideosRepo } from './videos';

export type { RepoContext, WriteTransaction } from './context';
export * from './users';
export * from './subscriptions';
export * from './payments';
export * from './categories';
export * from './videos';
export * from './quizzes';
export * from './assignments';
export * from './books';
export * from './blogs';
export * from './stats';
export * from './progress';
export * from './media-deletions';
export type { Page, PageRequest } from './rows';

/** One repository per resource (src/repos/<resource>.ts); each returns plain objects, never model instances. */
export function createRepos(context: RepoContext) {
  return {
    users: createUsersRepo(context),
    subscriptions: createSubscriptionsRepo(context),
    payments: createPaymentsRepo(context),
    categories: createCategoriesRepo(context),
    videos: createVideosRepo(context),
    quizzes: createQuizzesRepo(context),
    assignments: createAssignmentsRepo(context),
    books: createBooksRepo(context),
    blogs: createBlogsRepo(context),
    stats: createStatsRepo(context),
    progress: createProgressRepo(context),
    mediaDeletions: createMediaDeletionsRepo(context),
  };
}

export type Repos = ReturnType<typeof createRepos>;
