import type { HttpHandler } from 'msw';
import {
  type CategoryUsage,
  categoryEndpoints,
  categoryInUse,
  categoryInUseMessage,
  categoryMessages,
  contentKindIds,
  perKind,
} from '@young-minds/contracts';
import { MockHttpError, crudHandlers, nextId } from '../kit';
import { mockKindOf } from './kinds';
import { byName } from './mock-kind';
import { adminMockState } from './state';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What still points at a category, per kind (the service counts each kind's category link before it deletes one). */
function categoryUsage(id: number): CategoryUsage {
  return perKind((kind) => {
    const record = mockKindOf(kind);
    return record.rows().filter((row) => record.categoryIds(row).includes(id)).length;
  });
}

/** The services join category names when they read content, so a rename shows everywhere at once. */
function renameEverywhere(id: number, name: string): void {
  for (const kind of contentKindIds) {
    const record = mockKindOf(kind);
    for (const row of record.rows()) record.renameCategory(row, id, name);
  }
}

/** A name no other category has, ignoring case (409 otherwise). */
function freeName(name: string, exceptId: number | null): string {
  if (adminMockState.categories.some((row) => row.id !== exceptId && sameName(row.name, name)))
    throw new MockHttpError(409, categoryMessages.duplicate);
  return name;
}

/** `/api/Category` as the content service answers it: a public list by name; admins add, rename and delete unused ones. */
export const categoriesHandlers: HttpHandler[] = crudHandlers({
  endpoints: categoryEndpoints,
  rows: () => adminMockState.categories,
  notFound: categoryMessages.notFound,
  list: { order: byName, unpaged: true },
  create: ({ body }) => ({ id: nextId(), name: freeName(body.name, null) }),
  update: {
    apply: (category, { body }) => {
      const renamed = { ...category, name: freeName(body.name, category.id) };
      renameEverywhere(category.id, renamed.name);
      return renamed;
    },
  },
  remove: {
    // Content never points at nothing: a category in use stays, and the 409 says what uses it.
    guard: (category) => {
      const usage = categoryUsage(category.id);
      if (categoryInUse(usage)) throw new MockHttpError(409, categoryInUseMessage(usage));
    },
    message: categoryMessages.deleted,
  },
});
