import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ViewVideo() {
  return <PageHeader title="View Video" />;
}
