import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { contentFlagFieldsShape, contentFlagsShape } from './flags';
import { contentReviewShape } from './review';
import { contentLanguageFieldShape, contentLanguageShape } from './language';
import { type FileField, categoryFilterSchema, formCount, formId, formText, mediaUrlSchema } from './media';

export const bookMessages = {
  thumbnailRequired: 'Please upload a thumbnail image.',
  /** An EPUB or Word book sent without a thumbnail: only a PDF's first page can become its cover. */
  thumbnailForFormat:
    "Please upload a thumbnail image: only a PDF book's cover can be made from its first page, not an EPUB or Word book's.",
  /** A PDF book sent without a thumbnail whose first page the server could not draw as its cover. */
  coverUnreadable: "This PDF's first page could not be made into a cover. Please upload a thumbnail image.",
  fileRequired: 'Please upload the book file (PDF, DOC, DOCX or EPUB).',
  fileTwice: 'Please send the book file once (as pdf or file).',
  categoryRequired: 'Please choose a category.',
  notFound: 'Book not found.',
  nothingToUpdate: 'Nothing to update.',
  deleted: 'Book deleted successfully.',
  /** A Word book the server could not turn into readable pages at upload. */
  unreadableWord: 'This Word file could not be read. Please save it again as DOCX or PDF and upload it.',
  /** A Word book beyond what the server converts (its unpacked size, its elements, the time or memory it takes). */
  wordTooComplex: 'This Word file is too large or complex to open here; save it as PDF and try again.',
} as const;

/** The texts of a book page's recorded narration. */
export const narrationMessages = {
  recordingRequired: 'Please send one recording (field audio).',
  pageBeyondBook: 'This book has no such page.',
  noNarration: 'This page has no recording.',
  removed: 'Recording removed.',
} as const;

/** How the 415 and 413 of a narration upload name the file ('The recording must be a sound (MP3, …).'). */
export const narrationLabel = 'The recording';
/** The multipart field a page's recording is sent in. */
export const narrationFileField = 'audio';

/** The formats a book file can be stored as (files are stored under the extension the server sniffed). */
export const bookFormatValues = ['pdf', 'epub', 'docx', 'doc'] as const;
export type BookFormat = (typeof bookFormatValues)[number];

/** A stored book file's format, from its extension; null for anything else. */
export function bookFormatOf(fileUrl: string): BookFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileUrl)?.[1]?.toLowerCase();
  return bookFormatValues.find((format) => format === extension) ?? null;
}

/**
 * Whether a new book file (its name or url) needs a thumbnail sent with it: every format but PDF, whose first page
 * the server draws as the cover (`bookMessages.thumbnailForFormat` otherwise). The admin's form asks before sending.
 */
export function bookNeedsThumbnail(file: string): boolean {
  const format = bookFormatOf(file);
  return format !== null && format !== 'pdf';
}

/**
 * A DOCX book made readable at upload (the file behind `reader_url`): sanitised HTML, one string per page,
 * served as JSON so a browser never runs it as a page of our origin.
 */
/**
 * The only markup a DOCX book's reader page may hold: the server's sanitiser lets exactly this through, and the
 * child's reader copies exactly this (a second fence: it never assigns the page's HTML as markup).
 */
export const bookReaderMarkup = {
  tags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'br',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  attributes: { img: ['src', 'alt'] } as Record<string, readonly string[]>,
  /** Pictures are embedded PNG, JPEG, GIF or WebP data; nothing is fetched from elsewhere. */
  pictureSource: /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/,
} as const;

export const bookReaderPagesSchema = z.object({ pages: z.array(z.string()).min(1) });
export type BookReaderPages = z.infer<typeof bookReaderPagesSchema>;

export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  /** The category's name. */
  category: z.string(),
  category_id: z.number().int(),
  pages: z.number().int(),
  thumbnail_url: mediaUrlSchema,
  /** The book file (the spec's `fileUrl`). */
  fileUrl: mediaUrlSchema,
  /** The file's format: PDF and EPUB are read as they are, DOCX through `reader_url`, DOC only downloaded. */
  format: z.enum(bookFormatValues),
  /** DOCX books: their pages as sanitised HTML (`bookReaderPagesSchema`), made at upload; null otherwise. */
  reader_url: mediaUrlSchema.nullable(),
  ...contentFlagsShape,
  ...contentReviewShape,
  ...contentLanguageShape,
  /** ISO 8601. */
  created_at: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

export const bookListQuerySchema = listQuerySchema.extend({ category: categoryFilterSchema });
export type BookListQuery = z.infer<typeof bookListQuerySchema>;

const maxPages = 100_000;

