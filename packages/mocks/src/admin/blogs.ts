import { delay, http, type HttpHandler } from 'msw';
import {
  type Blog,
  type BlogForm,
  blogBannerField,
  blogEndpoints,
  blogFormSchema,
  blogMessages,
  idParamsSchema,
  slugify,
  todayIso,
} from '@young-minds/contracts';
import { authorize, fail, firstIssue, latency, mockPath, reply, userOf } from '../respond';
import { mockState } from '../state';
import { readFields, sniffUpload, storeUpload } from './uploads';
import { adminMockState } from './state';

/** The content service's 415 text for a banner that is not an image (checked by its bytes). */
export const bannerTypeMessage = 'The banner image must be an image (JPEG, PNG, GIF or WebP).';

/** Public readers see a post once it is published and its date has come (YYYY-MM-DD compares as text). */
export function isVisibleToPublic(blog: Pick<Blog, 'is_published' | 'publish_date'>, today: string = todayIso()): boolean {
  return blog.is_published && blog.publish_date <= today;
}

/** Newest publish date first, then the newest row: the service's order. */
export function latestPublishedFirst(a: Blog, b: Blog): number {
  return b.publish_date.localeCompare(a.publish_date) || b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** Whether `slug` is `base` or `base-N` (a variant the service made of the same title). */
function isVariantOf(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}

/** The first of `base`, `base-2`, `base-3`… that no other post uses. */
function freeSlug(base: string, exceptId: number | null): string {
  const taken = new Set(mockState.blogs.filter((blog) => blog.id !== exceptId).map((blog) => blog.slug));
  let n = 1;
  while (taken.has(n === 1 ? base : `${base}-${n}`)) n += 1;
  return n === 1 ? base : `${base}-${n}`;
}

/** The banner checked by content: its stored `/media/images/…` path, or the 415 the service sends. */
async function storedBanner(file: File): Promise<{ url: string } | { refusal: Response }> {
  const extension = await sniffUpload(file, 'image');
  if (!extension) return { refusal: fail(415, bannerTypeMessage) };
  return { url: storeUpload(file, 'images', extension) };
}

/** The form's fields as a post stores them (the slug is picked by the caller). */
function written(form: BlogForm, author: string | null): Pick<Blog, 'title' | 'category' | 'author' | 'description' | 'publish_date' | 'is_published'> {
  return {
    title: form.title,
    category: form.category,
    author,
    description: form.description,
    publish_date: form.publish_date,
    is_published: form.is_published ?? true,
  };
}

/**
 * The admin's blog calls, as the content service answers them: GET /api/blogs/:id (public for published posts,
 * admins any post), and create, edit (multipart) and delete for admins. Posts live in the shared
 * `mockState.blogs`, beside the public list and the by-slug handlers (../handlers.ts).
 */
export const blogsHandlers: HttpHandler[] = [
  http.get(mockPath(blogEndpoints.get), async ({ request, params }) => {
    await delay(latency());
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const blog = mockState.blogs.find((row) => row.id === id.data.id);
    // Unpublished posts are a 404 for everyone but admins (not a 403: their existence is not revealed).
    if (!blog || (userOf(request)?.role !== 'admin' && !isVisibleToPublic(blog))) return fail(404, blogMessages.notFound);
    return reply(blogEndpoints.get, blog);
  }),

  http.post(mockPath(blogEndpoints.create), async ({ request }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const { fields, files } = await readFields(request);
    const form = blogFormSchema.safeParse(fields);
    if (!form.success) return fail(400, firstIssue(form.error));
    const banner = files[blogBannerField];
    if (!banner) return fail(400, blogMessages.bannerRequired);
    const stored = await storedBanner(banner);
    if ('refusal' in stored) return stored.refusal;
    const blog: Blog = {
      id: adminMockState.nextId++,
      slug: freeSlug(slugify(form.data.title), null),
      // A blank author becomes the admin's name, as the service does.
      ...written(form.data, form.data.author ?? access.user.name),
      banner_image: stored.url,
      created_at: new Date().toISOString(),
    };
    mockState.blogs.push(blog);
    return reply(blogEndpoints.create, { message: blogMessages.created, blog });
  }),

  http.put(mockPath(blogEndpoints.update), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const { fields, files } = await readFields(request);
    const form = blogFormSchema.safeParse(fields);
    if (!form.success) return fail(400, firstIssue(form.error));
    const index = mockState.blogs.findIndex((row) => row.id === id.data.id);
    const existing = mockState.blogs[index];
    if (!existing) return fail(404, blogMessages.notFound);
    const banner = files[blogBannerField];
    const stored = banner ? await storedBanner(banner) : null;
    if (stored && 'refusal' in stored) return stored.refusal;
    // The slug changes only when the new title gives another base slug.
    const base = slugify(form.data.title);
    const slug = isVariantOf(existing.slug, base) ? existing.slug : freeSlug(base, existing.id);
    // A blank author keeps the post's author (or, if it had none, becomes the editing admin's name).
    const author = form.data.author ?? existing.author ?? access.user.name;
    // A new object: the list starts as a shallow copy of the fixtures, which must stay as they are.
    const blog: Blog = { ...existing, ...written(form.data, author), slug, banner_image: stored?.url ?? existing.banner_image };
    mockState.blogs[index] = blog;
    return reply(blogEndpoints.update, { message: blogMessages.updated, blog });
  }),

  http.delete(mockPath(blogEndpoints.remove), async ({ request, params }) => {
    await delay(latency());
    const access = authorize(request, ['admin']);
    if ('refusal' in access) return access.refusal;
    const id = idParamsSchema.safeParse(params);
    if (!id.success) return fail(400, firstIssue(id.error));
    const index = mockState.blogs.findIndex((row) => row.id === id.data.id);
    if (index < 0) return fail(404, blogMessages.notFound);
    mockState.blogs.splice(index, 1);
    return reply(blogEndpoints.remove, { message: blogMessages.deleted });
  }),
];
