import { maxPageSize, bookEndpoints, progressEndpoints } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useChildLanguageFirst } from '../../shared/contentLanguage';
import { CategoryTiles, LoadStatus, ScreenTitle } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

/**
 * `/child/book`: every book the child may read (the server lists only those of their age and the family's choices),
 * as big cover tiles by category (those in the child's language first), each title with its speaker; finished ones
 * say so.
 */
export function Books() {
  const t = useChildT();
  const languageFirst = useChildLanguageFirst();
  const loaded = useLoaded(
    [
      useEndpoint(bookEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'book', pageSize: maxPageSize } }),
    ],
    (books, read) => {
      const done = new Set(read.data.filter((item) => item.completed).map((item) => item.contentId));
      return { books: books.data, done };
    },
  );
  return (
    <>
      <ScreenTitle text={t('books.title')} />
      <LoadStatus loaded={loaded} loading={t('books.loading')}>
        {({ books, done }) =>
          books.length === 0 ? (
            <p>{t('books.empty')}</p>
          ) : (
            <CategoryTiles
              items={languageFirst(books)}
              path="/child/book"
              speak
              noteOf={(book) => (done.has(book.id) ? t('books.finished') : undefined)}
            />
          )
        }
      </LoadStatus>
    </>
  );
}
