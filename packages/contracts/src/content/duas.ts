import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { utcOffsetMinutes } from '../family-clock-dates';
import { idParamsSchema, listQuerySchema, pageOf } from '../pagination';
import { contentFlagFieldsShape, contentFlagsShape } from './flags';
import { contentLanguageFieldShape, contentLanguageShape } from './language';
import { type FileField, categoryFilterSchema, formId, formText, mediaUrlSchema } from './media';
import { contentReviewShape } from './review';

/**
 * Issue 36, duas: a dua card a child learns and says (its Arabic, a transliteration, its meaning, an optional
 * recording), for an occasion of the day. A dua is religious text: like every kind it reaches families only once a
 * reviewer approved it, and a dua is approved only with its source (a hadith or an ayah, the review's `sources`).
 */
export const duaMessages = {
  thumbnailRequired: 'Please upload a thumbnail image.',
  categoryRequired: 'Please choose a category.',
  notFound: 'Dua not found.',
  nothingToUpdate: 'Nothing to update.',
  deleted: 'Dua deleted successfully.',
  sourceRequired: 'A dua needs its source (a hadith or an ayah) before it is approved.',
} as const;

/** When a dua is said: the occasions a child meets in a day (the shelf orders them by the family's clock). */
export const duaOccasions = [
  'morning',
  'evening',
  'waking',
  'sleeping',
  'eating',
  'after-eating',
  'travel',
  'entering-home',
  'leaving-home',
  'rain',
  'mosque',
  'bathroom',
  'anytime',
] as const;
export type DuaOccasion = (typeof duaOccasions)[number];
export const duaOccasionMessage = `Occasion must be one of: ${duaOccasions.join(', ')}.`;

/** A dua as every screen reads it; the paths are relative (`/media/…`), joined onto the server's address. */
export const duaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The dua in Arabic script, exactly as its source has it (never read by a synthetic voice). */
  arabic: z.string(),
  transliteration: z.string(),
  /** Its meaning in English. */
  meaning: z.string(),
  occasion: z.enum(duaOccasions),
  /** The category's name. */
  category: z.string(),
  category_id: z.number().int(),
  thumbnail_url: mediaUrlSchema,
  /** A recording of the dua (a signed link); null when the admin uploaded none. */
  audio_url: mediaUrlSchema.nullable(),
  ...contentFlagsShape,
  ...contentReviewShape,
  ...contentLanguageShape,
  /** ISO 8601. */
  created_at: z.string(),
});
export type Dua = z.infer<typeof duaSchema>;

const occasionField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.enum(duaOccasions, { error: duaOccasionMessage }),
);

/** `?page&pageSize&search=&category=<id>&occasion=`: newest first. */
export const duaListQuerySchema = listQuerySchema.extend({
  category: categoryFilterSchema,
  occasion: z.preprocess((value) => (value === '' ? undefined : value), occasionField.optional()),
});
export type DuaListQuery = z.infer<typeof duaListQuerySchema>;

/** The text fields of `POST /api/duas` (multipart). */
export const duaCreateFieldsSchema = z.object({
  title: formText('Title', 200),
  arabic: formText('Arabic', 4000),
  transliteration: formText('Transliteration', 4000),
  meaning: formText('Meaning', 4000),
  occasion: occasionField,
  category: formId('Category', duaMessages.categoryRequired),
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type DuaCreateFields = z.infer<typeof duaCreateFieldsSchema>;

/** The file fields of the create: a picture for the card, and an optional recording (checked by its bytes). */
export const duaCreateFiles = {
  thumbnail: { kind: 'image', required: true },
  audio: { kind: 'audio', required: false },
} as const satisfies Record<string, FileField>;

/** `PUT /api/duas/:id` (multipart or JSON): every field optional; new files replace the old ones. */
export const duaUpdateFieldsSchema = z.object({
  title: formText('Title', 200).optional(),
  arabic: formText('Arabic', 4000).optional(),
  transliteration: formText('Transliteration', 4000).optional(),
  meaning: formText('Meaning', 4000).optional(),
  occasion: occasionField.optional(),
  category: formId('Category', duaMessages.categoryRequired).optional(),
  ...contentFlagFieldsShape,
  ...contentLanguageFieldShape,
});
export type DuaUpdateFields = z.infer<typeof duaUpdateFieldsSchema>;

export const duaUpdateFiles = {
  thumbnail: { kind: 'image', required: false },
  audio: { kind: 'audio', required: false },
} as const satisfies Record<string, FileField>;

// ---- The shelf by the time of day ----------------------------------------------------------------------------

/** The family's parts of the day, by the hour of its clock. */
export type PartOfDay = 'morning' | 'midday' | 'evening' | 'night';

/** Morning 4–11, midday 11–16, evening 16–20, night 20–4 (the family's hours). */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 4 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 16) return 'midday';
  if (hour >= 16 && hour < 20) return 'evening';
  return 'night';
}

