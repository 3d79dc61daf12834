import { api } from '@young-minds/api-client';
import { type Book, endpoints } from '@young-minds/contracts';
import { ButtonLink } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ResourceList, pagesOf, serverText, useResourceList } from '../../shared';
import { bookPaths } from './parts';

const removal = {
  remove: (book: Book) => api.call(endpoints.books.remove, { params: { id: book.id } }),
  logAs: 'book delete',
};

/** Manage Books: the server's books, ten a page, searchable by title (the server also matches the author), with View, Edit and Delete. */
export function BookList() {
  const t = useAdminT();
  const resource = useResourceList(pagesOf(endpoints.books.list), {
    ...removal,
    failureText: (caught) => serverText(caught) ?? t('books.deleteFailed'),
  });
  return (
    <ResourceList
      resource={resource}
      texts="books"
      tools={<ButtonLink to={bookPaths.add}>{t('books.add')}</ButtonLink>}
      columns={[
        { header: t('books.title'), cell: (book) => book.title, names: true },
        { header: t('books.author'), cell: (book) => book.author },
        { header: t('books.category'), cell: (book) => book.category },
        { header: t('books.pages'), cell: (book) => book.pages },
      ]}
      actions={(book, kit) => [kit.view(bookPaths.view(book.id)), kit.edit(bookPaths.edit(book.id)), kit.remove()]}
    />
  );
}
