import { delay, http, type HttpHandler } from 'msw';
import {
  type Book,
  bookCreateFieldsSchema,
  bookEndpoints,
  bookListQuerySchema,
  bookMessages,
  bookUpdateFieldsSchema,
  categoryMessages,
  idParamsSchema,
} from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, pageOfItems, queryOf, reply } from '../respond';
import { categoryName } from './categories';
import { adminMockState, matchesSearch } from './state';
import { readFields, sniffUpload, storeUpload, uploadTypeMessages } from './uploads';

const loggedIn = ['admin', 'parent', 'child'] as const;

/** Newest first, as the service orders them. */
const newestFirst = (a: Book, b: Book) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The book file: the spec's form sends it as `pdf`; `file` is accepted too, but not both (400). */
function bookFile(files: Record<string, File>): { file: File | undefined } | { refusal: Response } {
  if (files.pdf && files.file) return { refusal: fail(400, bookMessages.fileTwice) };
  return { file: files.pdf ?? files.file };
}

interface CheckedFiles {
  thumbnail?: { file: File; extension: string };
  pdf?: { file: File; extension: string };
}

/** Both files checked by content before either is stored, as the service does (415 naming the file). */
async function checkFiles(thumbnail: File | undefined, pdf: File | undefined): Promise<CheckedFiles | Response> {
  const checked: CheckedFiles = {};
  if (thumbnail) {
    const extension = await sniffUpload(thumbnail, 'image');
    if (!extension) return fail(415, uploadTypeMessages.thumbnail);
    checked.thumbnail = { file: thumbnail, extension };
  }
  if (pdf) {
    const extension = await sniffUpload(pdf, 'book');
    if (!extension) return fail(415, uploadTypeMessages.book);
    checked.pdf = { file: pdf, extension };
  }
  return checked;
}

/** `/api/books` as the content service answers it: everyone logged in reads; admins add, edit and delete. */
export const booksHandlers: HttpHandler[] = [
  http.get(mockPath(bookEndpoints.list), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, loggedIn);
    if ('refusal' in access) return access.refusal;
    const query = bookListQuerySchema.safeParse(queryOf(request));
    if (!query.success) return fail(400, firstIssue(query.error));
    const { page, pageSize, search, category } = query.data;
    const rows = adminMockState.books
      .filter((book) => (category === undefined || book.category_id === category) && matchesSearch(search, book.title, book.author))
      .sort(newestFirst);
    return reply(bookEndpoints.list, pageOfItems(rows, page, pageSize));
  }),

  http.get(mockPath(bookEndpoints.get), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, loggedIn);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const book = adminMockState.books.find((row) => row.id === id.data.id);
    if (!book) return fail(404, bookMessages.notFound);
    return reply(bookEndpoints.get, book);
  }),

  http.post(mockPath(bookEndpoints.create), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const { fields, files } = await readFields(request);
    const parsed = bookCreateFieldsSchema.safeParse(fields);
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    if (!files.thumbnail) return fail(400, bookMessages.thumbnailRequired);
    const book = bookFile(files);
    if ('refusal' in book) return book.refusal;
    if (!book.file) return fail(400, bookMessages.fileRequired);
    const checked = await checkFiles(files.thumbnail, book.file);
    if (checked instanceof Response) return checked;
    const category = categoryName(parsed.data.category);
    if (category === undefined) return fail(400, categoryMessages.unknown);
    const created: Book = {
      id: adminMockState.nextId++,
      title: parsed.data.title,
      author: parsed.data.author,
      category,
      category_id: parsed.data.category,
      pages: parsed.data.pages,
      thumbnail_url: storeUpload(checked.thumbnail!.file, 'images', checked.thumbnail!.extension),
      fileUrl: storeUpload(checked.pdf!.file, 'books', checked.pdf!.extension),
      created_at: new Date().toISOString(),
    };
    adminMockState.books.push(created);
    return reply(bookEndpoints.create, created);
  }),

  http.put(mockPath(bookEndpoints.update), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const { fields, files } = await readFields(request);
    const parsed = bookUpdateFieldsSchema.safeParse(fields);
    if (!parsed.success) return fail(400, firstIssue(parsed.error));
    const bookFileSent = bookFile(files);
    if ('refusal' in bookFileSent) return bookFileSent.refusal;
    const { title, author, category, pages } = parsed.data;
    const hasFields = [title, author, category, pages].some((value) => value !== undefined);
    if (!hasFields && !files.thumbnail && !bookFileSent.file) return fail(400, bookMessages.nothingToUpdate);
    const book = adminMockState.books.find((row) => row.id === id.data.id);
    if (!book) return fail(404, bookMessages.notFound);
    const checked = await checkFiles(files.thumbnail, bookFileSent.file);
    if (checked instanceof Response) return checked;
    const newCategory = category === undefined ? undefined : categoryName(category);
    if (category !== undefined && newCategory === undefined) return fail(400, categoryMessages.unknown);
    if (title !== undefined) book.title = title;
    if (author !== undefined) book.author = author;
    if (pages !== undefined) book.pages = pages;
    if (category !== undefined && newCategory !== undefined) {
      book.category_id = category;
      book.category = newCategory;
    }
    if (checked.thumbnail) book.thumbnail_url = storeUpload(checked.thumbnail.file, 'images', checked.thumbnail.extension);
    if (checked.pdf) book.fileUrl = storeUpload(checked.pdf.file, 'books', checked.pdf.extension);
    return reply(bookEndpoints.update, book);
  }),

  http.delete(mockPath(bookEndpoints.remove), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const index = adminMockState.books.findIndex((row) => row.id === id.data.id);
    if (index < 0) return fail(404, bookMessages.notFound);
    adminMockState.books.splice(index, 1);
    return reply(bookEndpoints.remove, { message: bookMessages.deleted });
  }),
];