/** The occasions a part of the day puts first on the shelf, in order; the others follow as `duaOccasions` lists them. */
const shelfFirst: Record<PartOfDay, readonly DuaOccasion[]> = {
  morning: ['waking', 'morning', 'eating', 'after-eating', 'leaving-home'],
  midday: ['eating', 'after-eating', 'entering-home', 'leaving-home', 'mosque'],
  evening: ['evening', 'eating', 'after-eating', 'entering-home', 'sleeping'],
  night: ['sleeping', 'evening'],
};

/** Every occasion, in the order the shelf shows them at `hour` of the family's clock. */
export function duaShelfOrder(hour: number): DuaOccasion[] {
  const first = shelfFirst[partOfDay(hour)];
  return [...first, ...duaOccasions.filter((occasion) => !first.includes(occasion))];
}

/** The hour (0–23) of the family's clock at an instant. */
export function familyHour(instant: Date, timeZone: string): number {
  const minutes = Math.floor(instant.getTime() / 60_000) + utcOffsetMinutes(instant, timeZone);
  return ((Math.floor(minutes / 60) % 24) + 24) % 24;
}

const adminOnly = { roles: ['admin'] } as const;
const loggedIn = { roles: ['admin', 'parent', 'child'] } as const;

export const duaEndpoints = {
  list: defineEndpoint({
    id: 'duas.list',
    service: 'content',
    method: 'GET',
    path: '/api/duas',
    access: loggedIn,
    query: duaListQuerySchema,
    response: pageOf(duaSchema),
    summary: 'Duas, newest first; filter by category id or occasion, search title, meaning and transliteration.',
  }),
  get: defineEndpoint({
    id: 'duas.get',
    service: 'content',
    method: 'GET',
    path: '/api/duas/:id',
    access: loggedIn,
    params: idParamsSchema,
    response: duaSchema,
    summary: 'One dua.',
  }),
  create: defineEndpoint({
    id: 'duas.create',
    service: 'content',
    method: 'POST',
    path: '/api/duas',
    access: adminOnly,
    body: duaCreateFieldsSchema,
    response: duaSchema,
    successStatus: 201,
    summary:
      'Add a dua (multipart: title, arabic, transliteration, meaning, occasion, category, thumbnail image, ' +
      'optional recording); a draft until a reviewer approves it with its source.',
  }),
  update: defineEndpoint({
    id: 'duas.update',
    service: 'content',
    method: 'PUT',
    path: '/api/duas/:id',
    access: adminOnly,
    params: idParamsSchema,
    body: duaUpdateFieldsSchema,
    response: duaSchema,
    summary: 'Edit a dua (multipart or JSON); a new thumbnail or recording replaces the old one.',
  }),
  remove: defineEndpoint({
    id: 'duas.delete',
    service: 'content',
    method: 'DELETE',
    path: '/api/duas/:id',
    access: adminOnly,
    params: idParamsSchema,
    response: z.object({ message: z.string() }),
    summary: "Delete a dua, its files and the children's progress on it.",
  }),
} as const;
