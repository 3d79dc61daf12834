import type { HttpHandler } from 'msw';
import type { CategoryRef } from '@young-minds/contracts';

/**
 * A content kind in the mocks, as the kind's own mock file declares it (`videoMock` in `admin/videos.ts`) and
 * `admin/kinds.ts` collects it: the fixture rows its state starts from (kept in `adminMockState` under the
 * registry's `table`), which categories a row points at, how a rename reaches it and its handlers. This module
 * imports no state: a kind's file reads it while the mocks' modules are still loading.
 */
export interface MockKind<Row extends TitledRow> {
  /** The rows the state starts from (and the reports of the fixtures read their titles). */
  fixtures: readonly Row[];
  /** The categories the row points at (the service's category link of the kind). */
  categoryIds(row: Row): readonly number[];
  /** The services join category names when they read content: the row after category `id` was renamed. */
  renameCategory(row: Row, id: number, name: string): void;
  /** The kind's calls as its service answers them (made when the handlers are listed: no state is read before). */
  handlers(): HttpHandler[];
}

export type TitledRow = { id: number; title: string };

/** By name (ignoring case), then id: how the content service lists categories and joins them into content. */
export const byName = (a: CategoryRef, b: CategoryRef) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** A row of one category (`category_id`, and its name in `category`). */
export const oneCategory = {
  categoryIds: (row: { category_id: number }) => [row.category_id],
  renameCategory: (row: { category_id: number; category: string }, id: number, name: string) => {
    if (row.category_id === id) row.category = name;
  },
};

/** A row of several categories (`categories`, by name, and their names joined in `category`). */
export function renameInRefs(row: { categories: CategoryRef[]; category: string }, id: number, name: string): void {
  if (!row.categories.some((category) => category.id === id)) return;
  row.categories = row.categories.map((category) => (category.id === id ? { id, name } : category)).sort(byName);
  row.category = row.categories.map((category) => category.name).join(', ');
}
