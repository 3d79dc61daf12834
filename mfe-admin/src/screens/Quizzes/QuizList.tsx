import { api } from '@young-minds/api-client';
import { type QuizSummary, endpoints } from '@young-minds/contracts';
import { ButtonLink } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ResourceList, formatDate, pagesOf, serverText, useResourceList, useReviewColumn } from '../../shared';
import { quizPaths } from './parts';

/** Manage Quizzes: the server's quizzes, ten a page, searchable by title, with View, Edit and Delete. */
export function QuizList() {
  const t = useAdminT();
  const reviewColumn = useReviewColumn<QuizSummary>();
  const resource = useResourceList(pagesOf(endpoints.quizzes.list), {
    remove: (quiz: QuizSummary) => api.call(endpoints.quizzes.remove, { params: { id: quiz.id } }),
    failureText: (caught) => serverText(caught) ?? t('quizzes.deleteFailed'),
  });
  return (
    <ResourceList
      resource={resource}
      texts="quizzes"
      tools={<ButtonLink to={quizPaths.add}>{t('quizzes.add')}</ButtonLink>}
      columns={[
        { header: t('quizzes.quizTitle'), cell: (quiz) => quiz.title, names: true },
        { header: t('quizzes.category'), cell: (quiz) => quiz.category || '—' },
        { header: t('quizzes.totalQuestions'), cell: (quiz) => quiz.questionCount },
        { header: t('quizzes.createdOn'), cell: (quiz) => formatDate(quiz.created_at) },
        reviewColumn,
      ]}
      actions={(quiz, kit) => [kit.view(quizPaths.view(quiz.id)), kit.edit(quizPaths.edit(quiz.id)), kit.remove()]}
    />
  );
}
