import {
  accountLoginPausedMessage,
  emailLinkRateLimit,
  pictureLoginLockMinutes,
  pictureLoginLockedMessage,
  pictureLoginTries,
} from '@young-minds/contracts';
import { type Database, serviceHooks } from '@young-minds/db';
import { appUrlFromEnv, removeOutboxFilesTo } from '@young-minds/mail';
import {
  type Logger,
  type PrincipalCache,
  type RateLimitStore,
  type TokenService,
  createPrincipalCache,
  createServiceApp,
  sequelizePoolStats,
  memoryRateLimitStore,
} from '@young-minds/service-kit';
import { mountAdminRoutes } from './admin/routes';
import { mountAdminTeamRoutes } from './admin/team';
import { type SetupCodeFile, noSetupCode } from './bootstrap/setup-code';
import { mountChildAccountRoutes } from './child/routes';
import { mountEmailLinkRoutes } from './email-links/routes';
import type { AuthContext } from './context';
import { mountFamilyDeviceRoutes } from './family-device/routes';
import { mountFamilyClockRoutes } from './family-clock/routes';
import { mountFamilyRoutes } from './parent/family-routes';
import { mountHandOffRoutes } from './parent/hand-off';
import { mountParentRoutes } from './parent/routes';
import { type Passwords, passwords } from './passwords';
import { mountRegistrationRoute } from './session/registration';
import { mountSessionRoutes } from './session/routes';

export interface RateLimits {
  windowMs: number;
  /** Failed logins per address. */
  loginPerIp: number;
  /** Failed logins per (account, address). */
  loginPerAccountIp: number;
  /** Password checks per account from everywhere, before any hashing (a success gives its check back). */
  loginPerAccount: number;
  /** The same for a remembered device of the account: its owner's own budget. */
  loginPerDevice: number;
  accountSetupPerIp: number;
  /** Password checks and hashes per signed-in user, and per address. */
  passwordPerUser: number;
  passwordPerIp: number;
  /** Wrong PINs or passwords when taking a handed-over device back, per family, and the lock's length. */
  returnToParentFailures: number;
  returnToParentWindowMs: number;
  /** Emailed links asked for per hour, per address asked for and per client (`emailLinkRateLimit`). */
  emailLinkPerEmail: number;
  emailLinkPerIp: number;
}

const hourMs = 60 * 60 * 1000;

/** 15 minutes: generous for a family typing a password wrong, tight for a guessing script. */
const defaultRateLimits: RateLimits = {
  windowMs: 15 * 60 * 1000,
  loginPerIp: 50,
  loginPerAccountIp: 10,
  // 25 guesses per 15 minutes is 2,400 a day at most, whatever the number of addresses or instances.
  loginPerAccount: 25,
  loginPerDevice: 10,
  accountSetupPerIp: 30,
  passwordPerUser: 30,
  passwordPerIp: 100,
  // A 4-digit PIN has 10,000 values: 5 tries per 15 minutes make guessing it take weeks.
  returnToParentFailures: 5,
  returnToParentWindowMs: 15 * 60 * 1000,
  emailLinkPerEmail: emailLinkRateLimit.perEmailPerHour,
  emailLinkPerIp: emailLinkRateLimit.perAddressPerHour,
};

/**
 * The limits an operator may change: `ACCOUNT_SETUP_LIMIT` — new accounts (registrations and added children) per
 * address in 15 minutes (default 30; a school or a family behind one shared address may need more).
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const text = env.ACCOUNT_SETUP_LIMIT?.trim();
  if (!text) return {};
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`ACCOUNT_SETUP_LIMIT must be a whole number of at least 1 (it is '${text}').`);
  return { accountSetupPerIp: value };
}

export interface AuthAppOptions {
  db: Database;
  tokens: TokenService;
  limits?: Partial<RateLimits>;
  /** Where the counters live: Redis (REDIS_URL) so limits hold across processes; default in memory. */
  rateLimitStore?: RateLimitStore;
  /** The bootstrap admin's setup code file (`setupCodeFile(DATA_DIR)`); default none: no first password can be set. */
  setupCode?: SetupCodeFile;
  /** Waits for the login slow-down; tests record instead of sleeping. */
  delay?: (ms: number) => Promise<void>;
  logger?: Logger;
  /**
   * The secret the gateway sends with each caller's address (`resolveGatewaySecret`): with it, per-address limits
   * apply per client, not per gateway; without it every caller is known by its socket address.
   */
  gatewaySecret?: string;
  now?: () => Date;
  /** The login's password checks; default the process's queue (tests count or hold the checks). */
  passwords?: Passwords;
  /** The session lookups kept for a few seconds; index.ts passes one that tells other processes (REDIS_URL). */
  principalCache?: PrincipalCache;
  /** The `.eml` folder (`outboxFolder(DATA_DIR)`): a deleted family's files there are deleted too; default none. */
  outboxFolder?: string;
  /** Where emailed links point; default `appUrlFromEnv(process.env)` (APP_URL, else the local gateway). */
  appUrl?: string;
}

