import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function SubscriptionList() {
  return <PageHeader title="Manage Subscriptions" />;
}
