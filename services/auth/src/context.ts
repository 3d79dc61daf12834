import type { Database } from '@young-minds/db';
import type { PaymentProvider } from '@young-minds/payments';
import type { RateLimiter, ServiceApp, TokenService } from '@young-minds/service-kit';

/** Everything the auth routes depend on; built once in app.ts. */
export interface AuthContext {
  kit: ServiceApp;
  db: Database;
  tokens: TokenService;
  limiters: {
    /** Every login attempt from one address. */
    loginPerIp: RateLimiter;
    /** Failed attempts on one account, wherever they come from (reset by a success). */
    loginPerAccount: RateLimiter;
    /** Sign-ups and first-password attempts from one address. */
    accountSetupPerIp: RateLimiter;
  };
  /** Charges the first period of the plan at registration. */
  payments: PaymentProvider;
  /** Clock, so tests can pin "today". */
  now: () => Date;
}
