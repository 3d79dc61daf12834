import { type HttpHandler, HttpResponse, http } from 'msw';
import type { Book, BookReaderPages } from '@young-minds/contracts';
import { book } from '../admin/fixtures';
import { adminMockState } from '../admin/state';
import { docxBook, epubBook, pdfBook } from '@young-minds/scenarios/book-files';
import { recordProgressItem } from '../child';
import { childMockState } from '../child/state';

/**
 * Books a child can really read in QA mode: the fixtures' two PDFs get real pages, and `seedReaderBooks()` adds an
 * EPUB, a DOCX (with the pages the server makes readable at upload) and a DOC. The files are built here (no binary
 * fixtures) and served at their /media paths.
 */

const gardenPages = [
  'Amina plants a seed in the garden.',
  'She waters it every morning and says Bismillah.',
  'A small green shoot comes up. Alhamdulillah!',
];

/** The pages the server would make of the DOCX at upload (sanitised HTML, one string a page). */
const gardenReaderPages: BookReaderPages = { pages: gardenPages.map((text) => `<p>${text}</p>`) };

/** A Word 97 file starts with the OLE compound file signature; the reader never opens one (it is only downloaded). */
const docBytes = () =>
  Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(504).fill(0)]);

const pdf = (...pages: string[]) => ({ type: 'application/pdf', body: () => pdfBook(pages) });

const files: Record<string, { type: string; body: () => Uint8Array | string }> = {
  '/media/books/demo-duas.pdf': pdf(
    'My First Book of Duas',
    'Before eating: Bismillah.',
    'After eating: Alhamdulillah.',
    'Before sleeping: Bismika Allahumma amutu wa ahya.',
    'When waking up: Alhamdulillah.',
  ),
  '/media/books/demo-neighbour.pdf': pdf(
    'The Kind Neighbour',
    'Yusuf carries the shopping.',
    'His neighbour smiles.',
    'Kindness is sadaqah.',
  ),
  '/media/books/demo-seasons.epub': {
    type: 'application/epub+zip',
    body: () =>
      epubBook('The Four Seasons', [
        'In spring the flowers open and the birds sing.',
        'In summer the days are long and warm.',
        'In autumn the leaves turn red and gold.',
        'In winter we stay warm inside and read together.',
      ]),
  },
  '/media/books/demo-garden.docx': {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    body: () => docxBook(gardenPages),
  },
  '/media/books/demo-garden.json': { type: 'application/json', body: () => JSON.stringify(gardenReaderPages) },
  '/media/books/demo-letters.doc': { type: 'application/msword', body: docBytes },
  // The fixtures' worksheets, so 'Print' and 'Download' open a real sheet in QA mode.
  '/media/assignments/demo-ramadan-chart.pdf': pdf('My Ramadan Chart: colour a star for every fast.'),
  '/media/assignments/demo-wudu-worksheet.pdf': pdf('Wudu step by step: number the pictures from 1 to 6.'),
};

/** The EPUB, DOCX and DOC books `seedReaderBooks()` adds (ids far from the fixtures' and the created rows'). */
export const readerBooks: Book[] = [
  book([31, 'seasons', 'epub', 1, 4, '2026-11-01'], ['all', true, 'en'], 'The Four Seasons'),
  {
    ...book([32, 'garden', 'docx', 1, 3, '2026-11-02'], ['all', true, 'en'], "Amina's Garden"),
    reader_url: '/media/books/demo-garden.json',
  },
  // An Arabic book, so QA mode shows the child's language first and Arabic titles right to left.
  book([33, 'letters', 'doc', 1, 2, '2026-11-03'], ['all', true, 'ar'], 'رسائل إلى جدتي'),
];

/** The mock child (Yusuf) read the DOCX to page 2 yesterday. */
const seededBookmarks = [{ childId: 3, bookId: 32, bookmark: '2' }];

/**
 * Adds the EPUB, DOCX and DOC books to the mock's books (newest first) and Yusuf's bookmark in the DOCX; again after
 * a reset. Not in the default state: the admin area's mocks and tests count the fixtures' books.
 */
export function seedReaderBooks(): void {
  const known = new Set(adminMockState.books.map((book) => book.id));
  adminMockState.books.unshift(
    ...readerBooks.filter((book) => !known.has(book.id)).map((book) => structuredClone(book)),
  );
  for (const { childId, bookId, bookmark } of seededBookmarks) {
    const items = childMockState.items.get(childId) ?? [];
    if (items.some((item) => item.contentType === 'book' && item.contentId === bookId)) continue;
    const item = recordProgressItem(childId, { contentType: 'book', contentId: bookId, bookmark, completed: false });
    item.lastSeenAt = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  }
}

/** The books' and worksheets' files at their /media paths (uploaded ones are served by the uploads' handler first). */
export const bookFileHandlers: HttpHandler[] = ['*/media/books/:file', '*/media/assignments/:file'].map((path) =>
  http.get(path, ({ request }) => {
    const file = files[new URL(request.url).pathname];
    if (!file) return undefined;
    const body = file.body();
    return new HttpResponse(new Blob([typeof body === 'string' ? body : new Uint8Array(body)]), {
      headers: { 'content-type': file.type },
    });
  }),
);
