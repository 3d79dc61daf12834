import { categoryEndpoints, categoryInUseMessage, categoryMessages } from '@young-minds/contracts';
import type { CategoryRecord } from '@young-minds/db';
import { HttpError } from '@young-minds/service-kit';
import type { ContentContext } from '../context';

const present = (category: CategoryRecord) => ({ id: category.id, name: category.name });

/** `/api/Category`: public list; admins add, rename and delete (never one that content still uses). */
export function mountCategoryRoutes({ kit, repos }: ContentContext): void {
  const categories = repos.categories;

  kit.route(categoryEndpoints.list, async () => ({ data: (await categories.list()).map(present) }));

  kit.route(categoryEndpoints.create, async ({ body }) => {
    const result = await categories.create(body.name);
    if (!result.ok) throw new HttpError(409, categoryMessages.duplicate);
    return present(result.category);
  });

  kit.route(categoryEndpoints.update, async ({ params, body }) => {
    const result = await categories.rename(params.id, body.name);
    if (!result.ok) {
      throw result.reason === 'notFound'
        ? new HttpError(404, categoryMessages.notFound)
        : new HttpError(409, categoryMessages.duplicate);
    }
    return present(result.category);
  });

  kit.route(categoryEndpoints.remove, async ({ params }) => {
    const result = await categories.remove(params.id);
    if (result.ok) return { message: categoryMessages.deleted };
    if (result.reason === 'notFound') throw new HttpError(404, categoryMessages.notFound);
    throw new HttpError(409, categoryInUseMessage(result.usage));
  });
}
