import type { HttpHandler } from 'msw';
import {
  type Book,
  bookEndpoints,
  bookFiles,
  bookFormatOf,
  bookMessages,
  narrationFileField,
  narrationLabel,
  narrationMessages,
} from '@young-minds/contracts';
import { type CheckedUpload, MockHttpError, checkUploads, mockRoute, rowById, storeUpload } from '../kit';
import { adminBooks } from './fixtures';
import { mediaKindHandlers } from './media-crud';
import { type MockKind, oneCategory } from './mock-kind';
import { adminMockState } from './state';

/**
 * A newly stored book file with its format (stored under the sniffed extension, as the service does). The mock
 * cannot turn a Word file into reader pages, so a DOCX here has none, as one the service could not convert: the
 * reader then offers the download. The admin area never opens the reader.
 */
function bookFile(fileUrl: string): Pick<Book, 'fileUrl' | 'format' | 'reader_url'> {
  return { fileUrl, format: bookFormatOf(fileUrl) ?? 'doc', reader_url: null };
}

/** A 1×1 PNG: the mock's stand-in for the cover the service draws from a PDF's first page. */
const coverPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/**
 * The thumbnail of a book added without one, as the service answers: a PDF book gets a cover (the service draws
 * its first page; the mock stores a small PNG in its place); any other format needs a thumbnail (400).
 */
function madeCover(book: CheckedUpload): string {
  if (book.extension !== 'pdf')
    throw new MockHttpError(400, bookMessages.thumbnailForFormat, { thumbnail: bookMessages.thumbnailForFormat });
  return storeUpload({
    file: new File([coverPng], 'cover.png', { type: 'image/png' }),
    kind: 'image',
    extension: 'png',
  });
}

/** The book, or the service's 404 (a child's audience is not modelled here, as for `books.get`). */
const bookOf = (id: number): Book => rowById(adminMockState.books, id, bookMessages.notFound);

/** A book's recorded pages as the service answers them: listed in page order; an admin records and removes one. */
const narrationHandlers = (): HttpHandler[] => [
  mockRoute(bookEndpoints.narrations, ({ params }) => {
    bookOf(params.id);
    const narrations = adminMockState.narrations
      .filter((row) => row.bookId === params.id)
      .sort((a, b) => a.page - b.page)
      .map(({ page, url }) => ({ page, url }));
    return { narrations };
  }),
  mockRoute(bookEndpoints.putNarration, async ({ params, files }) => {
    const rule = { kind: 'audio', label: narrationLabel, required: narrationMessages.recordingRequired } as const;
    const sent = files[narrationFileField];
    // In the service's order: the recording must come, the book and its page exist, then the bytes are checked.
    if (!sent) await checkUploads({}, { audio: rule });
    const book = bookOf(params.id);
    if (params.page > book.pages)
      throw new MockHttpError(400, narrationMessages.pageBeyondBook, { page: narrationMessages.pageBeyondBook });
    const { audio } = await checkUploads({ audio: sent! }, { audio: rule });
    const url = storeUpload(audio!);
    // A new recording replaces the page's old one.
    adminMockState.narrations = [
      ...adminMockState.narrations.filter((row) => !(row.bookId === params.id && row.page === params.page)),
      { bookId: params.id, page: params.page, url },
    ];
    return { page: params.page, url };
  }),
  mockRoute(bookEndpoints.removeNarration, ({ params }) => {
    bookOf(params.id);
    const kept = adminMockState.narrations.filter((row) => !(row.bookId === params.id && row.page === params.page));
    if (kept.length === adminMockState.narrations.length) throw new MockHttpError(404, narrationMessages.noNarration);
    adminMockState.narrations = kept;
    return { message: narrationMessages.removed };
  }),
];

/** `/api/books` as the content service answers it: everyone logged in reads; admins add, edit and delete. */
const handlers = (): HttpHandler[] => [
  ...narrationHandlers(),
  ...mediaKindHandlers({
    endpoints: bookEndpoints,
    rows: () => adminMockState.books,
    messages: bookMessages,
    upload: bookFiles,
    files: {
      // Left out of a PDF book, its cover is drawn from the file.
      thumbnail: { label: 'Thumbnail', missing: (checked) => madeCover(checked.pdf!) },
      pdf: { label: 'Book file', required: bookMessages.fileRequired, twice: bookMessages.fileTwice, stored: bookFile },
    },
    search: (book) => [book.title, book.author],
    // Its pages' recordings go with it.
    removed: (book) => {
      adminMockState.narrations = adminMockState.narrations.filter((row) => row.bookId !== book.id);
    },
  }),
];

/** Books in the mocks: the fixtures, one category each (their recorded pages: `adminMockState.narrations`). */
export const bookMock: MockKind<Book> = { fixtures: adminBooks, ...oneCategory, handlers };
