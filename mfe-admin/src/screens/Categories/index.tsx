import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ManageCategories() {
  return <PageHeader title="Manage Categories" />;
}
