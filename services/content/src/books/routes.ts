import { bookEndpoints, bookMessages, bookSchema, categoryMessages } from '@young-minds/contracts';
import type { BookRecord } from '@young-minds/db';
import { HttpError, type UploadedFiles, fromContractShape, toContractShape } from '@young-minds/service-kit';
import { contentAudienceOf } from '../audience';
import type { ContentContext } from '../context';
import { type UploadedFile, singleFile } from '../media';
import { removeReplaced, requireFile } from '../media/uploads';

/** A book as the contract shows it: every contract field from its column (the spec's `category` is the name). */
function presentBook(book: BookRecord) {
  return toContractShape(bookSchema, book, { category: book.categoryName });
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

/** `/api/books`: everyone logged in reads; admins add, edit and delete (files included). */
export function mountBookRoutes({ kit, repos, media }: ContentContext): void {
  const books = repos.books;

  kit.route(bookEndpoints.list, async ({ query, principal }) => {
    const { page, pageSize, search, category } = query;
    const audience = await contentAudienceOf(repos, principal);
    const result = await books.list({ page, pageSize, search, categoryId: category, audience });
    return { data: result.rows.map(presentBook), total: result.total, page, pageSize };
  });

  kit.route(bookEndpoints.get, async ({ params, principal }) => {
    // A child asking for a book that does not fit them gets the same 404 as for one that does not exist.
    const book = await books.findById(params.id, await contentAudienceOf(repos, principal));
    if (!book) throw new HttpError(404, bookMessages.notFound);
    return presentBook(book);
  });

  kit.route(
    bookEndpoints.create,
    async ({ body, files }) => {
      const thumbnail = requireFile(singleFile(files, 'thumbnail'), 'thumbnail', bookMessages.thumbnailRequired);
      const file = requireFile(bookFile(files), 'pdf', bookMessages.fileRequired);
      const created = await media.storeAll(
        {
          thumbnail: { file: thumbnail, kind: 'image', label: 'Thumbnail' },
          pdf: { file, kind: 'book', label: 'Book file' },
        },
        async (stored) => {
          // The text fields are stored under their contract names' camelCase twins; the category is an id.
          const { category, ...fields } = body;
          const result = await books.create({
            ...fromContractShape(fields),
            categoryId: category,
            thumbnailUrl: stored.thumbnail!.url,
            fileUrl: stored.pdf!.url,
          });
          if (!result.ok) throw unknownCategory();
          return result.book;
        },
      );
      return presentBook(created);
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
    async ({ params, body, files, log }) => {
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
        async (stored) => {
          const { category, ...fields } = body;
          const updated = await books.update(params.id, {
            ...fromContractShape(fields),
            categoryId: category,
            thumbnailUrl: stored.thumbnail?.url,
            fileUrl: stored.pdf?.url,
          });
          if (!updated.ok)
            throw updated.reason === 'notFound' ? new HttpError(404, bookMessages.notFound) : unknownCategory();
          return updated;
        },
      );
      await removeReplaced(media, log, [
        [result.previous.thumbnailUrl, result.book.thumbnailUrl],
        [result.previous.fileUrl, result.book.fileUrl],
      ]);
      return presentBook(result.book);
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
    const removed = await books.remove(params.id);
    if (!removed.ok) throw new HttpError(404, bookMessages.notFound);
    await removeReplaced(media, log, [
      [removed.book.thumbnailUrl, null],
      [removed.book.fileUrl, null],
    ]);
    return { message: bookMessages.deleted };
  });
}
