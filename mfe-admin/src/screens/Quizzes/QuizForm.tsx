import { PageHeader } from '../../shared';

/** Placeholders until these screens are built (issue 5). */
export function CreateQuiz() {
  return <PageHeader title="CreateQuiz" />;
}

export function EditQuiz() {
  return <PageHeader title="EditQuiz" />;
}
