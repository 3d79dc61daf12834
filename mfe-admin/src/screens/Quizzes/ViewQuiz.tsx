import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function ViewQuiz() {
  return <PageHeader title="View Quiz" />;
}
