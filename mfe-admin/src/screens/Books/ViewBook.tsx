import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ViewBook() {
  return <PageHeader title="View Book" />;
}
