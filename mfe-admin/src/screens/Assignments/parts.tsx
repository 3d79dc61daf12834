import { useAdminT } from '../../messages';
import type { ItemLoadStatusProps } from '../../shared';

/** Where the assignment screens lead. */
export const assignmentPaths = {
  list: '/admin/assignments',
  add: '/admin/manage-assignments/add',
  view: (id: number | string) => `/admin/manage-assignments/view/${id}`,
  edit: (id: number | string) => `/admin/manage-assignments/edit/${id}`,
  video: (id: number) => `/admin/manage-videos/view/${id}`,
} as const;

/** How Edit Assignment and View Assignment show the assignment on its way, or why it did not come (`ItemLoadStatus`). */
export function useAssignmentLoadStatus(): Omit<ItemLoadStatusProps, 'state'> {
  const t = useAdminT();
  return {
    loadingLabel: t('assignments.item.loading'),
    notFound: t('assignments.item.notFound'),
    back: { to: assignmentPaths.list, label: t('assignments.back') },
  };
}
