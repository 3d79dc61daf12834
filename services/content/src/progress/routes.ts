import { progressEndpoints as endpoints, progressMessages, recentProgressLimit } from '@young-minds/contracts';
import { HttpError, type Principal, messages, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { replayable } from '../offline/replay';
import { plausibleCompletion } from './plausible';
import { toProgressItem, toProgressReport } from './present';

/**
 * Learning progress: a child records what they watched, read and completed and reads their own summary;
 * a parent reads their own children's, an admin anyone's.
 */
export function mountProgressRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;
  const progress = repos.progress;

  /**
   * The report of child `id` (two raw statements at once: `progress.report`), answered only if `caller` may read it:
   * 404 'Child not found.' when the account is no child; a parent reaches only their own children (the contracts'
   * `ownChild`: another family's child is a 403), an admin any child, a child itself.
   */
  async function reportFor(caller: Principal, id: number) {
    const report = await progress.report(id, recentProgressLimit);
    if (!report || report.user.role !== 'child') throw notFound(progressMessages.childNotFound);
    if (caller.role === 'parent' && report.user.parentId !== caller.id) throw new HttpError(403, messages.notOwner);
    return toProgressReport(report.user, report.summary, report.recent);
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
    return reportFor(caller, caller.id);
  });

  kit.route(endpoints.myItems, async ({ query, principal }) => {
    const child = requirePrincipal(principal);
    const { rows, total } = await progress.listItems(child.id, query);
    return { data: rows.map(toProgressItem), total, page: query.page, pageSize: query.pageSize };
  });

  /** The contract's `ownChild` rule for parents: another family's child is a 403. Admins read any child. */
  kit.route(endpoints.child, async ({ params, principal }) => {
    return reportFor(requirePrincipal(principal), params.id);
  });
}
