import { defineEndpoint } from '../endpoint';
import { emailTokenRequestSchema, sendDigestsResponseSchema } from '../auth/email';
import { messageResponseSchema } from '../auth/message-response';

/**
 * The weekly note (issue 34): for each child whose parent turned it on (`weekly_digest`), an email at the end of
 * the family's week in its time zone — minutes against the goal, what was finished, quiz and activity results,
 * worksheets waiting for the parent's review, a question to talk about together — with a one-click unsubscribe.
 */
export const digestMessages = {
  /** `{count}` notes written to the outbox. */
  queued: 'The weekly notes are on their way.',
} as const;

export const digestEndpoints = {
  unsubscribe: defineEndpoint({
    id: 'digests.unsubscribe',
    service: 'content',
    method: 'POST',
    path: '/api/digests/unsubscribe',
    access: { roles: 'public' },
    body: emailTokenRequestSchema,
    response: messageResponseSchema,
    summary: "Stop one child's weekly note with the token of its email's unsubscribe link (no login needed).",
  }),
  sendNow: defineEndpoint({
    id: 'digests.sendNow',
    service: 'content',
    method: 'POST',
    path: '/api/admin/digests/send',
    access: { roles: ['admin'] },
    response: sendDigestsResponseSchema,
    summary:
      "Write this week's notes now for every child opted in whose note for the week is not written yet (operators, tests).",
  }),
} as const;

export type DigestEndpoints = typeof digestEndpoints;
