import { PageHeader } from '../../shared';

/** Placeholders until these screens are built (issue 5). */
export function AddBlog() {
  return <PageHeader title="AddBlog" />;
}

export function EditBlog() {
  return <PageHeader title="EditBlog" />;
}
