import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ViewBlog() {
  return <PageHeader title="View Blog" />;
}
