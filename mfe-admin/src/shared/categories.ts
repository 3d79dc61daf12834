import { endpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';
import { itemState } from './useItem';

/** Every category (the server sends them all, by name): for Manage Categories and the forms' selects and checklists. */
export function useCategoryList() {
  return useEndpoint(endpoints.categories.list);
}

/** The categories as an item on its way (the quiz and activity forms' checklists). */
export function useCategoriesItem() {
  const state = itemState(useCategoryList());
  return { ...state, item: state.item?.data ?? null };
}
