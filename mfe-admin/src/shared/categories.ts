import { api } from '@young-minds/api-client';
import { type Category, endpoints } from '@young-minds/contracts';

/** Every category (the server sends them all, by name): for Manage Categories and the forms' selects and checklists. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await api.call(endpoints.categories.list, { signal })).data;
}
