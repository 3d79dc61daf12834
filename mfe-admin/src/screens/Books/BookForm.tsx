import { PageHeader } from '../../shared';

/** Placeholders until these screens are built (issue 5). */
export function AddBook() {
  return <PageHeader title="AddBook" />;
}

export function EditBook() {
  return <PageHeader title="EditBook" />;
}
