import { api } from '@young-minds/api-client';
import { type Book, bookEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The books calls of the admin area, each answer checked against its contract. */

export function listBooks({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<Book>> {
  return api.get(pathFor(bookEndpoints.list), { query: { page, pageSize, search }, schema: bookEndpoints.list.response, signal });
}

export function getBook(id: string | number, signal?: AbortSignal): Promise<Book> {
  return api.get(pathFor(bookEndpoints.get, { id }), { schema: bookEndpoints.get.response, signal });
}

export function deleteBook(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(bookEndpoints.remove, { id }), { schema: bookEndpoints.remove.response });
}

export const createBookPath = pathFor(bookEndpoints.create);
export const updateBookPath = (id: number | string) => pathFor(bookEndpoints.update, { id });

/** Checks an upload's answer (`useUpload().send` hands back the body as it came). */
export function asBook(body: unknown): Book {
  return bookEndpoints.get.response.parse(body);
}
