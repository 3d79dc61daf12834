import type { HttpHandler } from 'msw';
import {
  type Blog,
  type BlogForm,
  blogBannerField,
  blogEndpoints,
  blogMessages,
  slugify,
  todayIso,
} from '@young-minds/contracts';
import { type UploadRule, checkUploads, answeredAs, crudHandlers, nextId, storeUpload } from '../kit';
import { mockState } from '../state';

const banner = (required: boolean) =>
  ({
    [blogBannerField]: {
      kind: 'image',
      label: 'The banner image',
      required: required ? blogMessages.bannerRequired : undefined,
    },
  }) satisfies Record<string, UploadRule>;

/** Public readers see a post once it is published and its date has come (YYYY-MM-DD compares as text). */
export function isVisibleToPublic(
  blog: Pick<Blog, 'is_published' | 'publish_date'>,
  today: string = todayIso(),
): boolean {
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

/** The form's fields as a post stores them (the slug is picked by the caller); a post is published unless unticked. */
const written = (form: BlogForm, author: string | null) => ({
  ...form,
  author,
  is_published: form.is_published ?? true,
});

/**
 * The admin's blog calls, as the content service answers them: GET /api/blogs/:id (public for published posts,
 * admins any post), and create, edit (multipart) and delete for admins. Posts live in the shared
 * `mockState.blogs`, beside the public list and the by-slug handlers (../handlers.ts).
 */
export const blogsHandlers: HttpHandler[] = crudHandlers({
  endpoints: {
    get: blogEndpoints.get,
    create: blogEndpoints.create,
    update: blogEndpoints.update,
    remove: blogEndpoints.remove,
  },
  rows: () => mockState.blogs,
  notFound: blogMessages.notFound,
  // Unpublished posts are a 404 for everyone but admins (not a 403: their existence is not revealed).
  visible: (blog, user) => user?.role === 'admin' || isVisibleToPublic(blog),
  create: async ({ body, files, user }) => {
    const checked = await checkUploads(files, banner(true));
    return {
      id: nextId(),
      slug: freeSlug(slugify(body.title), null),
      // A blank author becomes the admin's name, as the service does.
      ...written(body, body.author ?? user?.name ?? null),
      banner_image: storeUpload(checked[blogBannerField]!),
      created_at: new Date().toISOString(),
    };
  },
  update: {
    apply: async (existing, { body, files, user }) => {
      const checked = await checkUploads(files, banner(false));
      // The slug changes only when the new title gives another base slug.
      const base = slugify(body.title);
      const slug = isVariantOf(existing.slug, base) ? existing.slug : freeSlug(base, existing.id);
      // A blank author keeps the post's author (or, if it had none, becomes the editing admin's name).
      const author = body.author ?? existing.author ?? user?.name ?? null;
      const stored = checked[blogBannerField];
      return {
        ...existing,
        ...written(body, author),
        slug,
        banner_image: stored ? storeUpload(stored) : existing.banner_image,
      };
    },
  },
  remove: { message: blogMessages.deleted },
  answer: answeredAs('blog', blogMessages),
});
