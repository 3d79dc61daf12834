import { bookMessages } from '@young-minds/contracts';
import { useAdminT } from '../../messages';
import type { ItemLoadStatusProps } from '../../shared';

/** Where the book screens lead. */
export const bookPaths = {
  list: '/admin/manage-books',
  add: '/admin/manage-books/add',
  view: (id: number | string) => `/admin/manage-books/view/${id}`,
  edit: (id: number | string) => `/admin/manage-books/edit/${id}`,
} as const;

/** How Edit Book and View Book show the book on its way, or why it did not come (`ItemLoadStatus`). */
export function useBookLoadStatus(): Omit<ItemLoadStatusProps, 'state'> {
  const t = useAdminT();
  return {
    loadingLabel: t('books.item.loading'),
    notFound: bookMessages.notFound,
    back: { to: bookPaths.list, label: t('books.back') },
  };
}
