/**
 * Repositories: one per aggregate (src/repos/<resource>.ts), each writing only its own tables; a change that
 * spans aggregates is a domain module (src/domains/). Each service is given only its bundle (`authRepos`,
 * `contentRepos`, `subscriptionsRepos`, as `db.serviceRepos.<service>`). Every repository follows these rules:
 *
 * - Reads: `findById(id)` / `findBy…(…)` → the record, or null when there is none; `list(request)` → `Page`.
 * - Writes that can be refused (`create`, `update`, `remove`, `record…`) → a `WriteResult`: `{ ok: true, … }`, or
 *   `{ ok: false, reason }` for every refusal the caller answers with a 4xx ('notFound', 'unknownCategory', …).
 *   Deleting is always `remove(id)`, answering the removed record (its files are the caller's to delete);
 *   `update` answers the stored record, and `previous` where replaced files must go.
 * - Exceptions only for bugs, the database failing, and a unique index refusing a racing insert.
 * - Records are plain objects typed from the model (`Row<Model>`, read by column type), never model instances.
 * - The families domain's removals answer the removed user or null (their only refusal is "no such row").
 */
import { createFamiliesDomain } from '../domains/families';
import { createActivitiesRepo } from './activities';
import { createAssignmentsRepo } from './assignments';
import { createBlogsRepo } from './blogs';
import { createBooksRepo } from './books';
import { createCategoriesRepo } from './categories';
import { createChildOverviewRepo } from './child-overview';
import { createChildSyncsRepo } from './child-syncs';
import { createContactMessagesRepo } from './contact-messages';
import type { RepoContext } from './context';
import { createDashboardRepo } from './dashboard';
import { createDeviceTokensRepo } from './device-tokens';
import { createDuasRepo } from './duas';
import { createEmailOutboxRepo } from './email-outbox';
import { createEmailTokensRepo } from './email-tokens';
import { createWeeklyNotesRepo } from './weekly-notes';
import { createFamilyAccessRepo } from './family-access';
import { createFamilyDevicesRepo } from './family-devices';
import { createIdempotencyKeysRepo } from './idempotency-keys';
import { createLearningTimeRepo } from './learning-time';
import { createMediaDeletionsRepo } from './media-deletions';
import { createPaymentsRepo } from './payments';
import { createProgressRepo } from './progress';
import { createQuizzesRepo } from './quizzes';
import { createReviewsRepo } from './reviews';
import { createSiteSettingsRepo } from './site-settings';
import { createStatsRepo } from './stats';
import { createSubscriptionsRepo } from './subscriptions';
import { createUsersRepo } from './users';
import { createVideosRepo } from './videos';
import { createContentReviewsRepo } from './content-reviews';
import { createContentReportsRepo } from './content-reports';
import { createAdminTeamRepo } from './admin-team';
import { createQuranRecitationsRepo } from './quran-recitations';
import { createHifzRepo } from './hifz';
import { createChildRecitationsRepo } from './child-recitations';

export type { RawSelect, RepoContext, WriteStatement, WriteTransaction } from './context';
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
export * from './learning-time';
export * from './family-access';
export * from './dashboard';
export * from './reviews';
export * from './child-overview';
export * from './activities';
export * from './child-syncs';
export * from './contact-messages';
export * from './site-settings';
export * from './device-tokens';
export * from './family-devices';
export * from './email-outbox';
export * from './email-tokens';
export * from './weekly-notes';
export * from './content-reviews';
export * from './content-reports';
export * from './admin-team';
export * from './quran-recitations';
export * from './hifz';
export * from './child-recitations';
export * from './duas';
export { familyAudience } from './content-audience';
export * from '../domains/families';
export type { Page, PageRequest, Row, WriteResult } from './rows';
export type { IdempotencyKeyState, StoredResponse } from './idempotency-keys';

/** The auth service: accounts and sessions, families (registration, deletion) and the plan a parent is on. */
export function authRepos(context: RepoContext) {
  const subscriptions = createSubscriptionsRepo(context);
  return {
    users: createUsersRepo(context),
    families: createFamiliesDomain(context),
    /** Remembered devices: their logins count apart from guesses on the account. */
    deviceTokens: createDeviceTokensRepo(context),
    /** The family devices: where the children log in by their picture (only the tokens' hashes are kept). */
    familyDevices: createFamilyDevicesRepo(context),
    /** Emails waiting to be sent (written with the event that causes them) and sent ones. */
    emailOutbox: createEmailOutboxRepo(context),
    /** The emailed links (reset, confirm, sign in): only their hashes, each good once. */
    emailTokens: createEmailTokensRepo(context),
    /** Issue 35: the admins, their reviewer flag, invitations and removals. */
    adminTeam: createAdminTeamRepo(context),
    /** Read only: which plan limits a parent's family (the subscriptions service owns the rows). */
    subscriptions: { activeForParent: subscriptions.activeForParent.bind(subscriptions) },
  };
}

