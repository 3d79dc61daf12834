import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { isoDateSchema } from '../plans';
import { optionalText, requiredText } from './text-fields';

export const blogMessages = {
  created: 'Blog created successfully!',
  updated: 'Blog updated successfully!',
  deleted: 'Blog deleted successfully.',
  notFound: 'Blog post not found.',
  bannerRequired: 'Please upload a banner image.',
  allForAdminsOnly: 'Only administrators can list unpublished posts.',
} as const;

/** Multipart field of the banner (the spec's form). */
export const blogBannerField = 'banner_image';

/** Longest slug we build, leaving room for a '-N' suffix inside the 200-character column. */
export const maxSlugLength = 180;

/**
 * The spec's slug rule, shared by the server (stored slugs) and the public front end (links):
 * the lowercased title, punctuation removed, spaces turned into hyphens.
 * Details: accents are dropped (é → e), letters and digits of any script are kept, hyphens already in the title
 * stay (runs of spaces and hyphens become one hyphen, none at either end), and a title with no letters or
 * digits at all gives 'post'.
 *
 *   slugify('Ramadan with Children!') === 'ramadan-with-children'
 *   slugify("The Prophet’s Hijra: Makkah to Madinah") === 'the-prophets-hijra-makkah-to-madinah'
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/, '');
  return slug === '' ? 'post' : slug;
}

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** 'true'/'false'/'1'/'0' from a form, or a JSON boolean. */
const formBoolean = (label: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return value;
    },
    z.boolean({ error: `${label} must be true or false.` }),
  );

/**
 * The blog form (multipart; the banner travels in `banner_image`, required on create and optional on edit).
 * `author` defaults to the admin's name; `is_published: false` keeps a post as a draft even after its date.
 */
export const blogFormSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 100_000),
  publish_date: z
    .string({
      error: (issue) => (issue.input === undefined ? 'Publish date is required.' : 'Publish date must be text.'),
    })
    .trim()
    .min(1, 'Publish date is required.')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Publish date must be a date in the format YYYY-MM-DD.')
    .refine(isRealDay, 'Publish date is not a valid date.'),
  category: optionalText('Category', 100),
  author: optionalText('Author', 200),
  is_published: formBoolean('is_published').optional(),
});
export type BlogForm = z.infer<typeof blogFormSchema>;

/**
 * The public list shows published posts (is_published and publish_date on or before today).
 * `?all=1` lists every post, drafts and future ones included: admins only (403 for anyone else).
 */
export const blogListQuerySchema = listQuerySchema.extend({
  all: z
    .enum(['1', '0', 'true', 'false'], { error: 'all must be 1 or 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  category: z.string().nullable(),
  author: z.string().nullable(),
  description: z.string(),
  publish_date: isoDateSchema,
  /** Relative URL (/media/…) of the banner. */
  banner_image: z.string(),
  is_published: z.boolean(),
  created_at: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogSavedResponseSchema = z.object({ message: z.string(), blog: blogSchema });

const adminOnly = { roles: ['admin'] } as const;

/** Blog posts. Reading is public; writing is for admins. */
export const blogEndpoints = {
  list: defineEndpoint({
    id: 'blogs.list',
    service: 'content',
    method: 'GET',
    path: '/api/blogs',
    access: { roles: 'public' },
    query: blogListQuerySchema,
    response: pageOf(blogSchema),
    summary: 'Published posts, newest first; search by title. Admins may add ?all=1 for drafts and future posts.',
  }),
  get: defineEndpoint({
    id: 'blogs.get',
    service: 'content',
    method: 'GET',
    path: '/api/blogs/:id',
    access: { roles: 'public' },
    params: idParamsSchema,
    response: blogSchema,
    summary: 'One published post (admins: any post).',
  }),
  getBySlug: defineEndpoint({
    id: 'blogs.getBySlug',
    service: 'content',
    method: 'GET',
    path: '/api/blogs/slug/:slug',
    access: { roles: 'public' },
    params: z.object({ slug: z.string().min(1).max(200) }),
    response: blogSchema,
    summary: 'One published post by its slug (admins: any post).',
  }),
  create: defineEndpoint({
    id: 'blogs.create',
    service: 'content',
    method: 'POST',
    path: '/api/blogs',
    access: adminOnly,
    body: blogFormSchema,
    response: blogSavedResponseSchema,
    successStatus: 201,
    summary: 'Create a post (multipart: title, description, publish_date, banner_image, category?, author?).',
  }),
  update: defineEndpoint({
    id: 'blogs.update',
    service: 'content',
    method: 'PUT',
    path: '/api/blogs/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: blogFormSchema,
    response: blogSavedResponseSchema,
    summary: 'Edit a post (same fields; a new banner_image is optional). A new title gives a new slug.',
  }),
  remove: defineEndpoint({
    id: 'blogs.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/blogs/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: 'Delete a post and its banner.',
  }),
} as const;

export type BlogEndpoints = typeof blogEndpoints;