/** Text fields of `POST /api/books` (multipart). */
export const bookCreateFieldsSchema = z.object({
  title: formText('Title', 200),
  author: formText('Author', 200),
  category: formId('Category', bookMessages.categoryRequired),
  pages: formCount('Pages', maxPages),
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type BookCreateFields = z.infer<typeof bookCreateFieldsSchema>;

/**
 * The book file is read from `pdf` (the spec's form) or `file`; one of them, once. The thumbnail may be left out
 * for a PDF book only: the server makes it from the PDF's first page (other formats get 400 `thumbnailRequired`).
 */
export const bookFiles = {
  thumbnail: { kind: 'image', required: false },
  pdf: { kind: 'book', required: true, aliases: ['file'] },
} as const satisfies Record<string, FileField>;

/** `PUT /api/books/:id` (multipart or JSON): every field optional; new files replace the old ones. */
export const bookUpdateFieldsSchema = z.object({
  title: formText('Title', 200).optional(),
  author: formText('Author', 200).optional(),
  category: formId('Category', bookMessages.categoryRequired).optional(),
  pages: formCount('Pages', maxPages).optional(),
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type BookUpdateFields = z.infer<typeof bookUpdateFieldsSchema>;

/** `/api/books/:id/pages/:page/narration`: a page is 1-based, as the reader counts them. */
export const bookPageParamsSchema = idParamsSchema.extend({
  page: z.coerce.number().int().positive().max(maxPages),
});

/** One recorded page: its number and the recording (a signed link of about an hour, like the book's file). */
export const bookPageNarrationSchema = z.object({ page: z.number().int().positive(), url: mediaUrlSchema });
export type BookPageNarration = z.infer<typeof bookPageNarrationSchema>;
export const bookNarrationsSchema = z.object({ narrations: z.array(bookPageNarrationSchema) });
export type BookNarrations = z.infer<typeof bookNarrationsSchema>;

const adminOnly = { roles: ['admin'] } as const;
const loggedIn = { roles: ['admin', 'parent', 'child'] } as const;

export const bookEndpoints = {
  list: defineEndpoint({
    id: 'books.list',
    service: 'content',
    method: 'GET',
    path: '/api/books',
    access: loggedIn,
    query: bookListQuerySchema,
    response: pageOf(bookSchema),
    summary: 'Books, newest first; filter by category id, search title and author.',
  }),
  get: defineEndpoint({
    id: 'books.get',
    service: 'content',
    method: 'GET',
    path: '/api/books/:id',
    access: loggedIn,
    params: idParamsSchema,
    response: bookSchema,
    summary: 'One book.',
  }),
  create: defineEndpoint({
    id: 'books.create',
    service: 'content',
    method: 'POST',
    path: '/api/books',
    access: adminOnly,
    body: bookCreateFieldsSchema,
    response: bookSchema,
    successStatus: 201,
    summary: 'Add a book (multipart: title, author, category, pages, thumbnail image, pdf or file).',
  }),
  update: defineEndpoint({
    id: 'books.update',
    service: 'content',
    method: 'PUT',
    path: '/api/books/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: bookUpdateFieldsSchema,
    response: bookSchema,
    summary: 'Edit a book (multipart or JSON); a new thumbnail or file replaces the old one.',
  }),
  remove: defineEndpoint({
    id: 'books.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/books/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: "Delete a book, its files (its pages' recordings included) and the children's progress on it.",
  }),
  narrations: defineEndpoint({
    id: 'books.narrations',
    service: 'content',
    method: 'GET',
    path: '/api/books/:id/narrations',
    access: loggedIn,
    params: idParamsSchema,
    response: bookNarrationsSchema,
    summary: "The book's recorded pages, in page order, each with a signed link to its recording.",
  }),
  putNarration: defineEndpoint({
    id: 'books.putNarration',
    service: 'content',
    method: 'PUT',
    path: '/api/books/:id/pages/:page/narration',
    access: adminOnly,
    params: bookPageParamsSchema,
    // Multipart with the file alone (field `audio`): an empty body schema makes the service parse uploads.
    body: z.object({}),
    response: bookPageNarrationSchema,
    summary:
      "Record a page's narration (multipart, field `audio`: MP3, Ogg, WAV or M4A, sniffed like other media); a " +
      'new recording replaces the old one, whose file is deleted.',
  }),
  removeNarration: defineEndpoint({
    id: 'books.removeNarration',
    service: 'content',
    method: 'DELETE',
    path: '/api/books/:id/pages/:page/narration',
    access: adminOnly,
    params: bookPageParamsSchema,
    response: z.object({ message: z.string() }),
    summary: "Remove a page's recording and its file (the reader reads the page with the device's voice again).",
  }),
} as const;
