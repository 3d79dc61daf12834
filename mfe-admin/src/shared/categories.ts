import { api } from '@young-minds/api-client';
import { type Category, categoryEndpoints } from '@young-minds/contracts';

/** Every category (the server sends them all, by name): for Manage Categories and the forms' selects and checklists. */
export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await api.get(categoryEndpoints.list.path, { signal, schema: categoryEndpoints.list.response })).data;
}
