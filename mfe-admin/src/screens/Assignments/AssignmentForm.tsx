import { PageHeader } from '../../shared';

/** Placeholders until these screens are built (issue 5). */
export function AddAssignment() {
  return <PageHeader title="AddAssignment" />;
}

export function EditAssignment() {
  return <PageHeader title="EditAssignment" />;
}
