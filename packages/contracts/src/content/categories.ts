import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idParamsSchema } from '../pagination';
import { type ContentKind, contentKindIds, countOfKind } from './kinds';

export const categoryMessages = {
  nameRequired: 'Category name is required.',
  duplicate: 'A category with this name already exists.',
  notFound: 'Category not found.',
  deleted: 'Category deleted successfully.',
  /** Creating or moving content into a category that does not exist. */
  unknown: 'The selected category does not exist.',
} as const;

/** What still uses a category, counted per kind of content (each kind's `category` link in the registry). */
export type CategoryUsage = Record<ContentKind, number>;

/**
 * 409 text for deleting a category in use, naming every kind that uses it: 'This category is still used by 2
 * videos and 1 quiz. Move that content …', 'This category is still used by 1 activity. …'.
 */
export function categoryInUseMessage(usage: CategoryUsage): string {
  const parts = contentKindIds.filter((kind) => usage[kind] > 0).map((kind) => countOfKind(kind, usage[kind]));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `This category is still used by ${list ?? 'other content'}. Move that content to another category or delete it first.`;
}

/** Whether anything still uses the category. */
export function categoryInUse(usage: CategoryUsage): boolean {
  return contentKindIds.some((kind) => usage[kind] > 0);
}

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** Create and rename. A blank name (after trimming) is refused: the spec's screen ignores it, the server says why. */
export const categoryInputSchema = z.object({
  name: z
    .string({
      error: (issue) => (issue.input === undefined ? categoryMessages.nameRequired : 'Category name must be text.'),
    })
    .trim()
    .min(1, categoryMessages.nameRequired)
    .max(100, 'Category name is too long (at most 100 characters).'),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

const adminOnly = { roles: ['admin'] } as const;

/** The category calls (spec path `/api/Category`, capital C). Reading is public; writing is for admins. */
export const categoryEndpoints = {
  list: defineEndpoint({
    id: 'categories.list',
    service: 'content',
    method: 'GET',
    path: '/api/Category',
    access: { roles: 'public' },
    response: z.object({ data: z.array(categorySchema) }),
    summary: 'Every category, sorted by name (public: the home page and forms read it).',
  }),
  create: defineEndpoint({
    id: 'categories.create',
    service: 'content',
    method: 'POST',
    path: '/api/Category',
    access: adminOnly,
    body: categoryInputSchema,
    response: categorySchema,
    successStatus: 201,
    summary: 'Add a category; 409 when the name (ignoring case) exists.',
  }),
  update: defineEndpoint({
    id: 'categories.update',
    service: 'content',
    method: 'PUT',
    path: '/api/Category/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: categoryInputSchema,
    response: categorySchema,
    summary: 'Rename a category; 409 when another category has the name.',
  }),
  remove: defineEndpoint({
    id: 'categories.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/Category/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: 'Delete an unused category; 409 naming what still uses it otherwise (content never points at nothing).',
  }),
} as const;
