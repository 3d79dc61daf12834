import { testFile } from '../../testing';

/** The first bytes of a PNG: enough for the content check. */
export const coverPng = () =>
  testFile('cover.png', 'image/png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
export const bookPdf = () => testFile('stories.pdf', 'application/pdf', '%PDF-1.4\n% a book\n');