/** The content service: the catalogue, children's progress and uploaded files. */
export function contentRepos(context: RepoContext) {
  const users = createUsersRepo(context);
  return {
    categories: createCategoriesRepo(context),
    videos: createVideosRepo(context),
    duas: createDuasRepo(context),
    quizzes: createQuizzesRepo(context),
    assignments: createAssignmentsRepo(context),
    books: createBooksRepo(context),
    blogs: createBlogsRepo(context),
    stats: createStatsRepo(context),
    progress: createProgressRepo(context),
    learningTime: createLearningTimeRepo(context),
    /** Read only: whether a child's family holds an active subscription (the subscription gate). */
    familyAccess: createFamilyAccessRepo(context),
    dashboard: createDashboardRepo(context),
    reviews: createReviewsRepo(context),
    childOverview: createChildOverviewRepo(context),
    activities: createActivitiesRepo(context),
    mediaDeletions: createMediaDeletionsRepo(context),
    /** `Idempotency-Key`s of children's writes (replayed from the device's offline queue). */
    idempotencyKeys: createIdempotencyKeysRepo(context),
    /** The child area's sync reports (the parent dashboard shows the last one). */
    childSyncs: createChildSyncsRepo(context),
    /** The messages sent from the Contact page (the admins' inbox). */
    contactMessages: createContactMessagesRepo(context),
    /** Settings an admin edits without a rebuild (the contact details). */
    siteSettings: createSiteSettingsRepo(context),
    /** Emails waiting to be sent (the weekly notes, the replies to Contact messages). */
    emailOutbox: createEmailOutboxRepo(context),
    /** The weekly note's reads: the children opted in and their week; its unsubscribe. */
    weeklyNotes: createWeeklyNotesRepo(context),
    /** Issue 35: each item's review, sources, waiting revision and history (scholar review). */
    contentReviews: createContentReviewsRepo(context),
    /** Issue 35: the families' reports of a mistake in an item. */
    contentReports: createContentReportsRepo(context),
    /** Issue 36: each surah's recitation (the Quran text itself is the `@young-minds/quran` package's). */
    quranRecitations: createQuranRecitationsRepo(context),
    /** Issue 36: each child's memorised ayahs and their spaced revisions. */
    hifz: createHifzRepo(context),
    /** Issue 36: the recitations children record for their parents. */
    childRecitations: createChildRecitationsRepo(context),
    /** Read only: names for bylines, which children belong to a parent, and the family's clock. */
    users: {
      findById: users.findById.bind(users),
      nameOf: users.nameOf.bind(users),
      familyClockOf: users.familyClockOf.bind(users),
    },
  };
}

/** The subscriptions service: subscriptions (with their idempotency keys) and payments. */
export function subscriptionsRepos(context: RepoContext) {
  return {
    subscriptions: createSubscriptionsRepo(context),
    payments: createPaymentsRepo(context),
    /** Emails waiting to be sent (receipts, refunds, cancellations, renewal reminders). */
    emailOutbox: createEmailOutboxRepo(context),
  };
}

export type AuthRepos = ReturnType<typeof authRepos>;
export type ContentRepos = ReturnType<typeof contentRepos>;
export type SubscriptionsRepos = ReturnType<typeof subscriptionsRepos>;

/** Each service's bundle, built once per database. */
export function createServiceRepos(context: RepoContext) {
  return { auth: authRepos(context), content: contentRepos(context), subscriptions: subscriptionsRepos(context) };
}

export type ServiceRepos = ReturnType<typeof createServiceRepos>;

/**
 * Every repository and domain module, for the database package's own tests, fixtures and seeds: the same objects
 * the services hold, so a test can watch or fake one call of a service's repository.
 */
export function allRepos(bundles: ServiceRepos) {
  // Later bundles win a shared key: `users` is auth's full repository, `subscriptions` the subscriptions service's.
  return { ...bundles.content, ...bundles.auth, ...bundles.subscriptions };
}

export type Repos = ReturnType<typeof allRepos>;
