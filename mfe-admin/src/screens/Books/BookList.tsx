import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function BookList() {
  return <PageHeader title="Manage Books" />;
}
