import { incomeEndpoints } from './income';
import { paymentEndpoints } from './payments';
import { planEndpoints } from './plans';
import { subscriptionEndpoints } from './subscriptions';

/** Every call the subscriptions service serves. The service mounts exactly these; its access-matrix test walks them. */
export const subscriptionServiceEndpoints = {
  ...planEndpoints,
  ...subscriptionEndpoints,
  ...paymentEndpoints,
  ...incomeEndpoints,
} as const;

export type SubscriptionServiceEndpoints = typeof subscriptionServiceEndpoints;
