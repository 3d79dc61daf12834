import { ApiError, api } from '@young-minds/api-client';
import {
  type Book,
  bookFiles,
  bookMessages,
  bookNeedsThumbnail,
  endpoints,
  mediaKindFormats,
} from '@young-minds/contracts';
import { formatNumber } from '@young-minds/i18n';
import { messages } from '../../messages';
import { itemOf, pagesOf, serverText } from '../../shared';
import type { MediaKind } from '../../shared/mediaKind';
import { mediaKindScreens } from '../../shared/MediaKindScreens';
import { NarrationSection } from './Narration';

/** 'Upload failed: ' with the server's error; a call that never got an answer is 'Something went wrong'. */
function failureText(caught: unknown): string {
  const said = serverText(caught) ?? (caught instanceof ApiError && caught.status !== 0 ? caught.message : null);
  return said ? messages.t('books.uploadFailed', { reason: said }) : messages.t('books.networkFailure');
}

/** Optional on Edit: the stored file stays. */
const optional = <Rule extends object>(rule: Rule) => ({ ...rule, required: false });

/**
 * The book screens: Manage Books, Add, View and Edit (/admin/manage-books/…). The list searches by title (the
 * server also matches the author); the book file travels as `pdf` (the spec's form).
 */
const bookKind: MediaKind<Book> = {
  texts: 'books',
  reviewKind: 'book',
  paths: { list: '/admin/manage-books', manage: '/admin/manage-books' },
  read: { list: pagesOf(endpoints.books.list), item: itemOf(endpoints.books.get) },
  endpoints: { create: endpoints.books.create, update: endpoints.books.update },
  send: {
    create: (body, transfer) => api.call(endpoints.books.create, { body, ...transfer }),
    update: (id, body, transfer) => api.call(endpoints.books.update, { params: { id }, body, ...transfer }),
    remove: (id) => api.call(endpoints.books.remove, { params: { id } }),
  },
  logAs: 'book',
  list: {
    columns: [
      { header: 'books.title', cell: (book) => book.title, names: true },
      { header: 'books.author', cell: (book) => book.author },
      { header: 'books.category', cell: (book) => book.category },
      { header: 'books.pages', cell: (book) => book.pages },
    ],
    deleteFailure: (caught) => serverText(caught) ?? messages.t('books.deleteFailed'),
  },
  form: {
    fields: [
      { type: 'text', name: 'title', label: 'books.title' },
      { type: 'text', name: 'author', label: 'books.author' },
      { type: 'category', label: 'books.category' },
      { type: 'number', name: 'pages', label: 'books.pages', min: 1 },
      { type: 'flags' },
      {
        type: 'file',
        name: 'thumbnail',
        label: 'books.thumbnail',
        accept: 'image/*',
        rule: {
          add: bookFiles.thumbnail,
          edit: optional(bookFiles.thumbnail),
          serverLabel: 'Thumbnail',
          missing: bookMessages.thumbnailRequired,
          // Only a PDF's first page can become the cover: an EPUB or Word book is refused before it is sent.
          neededOnAdd: {
            when: ({ pdf }) => pdf instanceof Array && pdf.some((file) => bookNeedsThumbnail(file.name)),
            missing: bookMessages.thumbnailForFormat,
          },
        },
        // On Add a PDF book may come without one: the server makes its cover from the first page.
        hint: ({ editing }) =>
          editing ? mediaKindFormats.image : messages.t('books.thumbnailHint', { formats: mediaKindFormats.image }),
        current: (book) => ({ image: book.thumbnail_url }),
      },
      {
        type: 'file',
        name: 'pdf',
        label: 'books.file',
        accept: '.pdf,.doc,.docx,.epub',
        rule: {
          add: bookFiles.pdf,
          edit: optional(bookFiles.pdf),
          serverLabel: 'Book file',
          missing: bookMessages.fileRequired,
        },
        hint: () => mediaKindFormats.book,
        current: (book) => ({ href: book.fileUrl, label: 'books.openCurrentFile' }),
      },
    ],
    categoriesFailure: 'plain',
    editProgress: 'always',
    submit: 'books.add',
    back: { add: 'books.back', edit: 'books.back' },
    saved: { add: 'books.added', edit: 'books.updated' },
    failure: failureText,
  },
  view: {
    media: { cover: (book) => book.thumbnail_url },
    rows: [
      { label: 'books.author', value: (book) => book.author },
      { label: 'books.category', value: (book) => book.category },
      { label: 'books.pages', value: (book) => formatNumber(book.pages) },
    ],
    fileLink: { href: (book) => book.fileUrl, label: 'books.openFile' },
    section: (book) => <NarrationSection book={book} />,
    notFound: bookMessages.notFound,
  },
};

export const bookScreens = mediaKindScreens(bookKind);
