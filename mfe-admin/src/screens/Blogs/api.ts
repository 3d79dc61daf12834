import { api } from '@young-minds/api-client';
import { type Blog, blogEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The blog calls of the admin area, each answer checked against its contract. */

/** Every post, drafts and future ones included (`?all=1` is for admins only). */
export function listBlogs({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<Blog>> {
  return api.get(pathFor(blogEndpoints.list), { query: { all: 1, page, pageSize, search }, schema: blogEndpoints.list.response, signal });
}

/** One post, whatever its state (the server lets admins read drafts). */
export function getBlog(id: string | number, signal?: AbortSignal): Promise<Blog> {
  return api.get(pathFor(blogEndpoints.get, { id }), { schema: blogEndpoints.get.response, signal });
}

export function deleteBlog(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(blogEndpoints.remove, { id }), { schema: blogEndpoints.remove.response });
}

export const createBlogPath = pathFor(blogEndpoints.create);
export const updateBlogPath = (id: number | string) => pathFor(blogEndpoints.update, { id });

/** Checks an upload's answer (`useUpload().send` hands back the body as it came). */
export function asSavedBlog(body: unknown): { message: string; blog: Blog } {
  return blogEndpoints.create.response.parse(body);
}
