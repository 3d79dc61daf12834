import { progressEndpoints as endpoints, progressMessages, recentProgressLimit } from '@young-minds/contracts';
import type { UserRecord } from '@young-minds/db';
import { notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { replayable } from '../offline/replay';
import { findChild, readableChild } from './own-child';
import { plausibleCompletion } from './plausible';
import { toProgressItem, toProgressReport } from './present';

/**
 * Learning progress: a child records what they watched, read and completed and reads their own summary;
 * a parent reads their own children's, an admin anyone's.
 */
export function mountProgressRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;
  const progress = repos.progress;

  async function reportFor(child: UserRecord) {
    const [summary, recent] = await Promise.all([
      progress.summary(child.id),
      progress.recent(child.id, recentProgressLimit),
    ]);
    return toProgressReport(child, summary, recent);
  }

  kit.route(endpoints.record, async ({ body, principal, ctx, log }) => {
    const child = requirePrincipal(principal);
    return replayable(context, endpoints.record, { ctx, log, userId: child.id }, async () => {
      // A claim that does not hold is kept as progress, not as completed (no error: an offline queue must not drop
      // the child's place over it).
      const completed = await plausibleCompletion(context, body, log);
      if (body.completed === true && !completed)
        log.info(
          {
            contentType: body.contentType,
            contentId: body.contentId,
            position: body.positionSeconds,
            bookmark: body.bookmark,
          },
          'a completion claim was not plausible: stored as progress only',
        );
      const item = await progress.record({
        childId: child.id,
        contentType: body.contentType,
        contentId: body.contentId,
        positionSeconds: body.positionSeconds,
        bookmark: body.bookmark,
        completed,
        seenAt: now(),
      });
      if (!item.ok) throw notFound(progressMessages.contentNotFound[body.contentType]);
      return toProgressItem(item.item);
    });
  });

  kit.route(endpoints.mine, async ({ principal }) => {
    const caller = requirePrincipal(principal);
    return reportFor(await findChild(context, caller.id));
  });

  kit.route(endpoints.myItems, async ({ query, principal }) => {
    const child = requirePrincipal(principal);
    const { rows, total } = await progress.listItems(child.id, query);
    return { data: rows.map(toProgressItem), total, page: query.page, pageSize: query.pageSize };
  });

  /** The contract's `ownChild` rule for parents: another family's child is a 403. Admins read any child. */
  kit.route(endpoints.child, async ({ params, principal }) => {
    return reportFor(await readableChild(context, requirePrincipal(principal), params.id));
  });
}
