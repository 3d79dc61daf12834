import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { isoDateSchema } from '../plans';
import { learningTimeRules } from './learning-time';
import { progressContentTypeValues } from './progress';

/**
 * Work a child does without a connection. The child area queues each write on the device (IndexedDB) with a
 * client-made `Idempotency-Key` (a UUID) and sends it when the connection returns; a replay with the same key
 * gets the first answer again and changes nothing. Keys of children's writes are kept `offlineReplayTtlDays`.
 *
 * Replayable (they take the optional `Idempotency-Key` header): `quizSubmissions.submit`,
 * `assignments.submissions.create`, `activities.submit`, `progress.record`, `offline.learningTime` — see
 * `offlineReplayableEndpointIds`. A repeat with the key and another body is a 409; one still running is a 409 too
 * (try again); the answer of a repeat carries `Idempotent-Replayed: true` (as for purchases).
 */
export const offlineReplayTtlDays = 30;

export const offlineReplayableEndpointIds = [
  'quizSubmissions.submit',
  'assignments.submissions.create',
  'activities.submit',
  'progress.record',
  'offline.learningTime',
] as const;

export const offlineMessages = {
  dayTooOld: `Learning time older than ${offlineReplayTtlDays} days can no longer be counted.`,
  dayInFuture: 'Learning time cannot be counted for a day that has not begun.',
  contentTogether: 'Send contentType and contentId together.',
  dayNotADate: 'day must be a real date (YYYY-MM-DD).',
} as const;

/**
 * `POST /api/child/offline-time`: learning time counted on the device while offline (the heartbeats could not
 * reach the server). The server credits at most what the day (UTC) still has below `dailyLearningCapSeconds`,
 * to the day and, when given, to the item; days older than `offlineReplayTtlDays` or after today are refused.
 */
export const offlineLearningSchema = z
  .object({
    day: isoDateSchema,
    seconds: z
      .number({ error: 'seconds must be a number.' })
      .int('seconds must be a whole number.')
      .min(1, 'seconds must be at least 1.')
      .max(learningTimeRules.dailyLearningCapSeconds, 'seconds cannot exceed one day of learning time.'),
    contentType: z
      .enum(progressContentTypeValues, { error: 'contentType must be video, book, quiz, assignment or activity.' })
      .optional(),
    contentId: z.number({ error: 'contentId must be a number.' }).int().positive().optional(),
  })
  .refine((report) => (report.contentType === undefined) === (report.contentId === undefined), {
    message: offlineMessages.contentTogether,
    path: ['contentId'],
  });
export type OfflineLearning = z.infer<typeof offlineLearningSchema>;

export const offlineLearningResponseSchema = z.object({
  /** Seconds this report added (less than sent when the day was near its cap). */
  creditedSeconds: z.number().int().min(0),
  /** The child's learning time on that day, after this report. */
  daySeconds: z.number().int().min(0),
});

/**
 * `POST /api/child/sync`: the child area says it finished sending its queue: how many items were waiting (0 for a
 * device that had nothing queued). The parent's dashboard shows the last sync of each child and that count.
 */
export const syncReportSchema = z.object({
  sentItems: z
    .number({ error: 'sentItems must be a number.' })
    .int('sentItems must be a whole number.')
    .min(0, 'sentItems cannot be negative.')
    .max(100_000, 'sentItems is too large.'),
});
export type SyncReport = z.infer<typeof syncReportSchema>;

export const syncReportResponseSchema = z.object({ lastSyncAt: z.string(), lastSyncItems: z.number().int().min(0) });

export const offlineEndpoints = {
  learningTime: defineEndpoint({
    id: 'offline.learningTime',
    service: 'content',
    method: 'POST',
    path: '/api/child/offline-time',
    access: { roles: ['child'] },
    body: offlineLearningSchema,
    response: offlineLearningResponseSchema,
    summary:
      'Learning time counted on the device while offline (replayable with Idempotency-Key); credited up to the ' +
      "day's cap; 400 for a day too old or still to come, 404 for unknown content.",
  }),
  syncReport: defineEndpoint({
    id: 'offline.syncReport',
    service: 'content',
    method: 'POST',
    path: '/api/child/sync',
    access: { roles: ['child'] },
    body: syncReportSchema,
    response: syncReportResponseSchema,
    summary: "The child area's queue was sent: records the time and how many items were waiting (parent dashboard).",
  }),
} as const;
