import {
  bookEndpoints,
  bookFormatOf,
  bookNeedsThumbnail,
  bookMessages,
  bookReaderPagesSchema,
  bookSchema,
  categoryMessages,
} from '@young-minds/contracts';
import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookRecord } from '@young-minds/db';
import {
  HttpError,
  type Logger,
  type UploadedFiles,
  fromContractShape,
  toContractShape,
} from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { editOrRevise, revisionOnlyFiles } from '../review/revisions';
import { type MediaStore, type UploadedFile, singleFile } from '../media';
import type { MediaLinks } from '../media/links';
import { removeReplaced, requireFile } from '../media/uploads';
import { mountNarrationRoutes } from './narrations';
import { drawPdfCover } from './pdf-cover';
import { convertWordFile } from './word-conversion';
import type { WordLimits } from './word-limits';

/**
 * A book as the contract shows it to a caller: every contract field from its column (the spec's `category` is
 * the name), the book file and its reader pages as the caller's signed links.
 */
function presentBook(book: BookRecord, link: MediaLinks) {
  return toContractShape(bookSchema, book, {
    category: book.categoryName,
    thumbnail_url: link(book.thumbnailUrl),
    fileUrl: link(book.fileUrl),
    reader_url: link(book.readerUrl),
    // Files are stored under the extension the server sniffed, so there always is one; a row written by hand
    // with another name is offered as a download only.
    format: bookFormatOf(book.fileUrl) ?? 'doc',
  });
}

const refusedWord = (message: string) => new HttpError(400, message, { fields: { pdf: message } });

/**
 * The reader file of a stored book file: a DOCX book's pages as sanitised HTML, stored as JSON; null for the
 * formats the reader opens as they are (PDF, EPUB) or only downloads (DOC). 400 when the DOCX cannot be read, or
 * asks too much of the server (word-limits.ts): the conversion runs in a worker thread, never in the service's.
 */
async function makeReaderFile(
  media: MediaStore,
  fileUrl: string,
  wordLimits: Partial<WordLimits> | undefined,
): Promise<string | null> {
  if (bookFormatOf(fileUrl) !== 'docx') return null;
  const converted = await convertWordFile(await media.readAll(fileUrl), wordLimits);
  if (converted.outcome === 'unreadable') throw refusedWord(bookMessages.unreadableWord);
  if (converted.outcome === 'tooLarge') throw refusedWord(bookMessages.wordTooComplex);
  return (await media.storeJson('readers', bookReaderPagesSchema.parse({ pages: converted.pages }))).url;
}

/**
 * Runs `write` with the reader file of a newly stored book file (undefined when no new file came), and removes
 * that reader file again if `write` fails: with storeAll removing the uploads, a failed write leaves no file.
 */
async function withReaderFile<T>(
  media: MediaStore,
  fileUrl: string | undefined,
  wordLimits: Partial<WordLimits> | undefined,
  write: (readerUrl: string | null | undefined) => Promise<T>,
): Promise<T> {
  const readerUrl = fileUrl === undefined ? undefined : await makeReaderFile(media, fileUrl, wordLimits);
  try {
    return await write(readerUrl);
  } catch (err) {
    await media.remove(readerUrl).catch(() => undefined);
    throw err;
  }
}

const refusedCover = () =>
  new HttpError(400, bookMessages.coverUnreadable, { fields: { thumbnail: bookMessages.coverUnreadable } });

/**
 * The thumbnail of a book added without one: a PDF book's first page, drawn in a worker thread (pdf-cover.ts) and
 * stored like an uploaded thumbnail (checked by its bytes and size, in the images' folder). 400 for a book of
 * another format (it needs a thumbnail) and for a PDF whose first page cannot be drawn within the limits.
 */
