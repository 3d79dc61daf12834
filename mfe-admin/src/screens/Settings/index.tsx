import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function AdminSettings() {
  return <PageHeader title="Admin Settings" />;
}
