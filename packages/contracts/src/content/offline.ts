import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { isoDateSchema } from '../plans';
import { learningTimeRules } from './learning-time';
import { contentTypeSchema } from './progress';
import { startOfFamilyDay } from '../family-clock-dates';
import { addDays, isCalendarDay } from '../subscriptions/subscriptions';

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
 * Why an offline report's day cannot be counted on the family's `today` (null: it can): not a real day, a day to
 * come, or one older than `offlineReplayTtlDays` (reports that old could be replays whose keys are forgotten).
 */
export function offlineDayRefusal(day: string, today: string): string | null {
  if (!isCalendarDay(day)) return offlineMessages.dayNotADate;
  if (day > today) return offlineMessages.dayInFuture;
  return day < addDays(today, -offlineReplayTtlDays) ? offlineMessages.dayTooOld : null;
}

/**
 * `POST /api/child/offline-time`: learning time counted on the device while offline (the heartbeats could not
 * reach the server). The server credits it to the family's day and, when given, to the item, but never more than
 * could have happened (`offlineCreditReasons`):
 * - a day holds at most `dailyLearningCapSeconds`, and at most the part of the day that had passed while the
 *   child's account existed (nothing for a day before the account was made);
 * - all offline time credited since the child's last sync (`POST /api/child/sync`; the account's creation before
 *   the first) is at most the wall-clock time since then.
 * What is not credited is reported in the answer (`notCreditedSeconds`, `notCreditedReason`), never an error:
 * the device's queue sends it once and moves on. Days older than `offlineReplayTtlDays` or after today are 400.
 */
export const offlineLearningSchema = z
  .object({
    day: isoDateSchema,
    seconds: z
      .number({ error: 'seconds must be a number.' })
      .int('seconds must be a whole number.')
      .min(1, 'seconds must be at least 1.')
      .max(learningTimeRules.dailyLearningCapSeconds, 'seconds cannot exceed one day of learning time.'),
    contentType: contentTypeSchema.optional(),
    contentId: z.number({ error: 'contentId must be a number.' }).int().positive().optional(),
  })
  .refine((report) => (report.contentType === undefined) === (report.contentId === undefined), {
    message: offlineMessages.contentTogether,
    path: ['contentId'],
  });
export type OfflineLearning = z.infer<typeof offlineLearningSchema>;

/**
 * Why part of a report was not credited: `before-account` (the day, or its part, before the child's account
 * existed), `daily-cap` (the day already holds `dailyLearningCapSeconds`), `more-than-elapsed` (more than the
 * wall-clock time since the child's last sync, or than the day had had so far).
 */
export const offlineCreditReasons = ['before-account', 'daily-cap', 'more-than-elapsed'] as const;
export type OfflineCreditReason = (typeof offlineCreditReasons)[number];

export interface OfflineCreditFacts {
  /** 'YYYY-MM-DD' of the family's calendar. */
  day: string;
  /** The family's zone: when the day began and ends (23, 24 or 25 hours later); default UTC. */
  timeZone?: string | undefined;
  seconds: number;
  /** What the day already holds (heartbeats and earlier reports). */
  daySecondsBefore: number;
  childCreatedAt: Date;
  /** The child's last sync, or the account's creation before the first. */
  since: Date;
  /** Offline seconds credited to the child since `since`. */
  creditedSince: number;
  /** When the report arrived. */
  at: Date;
  dailyCapSeconds: number;
}

/**
 * How much of an offline report can be credited, and the bound that held the rest back (the smallest one):
 * - `before-account`: a day holds at most the seconds of it that passed after the child's account was made;
 * - `daily-cap`: at most `dailyCapSeconds`;
 * - `more-than-elapsed`: at most the part of the day that has passed (today), and all offline time credited since
 *   the child's last sync at most the wall-clock time since it.
 * A day's seconds (heartbeats included) all lie within the day, so the day's bounds apply to its total.
 */
export function offlineCreditOf(facts: OfflineCreditFacts): { credited: number; reason: OfflineCreditReason } {
  const timeZone = facts.timeZone ?? 'UTC';
  const dayStart = startOfFamilyDay(facts.day, timeZone).getTime();
  const dayEnd = startOfFamilyDay(addDays(facts.day, 1), timeZone).getTime();
  const wholeSeconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));
  const existed = wholeSeconds(
    Math.min(dayEnd, facts.at.getTime()) - Math.max(dayStart, facts.childCreatedAt.getTime()),
  );
  const passed = wholeSeconds(Math.min(dayEnd, facts.at.getTime()) - dayStart);
  const sinceSync = wholeSeconds(facts.at.getTime() - facts.since.getTime()) - facts.creditedSince;
  const bounds: Array<{ left: number; reason: OfflineCreditReason }> = [
    { left: existed - facts.daySecondsBefore, reason: existed < passed ? 'before-account' : 'more-than-elapsed' },
    { left: facts.dailyCapSeconds - facts.daySecondsBefore, reason: 'daily-cap' },
    { left: sinceSync, reason: 'more-than-elapsed' },
  ];
  const tightest = bounds.reduce((least, bound) => (bound.left < least.left ? bound : least));
  return { credited: Math.max(0, Math.min(facts.seconds, tightest.left)), reason: tightest.reason };
}

export const offlineLearningResponseSchema = z.object({
  /** Seconds this report added. */
  creditedSeconds: z.number().int().min(0),
  /** Seconds reported but not credited (`seconds − creditedSeconds`), and why; 0 and null when all was credited. */
  notCreditedSeconds: z.number().int().min(0),
  notCreditedReason: z.enum(offlineCreditReasons).nullable(),
  /** The child's learning time on that day, after this report. */
  daySeconds: z.number().int().min(0),
});
export type OfflineLearningResponse = z.infer<typeof offlineLearningResponseSchema>;

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
      "day's cap, the wall-clock time since the last sync and the days the child existed (the rest is reported as " +
      'not credited); 400 for a day too old or still to come, 404 for unknown content.',
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
