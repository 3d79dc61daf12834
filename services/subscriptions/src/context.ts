import type { SubscriptionsRepos } from '@young-minds/db';
import type { PaymentProvider } from '@young-minds/payments';
import type { ServiceApp } from '@young-minds/service-kit';

/** Everything the subscriptions routes depend on; built once in app.ts. */
export interface SubscriptionsContext {
  kit: ServiceApp;
  /** Only the subscriptions service's repositories (subscriptions, payments). */
  repos: SubscriptionsRepos;
  /** Charges for subscribe/renew (the test-mode provider unless another is given). */
  payments: PaymentProvider;
  /** Clock, so tests can pin "today" and the income window. */
  now: () => Date;
  /** The address families open the platform at: the money emails link to the subscription page on it. */
  appUrl: string;
}
