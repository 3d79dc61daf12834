import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ManageChildren() {
  return <PageHeader title="Manage Children" />;
}