async function storeMadeCover(media: MediaStore, fileUrl: string): Promise<string> {
  if (bookNeedsThumbnail(fileUrl))
    throw new HttpError(400, bookMessages.thumbnailForFormat, {
      fields: { thumbnail: bookMessages.thumbnailForFormat },
    });
  const cover = await drawPdfCover(await media.readAll(fileUrl));
  if (cover.outcome !== 'png') throw refusedCover();
  const newFilename = `young-minds-${randomUUID()}.png`;
  const filepath = join(tmpdir(), newFilename);
  await writeFile(filepath, cover.png, { mode: 0o600 });
  const made: UploadedFile = {
    filepath,
    newFilename,
    originalFilename: 'cover.png',
    mimetype: 'image/png',
    size: cover.png.byteLength,
    hashAlgorithm: false,
    toJSON: () => ({
      filepath,
      newFilename,
      originalFilename: 'cover.png',
      mimetype: 'image/png',
      size: cover.png.byteLength,
      length: cover.png.byteLength,
      mtime: null,
    }),
    toString: () => filepath,
  };
  try {
    return (await media.store(made, 'image', 'Thumbnail')).url;
  } catch (err) {
    // A drawn page beyond the images' size limit is refused like any unreadable PDF.
    if (err instanceof HttpError) throw refusedCover();
    throw err;
  } finally {
    await unlink(filepath).catch(() => undefined);
  }
}

/** The book file: the spec's form sends it as `pdf`; `file` is accepted too, but not both. */
function bookFile(files: UploadedFiles): UploadedFile | undefined {
  const pdf = singleFile(files, 'pdf');
  const file = singleFile(files, 'file');
  if (pdf && file) throw new HttpError(400, bookMessages.fileTwice, { fields: { pdf: bookMessages.fileTwice } });
  return pdf ?? file;
}

const unknownCategory = () =>
  new HttpError(400, categoryMessages.unknown, { fields: { category: categoryMessages.unknown } });

/**
 * `/api/books`: everyone logged in reads; admins add, edit and delete (files included). `wordLimits`: other limits
 * for Word files than word-limits.ts's (tests).
 */
