import { useAdminT } from '../../messages';
import type { ItemLoadStatusProps } from '../../shared';

/** Where the quiz screens lead. */
export const quizPaths = {
  list: '/admin/quizzes',
  add: '/admin/manage-quizzes/add',
  view: (id: number) => `/admin/manage-quizzes/view/${id}`,
  edit: (id: number) => `/admin/manage-quizzes/edit/${id}`,
} as const;

/** How Edit Quiz and View Quiz show the quiz on its way, or why it did not come (`ItemLoadStatus`). */
export function useQuizLoadStatus(): Omit<ItemLoadStatusProps, 'state'> {
  const t = useAdminT();
  return {
    loadingLabel: t('quizzes.item.loading'),
    notFound: t('quizzes.item.notFound'),
    back: { to: quizPaths.list, label: t('quizzes.back') },
  };
}
