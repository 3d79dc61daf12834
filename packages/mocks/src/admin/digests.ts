import type { HttpHandler } from 'msw';
import { digestEndpoints, digestMessages, emailMessages } from '@young-minds/contracts';
import { MockHttpError, mockRoute } from '../kit';
import { parentMockState } from '../parent/state';
import { mockStore } from '../kit/errors';
import { adminMockState } from './state';

/** The unsubscribe token the mock accepts for a child (the service's is signed; QA opens `/unsubscribe?token=…`). */
export const mockUnsubscribeToken = (childId: number) => `mock-unsubscribe-${childId}`;

/** What the mock remembers of the weekly notes: the children whose note of this week is "written". */
const [digestMockState] = mockStore(() => ({ written: new Set<number>() }));

const children = () => [...parentMockState.children, ...adminMockState.children];

/**
 * The weekly note's calls as the content service answers them: an admin's "send now" (each opted-in child's note
 * of this week written once: a second call queues none), and the login-free unsubscribe (400 for a token that is
 * not one of ours or whose child is gone).
 */
export const digestHandlers: HttpHandler[] = [
  mockRoute(digestEndpoints.sendNow, () => {
    let queued = 0;
    for (const child of children()) {
      if (!child.weekly_digest || digestMockState.written.has(child.id)) continue;
      digestMockState.written.add(child.id);
      queued += 1;
    }
    return { message: digestMessages.queued, queued };
  }),

  mockRoute(digestEndpoints.unsubscribe, ({ body }) => {
    const match = /^mock-unsubscribe-(\d+)$/.exec(body.token);
    const child = match ? children().find((candidate) => candidate.id === Number(match[1])) : undefined;
    if (!child) throw new MockHttpError(400, emailMessages.unsubscribeLinkInvalid);
    child.weekly_digest = false;
    return { message: emailMessages.digestUnsubscribed };
  }),
];
