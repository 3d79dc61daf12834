import { type HttpHandler, HttpResponse, http } from 'msw';
import type { Book, BookReaderPages } from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { docxBook, epubBook, pdfBook } from '@young-minds/scenarios/book-files';
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

const files: Record<string, { type: string; body: () => Uint8Array | string }> = {
  '/media/books/demo-duas.pdf': {
    type: 'application/pdf',
    body: () =>
      pdfBook([
        'My First Book of Duas',
        'Before eating: Bismillah.',
        'After eating: Alhamdulillah.',
        'Before sleeping: Bismika Allahumma amutu wa ahya.',
        'When waking up: Alhamdulillah.',
      ]),
  },
  '/media/books/demo-neighbour.pdf': {
    type: 'application/pdf',
    body: () =>
      pdfBook(['The Kind Neighbour', 'Yusuf carries the shopping.', 'His neighbour smiles.', 'Kindness is sadaqah.']),
  },
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
  '/media/assignments/demo-ramadan-chart.pdf': {
    type: 'application/pdf',
    body: () => pdfBook(['My Ramadan Chart: colour a star for every fast.']),
  },
  '/media/assignments/demo-wudu-worksheet.pdf': {
    type: 'application/pdf',
    body: () => pdfBook(['Wudu step by step: number the pictures from 1 to 6.']),
  },
};

/** The EPUB, DOCX and DOC books `seedReaderBooks()` adds (ids far from the fixtures' and the created rows'). */
export const readerBooks: Book[] = [
  {
    id: 31,
    title: 'The Four Seasons',
    author: 'Young Minds Team',
    category: 'Akhlaq (Manners)',
    category_id: 1,
    pages: 4,
    thumbnail_url: '/media/images/demo-seasons.jpg',
    fileUrl: '/media/books/demo-seasons.epub',
    format: 'epub',
    reader_url: null,
    age_band: 'all',
    music_free: true,
    language: 'en',
    created_at: '2026-11-01T08:00:00.000Z',
  },
  {
    id: 32,
    title: "Amina's Garden",
    author: 'Young Minds Team',
    category: 'Akhlaq (Manners)',
    category_id: 1,
    pages: 3,
    thumbnail_url: '/media/images/demo-garden.jpg',
    fileUrl: '/media/books/demo-garden.docx',
    format: 'docx',
    reader_url: '/media/books/demo-garden.json',
    age_band: 'all',
    music_free: true,
    language: 'en',
    created_at: '2026-11-02T08:00:00.000Z',
  },
  {
    id: 33,
    // An Arabic book, so QA mode shows the child's language first and Arabic titles right to left.
    title: 'رسائل إلى جدتي',
    author: 'Young Minds Team',
    category: 'Akhlaq (Manners)',
    category_id: 1,
    pages: 2,
    thumbnail_url: '/media/images/demo-letters.jpg',
    fileUrl: '/media/books/demo-letters.doc',
    format: 'doc',
    reader_url: null,
    age_band: 'all',
    music_free: true,
    language: 'ar',
    created_at: '2026-11-03T08:00:00.000Z',
  },
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
    items.unshift({
      id: childMockState.nextId++,
      contentType: 'book',
      contentId: bookId,
      title: readerBooks.find((book) => book.id === bookId)?.title ?? null,
      positionSeconds: null,
      bookmark,
      completed: false,
      score: null,
      lastSeenAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    });
    childMockState.items.set(childId, items);
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
