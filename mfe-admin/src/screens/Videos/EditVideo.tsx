import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function EditVideo() {
  return <PageHeader title="Edit Video" />;
}
