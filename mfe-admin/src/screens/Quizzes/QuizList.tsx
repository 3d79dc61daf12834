import { PageHeader } from '../../shared';

/** Placeholder until this screen is built (issue 5). */
export function QuizList() {
  return <PageHeader title="Manage Quizzes" />;
}
