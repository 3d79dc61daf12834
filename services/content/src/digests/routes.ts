import { digestEndpoints, digestMessages, emailMessages } from '@young-minds/contracts';
import { badRequest } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import type { WeeklyNotes } from './notes';
import { childOfUnsubscribeToken } from './token';

/** The weekly note's endpoints: the one-click unsubscribe (no login) and the admins' "send this week's now". */
export function mountDigestRoutes(
  { kit, repos }: ContentContext,
  { notes, secret }: { notes: WeeklyNotes; secret: string | Uint8Array },
): void {
  kit.route(digestEndpoints.unsubscribe, async ({ body }) => {
    const childId = childOfUnsubscribeToken(secret, body.token);
    if (childId === null || !(await repos.weeklyNotes.stop(childId)))
      throw badRequest(emailMessages.unsubscribeLinkInvalid);
    return { message: emailMessages.digestUnsubscribed };
  });

  kit.route(digestEndpoints.sendNow, async () => {
    const queued = await notes.writeRunningWeek();
    return { message: digestMessages.queued, queued };
  });
}
