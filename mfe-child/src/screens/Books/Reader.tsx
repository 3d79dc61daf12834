import { ApiError } from '@young-minds/api-client';
import { type Book, maxPageSize, bookEndpoints, progressEndpoints } from '@young-minds/contracts';
import { useCallback, useMemo } from 'react';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { DownloadButton, WhenOnDevice } from '../../offline/DownloadButton';
import { latestPlace } from '../../offline/places';
import { BookIcon, DownloadIcon } from '../../shared/icons';
import { BigLink, FileLink, LoadStatus, NoteBox, NotFoundNote, Title } from '../../shared/parts';
import type { OpenBook } from './document';
import { PageTurner } from './PageTurner';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemCheck } from '../../shared/ItemCheck';

/** Each format's reader is its own chunk, loaded when a book of that format opens. */
function openerOf(book: Book): OpenBook | null {
  switch (book.format) {
    case 'pdf':
      return async (area, events) => (await import('./pdf')).openPdf(book.fileUrl)(area, events);
    case 'epub':
      return async (area, events) => (await import('./epub')).openEpub(book.fileUrl, book.title)(area, events);
    case 'docx': {
      const pages = book.reader_url;
      return pages ? async (area, events) => (await import('./docx')).openDocx(pages)(area, events) : null;
    }
    default:
      return null;
  }
}

/** A book the area cannot show (a DOC, or a DOCX without readable pages): download it for a grown-up to open. */
function DownloadNote({ book }: { book: Book }) {
  const t = useChildT();
  return (
    <NoteBox>
      <p className="note-picture">
        <BookIcon size="5rem" />
      </p>
      <p>{t('reader.wordProcessor')}</p>
      <FileLink href={book.fileUrl} download>
        <DownloadIcon size="1.4em" />
        {t('reader.download')}
      </FileLink>
    </NoteBox>
  );
}

/**
 * The admin's recorded pages of a book, by page: the reader plays a page's recording instead of the device's voice.
 * Not part of the book's loading: while they load, or if they cannot (offline with no copy), pages are read by the
 * device's voice.
 */
function useNarrationOf(bookId: number): (page: number) => string | null {
  const answer = useEndpoint(bookEndpoints.narrations, { params: { id: bookId } });
  const byPage = useMemo(
    () => new Map((answer.data?.narrations ?? []).map((narration) => [narration.page, narration.url])),
    [answer.data],
  );
  return useCallback((page: number) => byPage.get(page) ?? null, [byPage]);
}

function ReaderOf({ book, bookmark }: { book: Book; bookmark: string | null }) {
  const open = useMemo(() => openerOf(book), [book]);
  const narrationOf = useNarrationOf(book.id);
  if (!open) return <DownloadNote book={book} />;
  return (
    <PageTurner
      bookId={book.id}
      savedBookmark={bookmark}
      open={open}
      download={book.format === 'docx' ? book.fileUrl : undefined}
      language={book.language}
      narrationOf={narrationOf}
    />
  );
}

/** `/child/book/:bookId`: the book at the page where the child stopped, in the reader of its format. */
export function BookReader() {
  const t = useChildT();
  const bookId = useRouteItem('book', 'bookId');
  const loaded = useLoaded(
    [
      useEndpoint(bookEndpoints.get, { params: { id: bookId } }),
      useEndpoint(progressEndpoints.myItems, { query: { contentType: 'book', pageSize: maxPageSize } }),
    ],
    (book, items) => {
      const saved = items.data.find((item) => item.contentId === bookId);
      return { book, bookmark: latestPlace('book', bookId, saved).bookmark };
    },
  );
  const missing =
    loaded.state === 'failed' && loaded.error instanceof ApiError && [400, 404].includes(loaded.error.status);
  return (
    <>
      {missing ? (
        <NotFoundNote picture={<BookIcon size="5rem" />} text={t('reader.notFound')} />
      ) : (
        <LoadStatus loaded={loaded} loading={t('reader.loading')}>
          {({ book, bookmark }) => (
            <>
              <Title text={book.title} language={book.language} />
              <ItemCheck kind="book" item={book} />
              <WhenOnDevice kind="book" contentId={book.id}>
                <ReaderOf book={book} bookmark={bookmark} />
              </WhenOnDevice>
              <DownloadButton kind="book" contentId={book.id} />
            </>
          )}
        </LoadStatus>
      )}
      <BigLink to="/child/book" $variant="outline">
        {t('reader.allBooks')}
      </BigLink>
    </>
  );
}
