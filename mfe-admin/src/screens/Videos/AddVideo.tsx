import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function AddVideo() {
  return <PageHeader title="Add New Video" />;
}
