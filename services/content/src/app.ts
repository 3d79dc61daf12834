import { randomBytes } from 'node:crypto';
import { contactRateLimit, quizCheckRateLimit, quizSubmissionRateLimit, reportRateLimit } from '@young-minds/contracts';
import { type Database, serviceHooks } from '@young-minds/db';
import { appUrlFromEnv } from '@young-minds/mail';
import {
  type Logger,
  type PrincipalCache,
  type RateLimitStore,
  type TokenService,
  createIdempotentRunner,
  createMediaSigner,
  createPrincipalCache,
  createServiceApp,
  memoryRateLimitStore,
  sequelizePoolStats,
} from '@young-minds/service-kit';
import { mountActivityRoutes } from './activities/routes';
import { mountAssignmentRoutes } from './assignments/routes';
import { mountBlogRoutes } from './blogs/routes';
import { mountBookRoutes } from './books/routes';
import type { WordLimits } from './books/word-limits';
import { mountCategoryRoutes } from './categories/routes';
import { mountChildOverviewRoutes } from './child-overview/routes';
import { mountContactRoutes } from './contact/routes';
import type { ContentContext } from './context';
import { mountDashboardRoutes } from './dashboard/routes';
import { mountDuaRoutes } from './duas/routes';
import { createWeeklyNotes } from './digests/notes';
import { mountDigestRoutes } from './digests/routes';
import { withSubscriptionGate } from './family-access/gate';
import { withChildFacts } from './family-access/session';
import { mountLearningTimeRoutes } from './learning-time/routes';
import { type MediaStore, mountMediaRoutes } from './media';
import { createMediaLinks } from './media/links';
import { mountOfflineRoutes } from './offline/routes';
import { mountHistoryRoutes } from './progress/history';
import { mountProgressRoutes } from './progress/routes';
import { mountQuizRoutes } from './quizzes/routes';
import { mountQuranRoutes } from './quran/routes';
import { mountReviewRoutes } from './reviews/routes';
import { mountContentReviewRoutes } from './review/routes';
import { mountReportRoutes } from './reports/routes';
import { mountStatsRoutes } from './stats/routes';
import { mountVideoRoutes } from './videos/routes';
import { mountHifzRoutes } from './hifz/routes';
import { mountRecitationRoutes } from './recitations/routes';

export interface ContentAppOptions {
  db: Database;
  tokens: TokenService;
  media: MediaStore;
  logger?: Logger;
  now?: () => Date;
  /**
   * The secret the gateway sends with each caller's address (`resolveGatewaySecret`): with it, per-address limits
   * apply per client, not per gateway; without it every caller is known by its socket address.
   */
  gatewaySecret?: string;
  /** Where multipart uploads are streamed before the media store moves them (same disk as the media root). */
  uploadDir?: string;
  /** Key of the signed links to private media (default: a random one, valid for this process only). */
  mediaUrlSecret?: string | Uint8Array;
  /** Uploads one user may run at once (default 2), counted in `rateLimitStore` (with Redis: across processes). */
  maxConcurrentUploads?: number;
  /** The session lookups kept for a few seconds (index.ts: shared with other processes through REDIS_URL). */
  principalCache?: PrincipalCache;
  /** Where the rate-limit counters live: Redis (REDIS_URL) so limits hold across processes; default in memory. */
  rateLimitStore?: RateLimitStore;
  /** Contact messages one email address may send in a minute (default the contract's 10); an address, 3×. */
  contactPerMinute?: number;
  /** Other limits for converting Word books than books/word-limits.ts's (tests). */
  wordLimits?: Partial<WordLimits>;
  /** Where emailed links point (`appUrlFromEnv`); default the local gateway. */
  appUrl?: string;
}

/**
 * `CONTACT_MESSAGE_LIMIT`: the Contact form's messages per email in one minute (default 10; per address 3×).
 * Unset → the default; a value that is not a whole number ≥ 1 stops the start.
 */
export function contactPerMinuteFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.CONTACT_MESSAGE_LIMIT?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`CONTACT_MESSAGE_LIMIT must be a whole number of at least 1 (it is '${text}').`);
  return value;
}

/**
 * The content service: categories, videos, quizzes, assignments, books, blogs, stats, progress (learning time,
 * the parent dashboard, histories, worksheet reviews), the Contact page's messages and details, and media.
 * Children's calls pass the subscription gate.
 */
