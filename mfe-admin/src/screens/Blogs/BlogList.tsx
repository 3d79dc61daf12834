import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function BlogList() {
  return <PageHeader title="Manage Blogs" />;
}
