import { type Database, serviceHooks } from '@young-minds/db';
import { appUrlFromEnv } from '@young-minds/mail';
import { type PaymentProvider, testModeProvider } from '@young-minds/payments';
import {
  type Logger,
  type PrincipalCache,
  type TokenService,
  createServiceApp,
  sequelizePoolStats,
} from '@young-minds/service-kit';
import type { SubscriptionsContext } from './context';
import { mountIncomeRoutes } from './income/routes';
import { mountPaymentRoutes } from './payments/routes';
import { mountPlanRoutes } from './plans/routes';
import { mountSubscriptionRoutes } from './subscriptions/routes';

export interface SubscriptionsAppOptions {
  db: Database;
  tokens: TokenService;
  /** Default: the test-mode provider (no money moves). A real processor is passed in here, nowhere else. */
  payments?: PaymentProvider;
  logger?: Logger;
  /**
   * The secret the gateway sends with each caller's address (`resolveGatewaySecret`): with it, per-address limits
   * apply per client, not per gateway; without it every caller is known by its socket address.
   */
  gatewaySecret?: string;
  now?: () => Date;
  /** Where emailed links point (`appUrlFromEnv`); default the local gateway. */
  appUrl?: string;
  /**
   * Tells the other services' session caches (through Redis) whose access changed here: a plan switched off or cut
   * short ends a child's "subscribed today" that the content service keeps with the session. Unset: they see it
   * when their entry expires (2 s).
   */
  principalCache?: PrincipalCache;
}

/** The subscriptions service: plans, subscriptions, payments and income. `index.ts` only adds configuration and a port. */
export function buildSubscriptionsApp(options: SubscriptionsAppOptions) {
  const { db, tokens, principalCache } = options;
  if (principalCache) db.onPrincipalsChanged((userIds) => principalCache.invalidate(userIds));
  const kit = createServiceApp({
    service: 'subscriptions',
    ...serviceHooks(db),
    tokens,
    logger: options.logger,
    gatewaySecret: options.gatewaySecret,
    // `db_pool_connections` on /metrics, read at each scrape.
    metrics: { dbPool: sequelizePoolStats(db.sequelize) },
  });

  const context: SubscriptionsContext = {
    kit,
    repos: db.serviceRepos.subscriptions,
    payments: options.payments ?? testModeProvider,
    now: options.now ?? (() => new Date()),
    appUrl: options.appUrl ?? appUrlFromEnv({}),
  };
  mountPlanRoutes(context);
  mountSubscriptionRoutes(context);
  mountPaymentRoutes(context);
  mountIncomeRoutes(context);
  return kit.app;
}