export function buildContentApp(options: ContentAppOptions) {
  const { db, tokens, media } = options;
  const now = options.now ?? (() => new Date());
  const hooks = serviceHooks(db);
  // Sessions ended through this database (a logout, a password, a deletion) leave the cache at once.
  // On the app's clock, like the hand-offs' 12 hours it must not hide (a test's clock moves both).
  const principals = options.principalCache ?? createPrincipalCache({ now: () => now().getTime() });
  db.onPrincipalsChanged((userIds) => principals.invalidate(userIds));
  // Rate limits and the uploads-at-once cap: in Redis (REDIS_URL) they hold across every content process.
  const store = options.rateLimitStore ?? memoryRateLimitStore();
  const kit = createServiceApp({
    service: 'content',
    ...hooks,
    // The user lookup is cached, and with a child's session its subscription and audience (`withChildFacts`): a
    // change of either is announced like a session's. The gate runs on every child's call, from what was kept.
    loadPrincipal: withSubscriptionGate(
      principals.wrap(withChildFacts(hooks.loadPrincipal, db.serviceRepos.content, now)),
      db.serviceRepos.content.familyAccess,
      now,
    ),
    tokens,
    logger: options.logger,
    gatewaySecret: options.gatewaySecret,
    // `db_pool_connections` on /metrics, read at each scrape.
    metrics: { dbPool: sequelizePoolStats(db.sequelize) },
    // Uploads (videos up to hundreds of MB) stream to temp files; each kind's own limit is checked by the media store.
    multipart: {
      maxFileSize: 1024 * 1024 * 1024,
      maxTotalFileSize: 1024 * 1024 * 1024 + 50 * 1024 * 1024,
      maxFiles: 4,
      uploadDir: options.uploadDir,
      maxConcurrentPerUser: options.maxConcurrentUploads,
      concurrency: store.concurrency('uploads'),
    },
  });
  const mediaUrlSecret = options.mediaUrlSecret ?? randomBytes(32);
  const signer = createMediaSigner({ secret: mediaUrlSecret, now });
  const repos = db.serviceRepos.content;
  const idempotent = createIdempotentRunner({ store: repos.idempotencyKeys, now });
  const mediaLinksFor = createMediaLinks({ signer, familyAccess: repos.familyAccess, now });
  const context: ContentContext = { kit, repos, tokens, media, signer, mediaLinksFor, idempotent, now };
  mountCategoryRoutes(context);
  mountVideoRoutes(context);
  mountDuaRoutes(context);
  mountQuizRoutes(context, {
    submissionsPerChild: store.limiter({
      name: 'quiz-submit',
      windowMs: 60_000,
      max: quizSubmissionRateLimit.perMinute,
    }),
    checksPerChild: store.limiter({ name: 'quiz-check', windowMs: 60_000, max: quizCheckRateLimit.perMinute }),
  });
  mountAssignmentRoutes(context);
  mountBookRoutes(context, options.wordLimits);
  mountBlogRoutes(context);
  mountStatsRoutes(context);
  mountProgressRoutes(context);
  mountHistoryRoutes(context);
  mountLearningTimeRoutes(context);
  mountOfflineRoutes(context);
  mountDashboardRoutes(context);
  mountReviewRoutes(context);
  mountChildOverviewRoutes(context);
  mountActivityRoutes(context);
  // Issue 35: scholar review and the families' reports of mistakes.
  mountContentReviewRoutes(context);
  mountReportRoutes(
    context,
    store.limiter({ name: 'content-report', windowMs: 60 * 60_000, max: reportRateLimit.perHour }),
  );
  const perEmail = options.contactPerMinute ?? contactRateLimit.perMinute;
  const perAddress = (perEmail * contactRateLimit.perAddressPerMinute) / contactRateLimit.perMinute;
  // Issue 36: the Quran corner's text and recitations.
  mountQuranRoutes(context);
  mountContactRoutes(context, {
    perAddress: store.limiter({ name: 'contact-ip', windowMs: 60_000, max: perAddress }),
    perEmail: store.limiter({ name: 'contact-email', windowMs: 60_000, max: perEmail }),
  });
  // The weekly note: its unsubscribe links are signed with the media-link secret under a purpose of their own.
  const notes = createWeeklyNotes({ repos, secret: mediaUrlSecret, appUrl: options.appUrl ?? appUrlFromEnv({}), now });
  mountDigestRoutes(context, { notes, secret: mediaUrlSecret });
  // Issue 36: memorising and reciting to a parent.
  mountHifzRoutes(context);
  mountRecitationRoutes(context);
  mountMediaRoutes(kit, media.storage, signer);
  return kit.app;
}
