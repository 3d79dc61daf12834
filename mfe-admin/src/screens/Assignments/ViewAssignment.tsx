import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ViewAssignment() {
  return <PageHeader title="View Assignment" />;
}
