import {
  familyDate,
  learningTimeEndpoints as endpoints,
  learningTimeRules,
  progressMessages,
} from '@young-minds/contracts';
import { notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { familyClockFor } from '../dashboard/week';

/**
 * The child area's heartbeats: learning time per day of the family (its zone: the daily cap resets at the family's
 * midnight) and per item, bounded (see `learningTimeRules`).
 */
export function mountLearningTimeRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;

  kit.route(endpoints.heartbeat, async ({ body, principal }) => {
    const child = requirePrincipal(principal);
    // The contract accepts both or neither.
    const content =
      body.contentType !== undefined && body.contentId !== undefined
        ? { type: body.contentType, id: body.contentId }
        : undefined;
    const at = now();
    const { timeZone } = await familyClockFor(context, child.id);
    const result = await repos.learningTime.beat(
      { childId: child.id, at, day: familyDate(at, timeZone), content },
      learningTimeRules,
    );
    // Only a named item can be missing.
    if (!result.ok && content) throw notFound(progressMessages.contentNotFound[content.type]);
    if (!result.ok) throw notFound(progressMessages.childNotFound);
    return { creditedSeconds: result.creditedSeconds, todaySeconds: result.todaySeconds };
  });
}
