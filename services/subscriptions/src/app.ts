import { type Database, serviceHooks } from '@young-minds/db';
import { type PaymentProvider, testModeProvider } from '@young-minds/payments';
import { type Logger, type TokenService, createServiceApp } from '@young-minds/service-kit';
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
  /** Behind our gateway: read the caller's address from X-Forwarded-For (for the logs). */
  trustProxy?: boolean;
  now?: () => Date;
}

/** The subscriptions service: plans, subscriptions, payments and income. `index.ts` only adds configuration and a port. */
export function buildSubscriptionsApp(options: SubscriptionsAppOptions) {
  const { db, tokens } = options;
  const kit = createServiceApp({
    service: 'subscriptions',
    ...serviceHooks(db),
    tokens,
    logger: options.logger,
    trustProxy: options.trustProxy,
  });

  const context: SubscriptionsContext = {
    kit,
    db,
    payments: options.payments ?? testModeProvider,
    now: options.now ?? (() => new Date()),
  };
  mountPlanRoutes(context);
  mountSubscriptionRoutes(context);
  mountPaymentRoutes(context);
  mountIncomeRoutes(context);
  return kit.app;
}
