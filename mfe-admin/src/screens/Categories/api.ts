import { api } from '@young-minds/api-client';
import { type Category, categoryEndpoints } from '@young-minds/contracts';
import { pathFor } from '../../shared';

/** The category writes of Manage Categories, typed and checked by the contracts (the list is `fetchCategories` in shared: the forms read it too). */

export function createCategory(name: string): Promise<Category> {
  return api.post(categoryEndpoints.create.path, { name }, { schema: categoryEndpoints.create.response });
}

export function updateCategory(id: number, name: string): Promise<Category> {
  return api.put(pathFor(categoryEndpoints.update, { id }), { name }, { schema: categoryEndpoints.update.response });
}

export function deleteCategory(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(categoryEndpoints.remove, { id }), { schema: categoryEndpoints.remove.response });
}
