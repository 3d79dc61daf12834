import { type Database, serviceHooks } from '@young-minds/db';
import { type PaymentProvider, testModeProvider } from '@young-minds/payments';
import { type Logger, type TokenService, createRateLimiter, createServiceApp } from '@young-minds/service-kit';
import { mountAdminRoutes } from './admin/routes';
import type { AuthContext } from './context';
import { mountParentRoutes } from './parent/routes';
import { mountRegistrationRoute } from './session/registration';
import { mountSessionRoutes } from './session/routes';

export interface RateLimits {
  windowMs: number;
  loginPerIp: number;
  loginPerAccount: number;
  accountSetupPerIp: number;
}

/** 15 minutes: generous for a family typing a password wrong, tight for a guessing script. */
export const defaultRateLimits: RateLimits = {
  windowMs: 15 * 60 * 1000,
  loginPerIp: 50,
  loginPerAccount: 10,
  accountSetupPerIp: 30,
};

export interface AuthAppOptions {
  db: Database;
  tokens: TokenService;
  limits?: Partial<RateLimits>;
  logger?: Logger;
  /**
   * The secret the gateway sends with each caller's address (`resolveGatewaySecret`): with it, per-address limits
   * apply per client, not per gateway; without it every caller is known by its socket address.
   */
  gatewaySecret?: string;
  /** Charges registrations; default: the test-mode provider (no money moves). */
  payments?: PaymentProvider;
  now?: () => Date;
}

/** The auth service: accounts, sessions, families. `index.ts` only adds configuration and a port. */
export function buildAuthApp(options: AuthAppOptions) {
  const { db, tokens } = options;
  const limits = { ...defaultRateLimits, ...options.limits };
  const limiter = (max: number) => createRateLimiter({ windowMs: limits.windowMs, max });

  const kit = createServiceApp({
    service: 'auth',
    ...serviceHooks(db),
    tokens,
    logger: options.logger,
    gatewaySecret: options.gatewaySecret,
  });

  const context: AuthContext = {
    kit,
    db,
    tokens,
    limiters: {
      loginPerIp: limiter(limits.loginPerIp),
      loginPerAccount: limiter(limits.loginPerAccount),
      accountSetupPerIp: limiter(limits.accountSetupPerIp),
    },
    payments: options.payments ?? testModeProvider,
    now: options.now ?? (() => new Date()),
  };
  mountSessionRoutes(context);
  mountRegistrationRoute(context);
  mountAdminRoutes(context);
  mountParentRoutes(context);
  return kit.app;
}