/** The auth service: accounts, sessions, families. `index.ts` only adds configuration and a port. */
export function buildAuthApp(options: AuthAppOptions) {
  const { db, tokens } = options;
  const limits = { ...defaultRateLimits, ...options.limits };
  const store = options.rateLimitStore ?? memoryRateLimitStore();
  const limiter = (name: string, max: number) => store.limiter({ name, windowMs: limits.windowMs, max });

  const hooks = serviceHooks(db);
  // Every session this service ends (logout, password, deletion) is announced once the write commits.
  // On the app's clock, like the hand-offs' 12 hours it must not hide (a test's clock moves both).
  const now = options.now ?? (() => new Date());
  const principals = options.principalCache ?? createPrincipalCache({ now: () => now().getTime() });
  db.onPrincipalsChanged((userIds) => principals.invalidate(userIds));
  const kit = createServiceApp({
    service: 'auth',
    ...hooks,
    loadPrincipal: principals.wrap(hooks.loadPrincipal),
    tokens,
    logger: options.logger,
    gatewaySecret: options.gatewaySecret,
    // `db_pool_connections` on /metrics, read at each scrape.
    metrics: { dbPool: sequelizePoolStats(db.sequelize) },
  });

  const context: AuthContext = {
    kit,
    repos: db.serviceRepos.auth,
    tokens,
    limiters: {
      loginPerIp: limiter('login-ip', limits.loginPerIp),
      loginPerAccountIp: limiter('login-account-ip', limits.loginPerAccountIp),
      loginPerAccount: store.limiter({
        name: 'login-account-checks',
        windowMs: limits.windowMs,
        max: limits.loginPerAccount,
        message: accountLoginPausedMessage,
      }),
      loginPerDevice: store.limiter({
        name: 'login-device',
        windowMs: limits.windowMs,
        max: limits.loginPerDevice,
        message: accountLoginPausedMessage,
      }),
      // Never rejects (only penalties are counted): the max is irrelevant.
      loginFailuresPerAccount: limiter('login-account', Number.MAX_SAFE_INTEGER),
      accountSetupPerIp: limiter('account-setup-ip', limits.accountSetupPerIp),
      passwordPerUser: limiter('password-user', limits.passwordPerUser),
      passwordPerIp: limiter('password-ip', limits.passwordPerIp),
      returnToParent: store.limiter({
        name: 'return-to-parent',
        windowMs: limits.returnToParentWindowMs,
        max: limits.returnToParentFailures,
      }),
      pictureLogin: store.limiter({
        name: 'picture-login',
        windowMs: pictureLoginLockMinutes * 60 * 1000,
        max: pictureLoginTries,
        message: pictureLoginLockedMessage,
      }),
      emailLinkPerEmail: store.limiter({ name: 'email-link-email', windowMs: hourMs, max: limits.emailLinkPerEmail }),
      emailLinkPerIp: store.limiter({ name: 'email-link-ip', windowMs: hourMs, max: limits.emailLinkPerIp }),
    },
    appUrl: options.appUrl ?? appUrlFromEnv(process.env),
    setupCode: options.setupCode ?? noSetupCode,
    delay: options.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now,
    passwords: options.passwords ?? passwords,
    removeMailFiles: (addresses) =>
      options.outboxFolder ? removeOutboxFilesTo(options.outboxFolder, addresses) : Promise.resolve(0),
  };
  mountSessionRoutes(context);
  mountRegistrationRoute(context);
  mountEmailLinkRoutes(context);
  mountAdminRoutes(context);
  // Issue 35: several admins (Admin → Team) and their invitations.
  mountAdminTeamRoutes(context);
  mountParentRoutes(context);
  mountHandOffRoutes(context);
  mountFamilyRoutes(context);
  mountChildAccountRoutes(context);
  mountFamilyDeviceRoutes(context);
  mountFamilyClockRoutes(context);
  return kit.app;
}
