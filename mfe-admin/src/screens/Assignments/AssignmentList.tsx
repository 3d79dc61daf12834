import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function AssignmentList() {
  return <PageHeader title="Manage Assignments" />;
}
