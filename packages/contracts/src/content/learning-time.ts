import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { contentTypeSchema } from './progress';

/**
 * Learning time, counted from the child area's heartbeats. The child area sends one every
 * `heartbeatIntervalSeconds` while it is visible; the server credits the time since the child's previous
 * beat, so the count is bounded by the wall clock whatever a client sends:
 * - a beat within `maxBeatGapSeconds` of the previous one credits the time since it (so at most that much);
 * - the first beat of a day's first stretch, or a beat after a longer gap (the area was hidden or closed),
 *   credits nothing: it only starts a new stretch;
 * - a beat sooner than `minBeatSpacingSeconds` after the last counted one is ignored (credits nothing and does
 *   not move the stretch on, so the next regular beat still counts the whole time since the last counted one);
 * - a child's day (the family's, in its time zone) never holds more than `dailyLearningCapSeconds`.
 */
export const learningTimeRules = {
  heartbeatIntervalSeconds: 30,
  maxBeatGapSeconds: 60,
  minBeatSpacingSeconds: 10,
  dailyLearningCapSeconds: 4 * 60 * 60,
} as const;

export const heartbeatMessages = {
  contentTogether: 'Send contentType and contentId together.',
} as const;

function optionalContentId() {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'contentId must be a number.' })
      .int('contentId must be a whole number.')
      .positive('contentId must be a positive number.')
      .optional(),
  );
}

/** `POST /api/child/heartbeat`: optionally what the child has open, whose item the time is credited to too. */
export const heartbeatSchema = z
  .object({
    contentType: contentTypeSchema.optional(),
    contentId: optionalContentId(),
  })
  .refine((beat) => (beat.contentType === undefined) === (beat.contentId === undefined), {
    message: heartbeatMessages.contentTogether,
    path: ['contentId'],
  });
export type Heartbeat = z.infer<typeof heartbeatSchema>;

export const heartbeatResponseSchema = z.object({
  /** Seconds this beat added (0 for a first beat, a beat after a gap, a too-early beat or a full day). */
  creditedSeconds: z.number().int().min(0),
  /** The child's learning time today (the family's day), after this beat. */
  todaySeconds: z.number().int().min(0),
});
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;

/** The child area's calls about learning time. `/api/child` is the content service's. */
export const learningTimeEndpoints = {
  heartbeat: defineEndpoint({
    id: 'learningTime.heartbeat',
    service: 'content',
    method: 'POST',
    path: '/api/child/heartbeat',
    access: { roles: ['child'] },
    body: heartbeatSchema,
    response: heartbeatResponseSchema,
    summary:
      'The child area, every 30 s while visible: credits the time since the previous beat (bounded) to today and ' +
      "to the open item; 404 for unknown content (progress's messages).",
  }),
} as const;
