import type { ActivityKind, ActivityStatus } from '@young-minds/contracts';
import { activityMessages } from '@young-minds/contracts';
import { useAdminT } from '../../messages';
import type { ItemLoadStatusProps } from '../../shared';

/** Where the activity screens lead. */
export const activityPaths = {
  list: '/admin/activities',
  add: '/admin/manage-activities/add',
  view: (id: number | string) => `/admin/manage-activities/view/${id}`,
  edit: (id: number | string) => `/admin/manage-activities/edit/${id}`,
} as const;

/** The product's names of the three kinds and the two states, as the admin reads them. */
export function useActivityWords() {
  const t = useAdminT();
  return {
    kind: (kind: ActivityKind) => t(`activities.kind.${kind}`),
    status: (status: ActivityStatus) => t(`activities.status.${status}`),
  };
}

/** How Edit and Preview show the activity on its way, or why it did not come (`ItemLoadStatus`). */
export function useActivityLoadStatus(): Omit<ItemLoadStatusProps, 'state'> {
  const t = useAdminT();
  return {
    loadingLabel: t('activities.item.loading'),
    notFound: activityMessages.notFound,
    back: { to: activityPaths.list, label: t('activities.back') },
  };
}
