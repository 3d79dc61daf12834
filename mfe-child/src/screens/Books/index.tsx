import { api } from '@young-minds/api-client';
import { endpoints, maxPageSize } from '@young-minds/contracts';
import { useChildT } from '../../messages';
import { useChildLanguageFirst } from '../../shared/contentLanguage';
import { useContent } from '../../shared/gate';
import { CategoryTiles, LoadStatus, Title } from '../../shared/parts';

/**
 * `/child/book`: every book the child may read (the server lists only those of their age and the family's choices),
 * as big cover tiles by category (those in the child's language first), each title with its speaker; finished ones
 * say so.
 */
export function Books() {
  const t = useChildT();
  const languageFirst = useChildLanguageFirst();
  const loaded = useContent(async (signal) => {
    const [books, read] = await Promise.all([
      api.call(endpoints.books.list, { query: { pageSize: maxPageSize }, signal }),
      api.call(endpoints.progress.myItems, { query: { contentType: 'book', pageSize: maxPageSize }, signal }),
    ]);
    const done = new Set(read.data.filter((item) => item.completed).map((item) => item.contentId));
    return { books: books.data, done };
  }, 'books');
  return (
    <>
      <Title text={t('books.title')} />
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
