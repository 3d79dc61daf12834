import { progressEndpoints as endpoints, progressMessages, recentProgressLimit } from '@young-minds/contracts';
import type { UserRecord } from '@young-minds/db';
import { HttpError, messages, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { toProgressItem, toProgressReport } from './present';

/**
 * Learning progress: a child records what they watched, read and completed and reads their own summary;
 * a parent reads their own children's, an admin anyone's.
 */
export function mountProgressRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;
  const progress = repos.progress;
  const users = repos.users;

  async function reportFor(child: UserRecord) {
    const [summary, recent] = await Promise.all([
      progress.summary(child.id),
      progress.recent(child.id, recentProgressLimit),
    ]);
    return toProgressReport(child, summary, recent);
  }

  async function findChild(id: number): Promise<UserRecord> {
    const child = await users.findById(id);
    if (!child || child.role !== 'child') throw notFound(progressMessages.childNotFound);
    return child;
  }

  kit.route(endpoints.record, async ({ body, principal }) => {
    const child = requirePrincipal(principal);
    const item = await progress.record({
      childId: child.id,
      contentType: body.contentType,
      contentId: body.contentId,
      positionSeconds: body.positionSeconds,
      completed: body.completed,
      seenAt: now(),
    });
    if (!item.ok) throw notFound(progressMessages.contentNotFound[body.contentType]);
    return toProgressItem(item.item);
  });

  kit.route(endpoints.mine, async ({ principal }) => {
    const caller = requirePrincipal(principal);
    return reportFor(await findChild(caller.id));
  });

  kit.route(endpoints.myItems, async ({ query, principal }) => {
    const child = requirePrincipal(principal);
    const { rows, total } = await progress.listItems(child.id, query);
    return { data: rows.map(toProgressItem), total, page: query.page, pageSize: query.pageSize };
  });

  /** The contract's `ownChild` rule for parents: another family's child is a 403. Admins read any child. */
  kit.route(endpoints.child, async ({ params, principal }) => {
    const caller = requirePrincipal(principal);
    const child = await findChild(params.id);
    if (caller.role === 'parent' && child.parentId !== caller.id) throw new HttpError(403, messages.notOwner);
    return reportFor(child);
  });
}
