import type { HttpHandler } from 'msw';
import { bookEndpoints, bookMessages } from '@young-minds/contracts';
import { MockHttpError, type UploadRule, checkUploads, crudHandlers, newestFirst, nextId, storeUpload } from '../kit';
import { existingCategoryName } from './categories';
import { adminMockState } from './state';

/** The thumbnail and the book file (the spec's form sends it as `pdf`; `file` is accepted too, not both). */
const bookFiles = (required: boolean) =>
  ({
    thumbnail: { kind: 'image', label: 'Thumbnail', required: required ? bookMessages.thumbnailRequired : undefined },
    pdf: {
      kind: 'book',
      label: 'Book file',
      required: required ? bookMessages.fileRequired : undefined,
      aliases: ['file'],
      twice: bookMessages.fileTwice,
    },
  }) satisfies Record<string, UploadRule>;

/** `/api/books` as the content service answers it: everyone logged in reads; admins add, edit and delete. */
export const booksHandlers: HttpHandler[] = crudHandlers({
  endpoints: bookEndpoints,
  rows: () => adminMockState.books,
  notFound: bookMessages.notFound,
  list: {
    search: (book) => [book.title, book.author],
    filter: (book, query) => query.category === undefined || book.category_id === query.category,
    order: newestFirst,
  },
  create: async ({ body, files }) => {
    const checked = await checkUploads(files, bookFiles(true));
    const category = existingCategoryName(body.category);
    return {
      id: nextId(),
      title: body.title,
      author: body.author,
      category,
      category_id: body.category,
      pages: body.pages,
      age_band: body.age_band ?? 'all',
      music_free: body.music_free ?? false,
      thumbnail_url: storeUpload(checked.thumbnail!),
      fileUrl: storeUpload(checked.pdf!),
      created_at: new Date().toISOString(),
    };
  },
  update: {
    prepare: ({ body, files }) => {
      if (files.pdf && files.file)
        throw new MockHttpError(400, bookMessages.fileTwice, { pdf: bookMessages.fileTwice });
      const hasFields = Object.values(body).some((value) => value !== undefined);
      if (!hasFields && !files.thumbnail && !files.pdf && !files.file)
        throw new MockHttpError(400, bookMessages.nothingToUpdate);
    },
    apply: async (book, { body, files }) => {
      const checked = await checkUploads(files, bookFiles(false));
      return {
        ...book,
        title: body.title ?? book.title,
        author: body.author ?? book.author,
        pages: body.pages ?? book.pages,
        age_band: body.age_band ?? book.age_band,
        music_free: body.music_free ?? book.music_free,
        ...(body.category === undefined
          ? {}
          : { category_id: body.category, category: existingCategoryName(body.category) }),
        thumbnail_url: checked.thumbnail ? storeUpload(checked.thumbnail) : book.thumbnail_url,
        fileUrl: checked.pdf ? storeUpload(checked.pdf) : book.fileUrl,
      };
    },
  },
  remove: { message: bookMessages.deleted },
});
