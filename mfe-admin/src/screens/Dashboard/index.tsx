import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function Dashboard() {
  return <PageHeader title="Admin Dashboard" />;
}
