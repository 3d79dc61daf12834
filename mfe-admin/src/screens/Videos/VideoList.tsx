import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function VideoList() {
  return <PageHeader title="Manage Videos" />;
}
