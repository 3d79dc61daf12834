import { categoryMessages } from '@young-minds/contracts';
import type { ItemReview, Source } from '@young-minds/contracts';
import { MockHttpError } from '../kit/errors';
import { byName } from './mock-kind';
import { adminMockState } from './state';

/**
 * How content rows link to categories, for the content kinds' own mock files (which must not import the categories'
 * handlers: those are made while the modules load, and a kind's file loads before the kit does).
 */

/** A category's name by its id (undefined: no such category), as the services join it into videos and books. */
const categoryName = (id: number) => adminMockState.categories.find((category) => category.id === id)?.name;

/** The category's name, or the 400 the service sends when content names a category that does not exist. */
function existingCategoryName(id: number): string {
  const name = categoryName(id);
  if (name === undefined)
    throw new MockHttpError(400, categoryMessages.unknown, { category: categoryMessages.unknown });
  return name;
}

/** A row's one category as the service joins it: its id and name (400 for a category that does not exist). */
export const categoryLinkOf = (id: number) => ({ category_id: id, category: existingCategoryName(id) });

/** The ids of these that name no category (the services refuse the whole write then, and write nothing). */
export const unknownCategoryIds = (ids: readonly number[]) => ids.filter((id) => categoryName(id) === undefined);

/** The categories of these ids as content shows them: read live (a rename shows at once), by name, unknown ids left out. */
export const categoryRefs = (ids: readonly number[]) =>
  adminMockState.categories
    .filter((category) => ids.includes(category.id))
    .map(({ id, name }) => ({ id, name }))
    .sort(byName);

/**
 * What a new row of any content kind has when the write leaves it out: all ages, not music-free, English, no
 * sources, and a draft nobody has reviewed (issue 35: nothing reaches a family before a reviewer checked it).
 */
export const newContentFlags = {
  age_band: 'all',
  music_free: false,
  language: 'en',
  sources: [] as Source[],
  review: { status: 'draft', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null } as ItemReview,
} as const;
