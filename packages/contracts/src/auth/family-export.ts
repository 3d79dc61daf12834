import { z } from 'zod';
import { isoDateSchema } from '../iso-date';
import { familyDeviceSchema } from './family-device';
import { familyThemeNameSchema } from './family-theme';
import { childSchema, parentSchema } from './users';

// The parent's export (the Account screen's download), in a module of its own: the parent area's first screen
// builds the family's other schemas (its profile, the hand-off) without this one.

/** The parent's export file, one JSON document. Never a password or PIN hash. */
export const familyExportSchema = z.object({
  exported_at: z.string(),
  account: parentSchema.extend({ has_pin: z.boolean(), theme: familyThemeNameSchema }),
  children: z.array(childSchema),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      plan_name: z.string(),
      price: z.number(),
      start_date: isoDateSchema,
      end_date: isoDateSchema,
      is_active: z.boolean(),
      cancelled_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      subscription_id: z.number().int().nullable(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      provider: z.string(),
      paid_at: z.string().nullable(),
      refunded_at: z.string().nullable(),
      refund_reference: z.string().nullable(),
      plan_name: z.string().nullable(),
      period_start: isoDateSchema.nullable(),
      period_end: isoDateSchema.nullable(),
    }),
  ),
  learning_progress: z.array(
    z.object({
      child_id: z.number().int(),
      content_type: z.string(),
      content_id: z.number().int(),
      position_seconds: z.number().int().nullable(),
      completed: z.boolean(),
      score: z.number().int().nullable(),
      time_spent_seconds: z.number().int(),
      last_seen_at: z.string(),
    }),
  ),
  learning_time: z.array(z.object({ child_id: z.number().int(), day: isoDateSchema, seconds: z.number().int() })),
  quiz_submissions: z.array(
    z.object({
      id: z.number().int(),
      child_id: z.number().int(),
      quiz_id: z.number().int(),
      score: z.number().int(),
      total: z.number().int(),
      answers: z.unknown(),
      submitted_at: z.string(),
    }),
  ),
  assignment_submissions: z.array(
    z.object({
      id: z.number().int(),
      child_id: z.number().int(),
      assignment_id: z.number().int(),
      text: z.string().nullable(),
      /** Where the file can be fetched ('/media/…'), or null for a text-only answer. */
      file_url: z.string().nullable(),
      submitted_at: z.string(),
      review_stars: z.number().int().nullable(),
      review_comment: z.string().nullable(),
      reviewed_at: z.string().nullable(),
    }),
  ),
  /** Every try at an activity, as graded: the score in %, the stars, and what the child placed or typed. */
  activity_attempts: z.array(
    z.object({
      id: z.number().int(),
      child_id: z.number().int(),
      activity_id: z.number().int(),
      score: z.number().int(),
      correct: z.number().int(),
      total: z.number().int(),
      stars: z.number().int(),
      reveals: z.number().int(),
      seconds: z.number().int(),
      pairs: z.unknown(),
      typed: z.unknown(),
      submitted_at: z.string(),
    }),
  ),
  /** The devices the parent marked as the family's: names and dates only, never a token. */
  family_devices: z.array(familyDeviceSchema),
  /** Issue 36: each ayah a child marked learning or memorised, with its revision schedule. */
  hifz_ayahs: z.array(
    z.object({
      child_id: z.number().int(),
      surah: z.number().int(),
      ayah: z.number().int(),
      status: z.string(),
      due: isoDateSchema.nullable(),
      last_reviewed_at: z.string().nullable(),
      reviews: z.number().int(),
      lapses: z.number().int(),
    }),
  ),
  /** Issue 36: the recitations a child recorded, with the parent's answer and the recording's path ('/media/…'). */
  child_recitations: z.array(
    z.object({
      id: z.number().int(),
      child_id: z.number().int(),
      surah: z.number().int(),
      ayah_from: z.number().int(),
      ayah_to: z.number().int(),
      recorded_at: z.string(),
      created_at: z.string(),
      kept: z.boolean(),
      review_stars: z.number().int().nullable(),
      review_comment: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      file_url: z.string(),
    }),
  ),
});
export type FamilyExport = z.infer<typeof familyExportSchema>;
