import { bookEndpoints, bookMessages, categoryMessages } from '@young-minds/contracts';
import type { BookRecord } from '@young-minds/db';
import { HttpError, type UploadedFiles } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { type UploadedFile, singleFile } from '../media';
import { removeReplaced, requireFile } from '../media/uploads';

function presentBook(book: BookRecord) {
  return {
    id: book.id,
    title: book.title,
    author: book.author,
    category: book.categoryName,
    category_id: book.categoryId,
    pages: book.pages,
    thumbnail_url: book.thumbnailUrl,
    fileUrl: book.fileUrl,
    created_at: book.createdAt.toISOString(),
  };
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

  kit.route(bookEndpoints.list, async ({ query }) => {
    const { page, pageSize, search, category } = query;
    const result = await books.list({ page, pageSize, search, categoryId: category });
    return { data: result.rows.map(presentBook), total: result.total, page, pageSize };
  });

  kit.route(bookEndpoints.get, async ({ params }) => {
    const book = await books.findById(params.id);
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
          const result = await books.create({
            title: body.title,
            author: body.author,
            categoryId: body.category,
            pages: body.pages,
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
          const updated = await books.update(params.id, {
            title: body.title,
            author: body.author,
            categoryId: body.category,
            pages: body.pages,
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
