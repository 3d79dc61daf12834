import { z } from 'zod';

export const maxPageSize = 100;

/** `?page=1&pageSize=20&search=…` on every list. Pages start at 1. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(20),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Every list answers `{ data, total, page, pageSize }` (the spec reads lists from a `data` field). */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof idParamsSchema>;
