import type { Book } from '@young-minds/contracts';
import { testFile } from '../../testing';

/** The first bytes of a PNG: enough for the content check. */
export const coverPng = () =>
  testFile('cover.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
export const bookPdf = () => testFile('stories.pdf', 'application/pdf', '%PDF-1.4\n% a book\n');

/** A stored book for list tests (paging, ordering). */
export function extraBook(id: number, title: string, createdAt: string): Book {
  return {
    id,
    title,
    author: 'Young Minds Team',
    category: 'Quran',
    category_id: 3,
    pages: 10,
    thumbnail_url: `/media/images/extra-${id}.jpg`,
    fileUrl: `/media/books/extra-${id}.pdf`,
    format: 'pdf',
    reader_url: null,
    age_band: 'all',
    music_free: false,
    language: 'en',
    created_at: createdAt,
  };
}
