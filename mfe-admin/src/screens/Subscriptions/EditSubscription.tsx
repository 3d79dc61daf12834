import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function EditSubscription() {
  return <PageHeader title="Edit Subscription" />;
}
