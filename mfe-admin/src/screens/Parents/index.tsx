import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ManageParents() {
  return <PageHeader title="Manage Parents" />;
}