export function mountBookRoutes(context: ContentContext, wordLimits?: Partial<WordLimits>): void {
  const { kit, repos, media, mediaLinksFor } = context;
  const books = repos.books;
  /** Book files this process could not convert: not tried again on every read. */
  const unconvertible = new Set<string>();

  /**
   * A DOCX book uploaded before reader files existed gets its reader file on its first read. Two reads at once
   * may both convert: only the first file is attached, the other is removed. A file that cannot be converted
   * leaves the book as it was (the reader offers the download).
   */
  async function withLegacyReader(book: BookRecord, log: Logger): Promise<BookRecord> {
    if (book.readerUrl !== null || bookFormatOf(book.fileUrl) !== 'docx' || unconvertible.has(book.fileUrl))
      return book;
    let readerUrl: string | null = null;
    try {
      readerUrl = await makeReaderFile(media, book.fileUrl, wordLimits);
      if (readerUrl === null) return book;
      if (await books.attachReader(book.id, book.fileUrl, readerUrl)) return { ...book, readerUrl };
      // Another read attached its file first (or the book file was replaced meanwhile): answer the row as it is.
      await media.remove(readerUrl);
      return (await books.findById(book.id)) ?? book;
    } catch (err) {
      if (err instanceof HttpError) unconvertible.add(book.fileUrl);
      else await media.remove(readerUrl).catch(() => undefined);
      log.warn(
        { bookId: book.id, err: err instanceof Error ? err.message : String(err) },
        'could not make the reader pages of a Word book',
      );
      return book;
    }
  }

  kit.route(bookEndpoints.list, async ({ query, principal }) => {
    const { page, pageSize, search, category } = query;
    const link = await mediaLinksFor(principal);
    const audience = await contentAudienceOf(repos, principal);
    const result = await books.list({ page, pageSize, search, categoryId: category, audience });
    return { data: result.rows.map((book) => presentBook(book, link)), total: result.total, page, pageSize };
  });

  kit.route(bookEndpoints.get, async ({ params, principal, log }) => {
    const link = await mediaLinksFor(principal);
    // A child asking for a book that does not fit them gets the same 404 as for one that does not exist.
    const book = await books.findById(params.id, await contentAudienceOf(repos, principal));
    if (!book) throw new HttpError(404, bookMessages.notFound);
    return presentBook(await withLegacyReader(book, log), link);
  });

  kit.route(
    bookEndpoints.create,
    async ({ body, files, principal }) => {
      // A PDF book may come without a thumbnail: its first page becomes the cover.
      const thumbnail = singleFile(files, 'thumbnail');
      const file = requireFile(bookFile(files), 'pdf', bookMessages.fileRequired);
      const created = await media.storeAll(
        {
          thumbnail: { file: thumbnail, kind: 'image', label: 'Thumbnail' },
          pdf: { file, kind: 'book', label: 'Book file' },
        },
        async (stored) => {
          const thumbnailUrl = stored.thumbnail?.url ?? (await storeMadeCover(media, stored.pdf!.url));
          try {
            return await withReaderFile(media, stored.pdf!.url, wordLimits, async (readerUrl) => {
              // The text fields are stored under their contract names' camelCase twins; the category is an id.
              const { category, ...fields } = body;
              const result = await books.create(
                {
                  ...fromContractShape(fields),
                  categoryId: category,
                  thumbnailUrl,
                  fileUrl: stored.pdf!.url,
                  readerUrl: readerUrl ?? null,
                },
                principal?.id ?? null,
              );
              if (!result.ok) throw unknownCategory();
              return result.book;
            });
          } catch (err) {
            // storeAll removes the uploads; a cover made here goes with them.
            if (!stored.thumbnail) await media.remove(thumbnailUrl).catch(() => undefined);
            throw err;
          }
        },
      );
      return presentBook(created, await mediaLinksFor(principal));
    },
    {
      multipart: media.uploadLimits({
        thumbnail: { kind: 'image', label: 'Thumbnail' },
        pdf: { kind: 'book', label: 'Book file' },
        file: { kind: 'book', label: 'Book file' },
      }),
    },
  );

  kit.route(
    bookEndpoints.update,
    async ({ params, body, files, log, principal }) => {
      const thumbnail = singleFile(files, 'thumbnail');
      const file = bookFile(files);
      const hasFields = Object.values(body).some((value) => value !== undefined);
      if (!hasFields && !thumbnail && !file) throw new HttpError(400, bookMessages.nothingToUpdate);
      if (!(await books.findById(params.id))) throw new HttpError(404, bookMessages.notFound);

      const result = await media.storeAll(
        {
          thumbnail: { file: thumbnail, kind: 'image', label: 'Thumbnail' },
          pdf: { file, kind: 'book', label: 'Book file' },
        },
        (stored) =>
          withReaderFile(media, stored.pdf?.url, wordLimits, async (readerUrl) => {
            const { category, ...fields } = body;
            const patch = {
              ...fromContractShape(fields),
              categoryId: category,
              thumbnailUrl: stored.thumbnail?.url,
              fileUrl: stored.pdf?.url,
              // A new book file brings its own reader file (or none); the old one goes with the old file.
              readerUrl,
            };
            // A published book's edit waits for review as its revision (issue 35); the live one stays.
            const target = { kind: 'book', id: params.id, principal } as const;
            const edit = await editOrRevise(context, log, target, patch, () => books.update(params.id, patch));
            if (edit.revised) return null;
            const updated = edit.result;
            if (!updated.ok)
              throw updated.reason === 'notFound' ? new HttpError(404, bookMessages.notFound) : unknownCategory();
            return updated;
          }),
      );
      if (!result) return presentBook((await books.findById(params.id))!, await mediaLinksFor(principal));
      await removeReplaced(media, log, [
        [result.previous.thumbnailUrl, result.book.thumbnailUrl],
        [result.previous.fileUrl, result.book.fileUrl],
        [result.previous.readerUrl, result.book.readerUrl],
      ]);
      return presentBook(result.book, await mediaLinksFor(principal));
    },
    {
      multipart: media.uploadLimits({
        thumbnail: { kind: 'image', label: 'Thumbnail' },
        pdf: { kind: 'book', label: 'Book file' },
        file: { kind: 'book', label: 'Book file' },
      }),
    },
  );

  kit.route(bookEndpoints.remove, async ({ params, log }) => {
    // A waiting revision's own files go with the item (issue 35).
    const revisionFiles = await revisionOnlyFiles(repos, 'book', params.id);
    const removed = await books.remove(params.id);
    if (!removed.ok) throw new HttpError(404, bookMessages.notFound);
    await removeReplaced(media, log, [
      ...revisionFiles.map((url): [string, null] => [url, null]),
      [removed.book.thumbnailUrl, null],
      [removed.book.fileUrl, null],
      [removed.book.readerUrl, null],
      ...removed.narrationUrls.map((url): [string, null] => [url, null]),
    ]);
    return { message: bookMessages.deleted };
  });

  mountNarrationRoutes(context);
}
