import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { mediaUrlSchema } from './media';
import { requiredText } from './text-fields';

/**
 * Issue 36, the Quran corner: the text (read), a recitation per surah with each ayah's start (listen). The text is
 * the `quran-json` package's, unchanged (`@young-minds/quran` serves Al-Fatiha and Juz 'Amma); the recitations are
 * uploaded by admins. Children of a subscribed family, their parents and admins read it.
 */
export const quranMessages = {
  surahNotFound: 'Surah not found.',
  surahNumber: 'Surah must be a number from 1 to 114.',
  ayahNumber: 'Ayah must be a whole number from 1.',
  ayahBeyondSurah: 'This surah has no such ayah.',
  recitationSaved: 'Recitation saved.',
  recitationRemoved: 'Recitation removed.',
  noRecitation: 'This surah has no recitation yet.',
  audioRequired: 'Please send the recitation (field audio).',
  ayahStartsList: 'Ayah starts must be a list of seconds, one per ayah.',
  ayahStartsCount: (ayahs: number) => `Give one start time for each of the ${ayahs} ayahs.`,
  ayahStartsOrder: 'Each ayah starts after the one before it, and the first at 0 or later.',
} as const;

/**
 * The licence asks for attribution: shown wherever the text is, in the source's own words. The package's
 * LICENSE.txt is CC BY-SA 4.0 (its package.json says CC-BY-4.0): we follow the stricter file. We serve the text
 * unchanged, so there is no adaptation for ShareAlike to apply to.
 */
export const quranAttribution = {
  source:
    'quran-json by Risan Bagja Pradana (Uthmani text from quranenc.com; meaning: Saheeh International; transliteration: tanzil.net)',
  url: 'https://github.com/risan/quran-json',
  licence: 'CC BY-SA 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

export const surahNumberSchema = z.coerce
  .number({ error: quranMessages.surahNumber })
  .int(quranMessages.surahNumber)
  .min(1, quranMessages.surahNumber)
  .max(114, quranMessages.surahNumber);

export const ayahNumberSchema = z.coerce
  .number({ error: quranMessages.ayahNumber })
  .int(quranMessages.ayahNumber)
  .min(1, quranMessages.ayahNumber)
  .max(286, quranMessages.ayahBeyondSurah);

/** `/api/quran/surahs/:number`. A number the corner does not serve (2–77) is a 404 `surahNotFound`. */
export const surahParamsSchema = z.object({ number: surahNumberSchema });

/** One surah in the list: its Arabic name, its usual English name, the meaning of that name, its size. */
export const quranSurahSummarySchema = z.object({
  number: z.number().int(),
  /** Arabic, e.g. 'الإخلاص'. */
  name: z.string(),
  /** e.g. 'Al-Ikhlas'. */
  englishName: z.string(),
  /** The meaning of the name, e.g. 'The Sincerity'. */
  meaning: z.string(),
  ayahCount: z.number().int(),
  hasRecitation: z.boolean(),
});
export type QuranSurahSummary = z.infer<typeof quranSurahSummarySchema>;

export const quranAyahSchema = z.object({
  number: z.number().int(),
  /** Uthmani script, unchanged from the source. */
  text: z.string(),
  /** English meaning. */
  meaning: z.string(),
  transliteration: z.string(),
});
export type QuranAyah = z.infer<typeof quranAyahSchema>;

/**
 * A surah's recitation: a signed link to the audio (about an hour, like other paid media), the reciter and the
 * licence that allows it, and each ayah's start in seconds from the beginning (one per ayah, increasing; the
 * first is where ayah 1 begins, after any opening).
 */
export const quranRecitationSchema = z.object({
  url: mediaUrlSchema,
  reciter: z.string(),
  licence: z.string(),
  ayahStarts: z.array(z.number().min(0)),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type QuranRecitation = z.infer<typeof quranRecitationSchema>;

export const quranSurahSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  englishName: z.string(),
  meaning: z.string(),
  ayahs: z.array(quranAyahSchema),
  recitation: quranRecitationSchema.nullable(),
});
export type QuranSurah = z.infer<typeof quranSurahSchema>;

/**
 * Each ayah's start, in seconds: a JSON list (`[0, 4.2, 7.9]`) or, in a multipart form, the same list as text or
 * comma-separated ('0, 4.2, 7.9'). Count and order are checked by the service against the surah.
 */
export const ayahStartsSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value;
      }
    }
    return text === '' ? [] : text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  },
  z
    .array(z.number({ error: quranMessages.ayahStartsList }).finite(quranMessages.ayahStartsList), {
      error: quranMessages.ayahStartsList,
    })
    .min(1, quranMessages.ayahStartsList)
    .max(286, quranMessages.ayahStartsList)
    .refine(
      (starts) => starts.every((start, index) => start >= 0 && (index === 0 || start > starts[index - 1]!)),
      quranMessages.ayahStartsOrder,
    ),
);

/** The multipart audio field of a recitation upload. */
export const quranRecitationFileField = 'audio';
/** How the 415 and 413 name the file ('The recitation must be a sound (MP3, …).'). */
export const quranRecitationLabel = 'The recitation';

/**
 * `PUT /api/admin/quran/surahs/:number/recitation`: multipart (field `audio` plus these) or JSON (timings, reciter
 * or licence alone). The audio is required when the surah has no recitation yet; a new file replaces the old one,
 * whose file is deleted.
 */
export const quranRecitationFormSchema = z.object({
  reciter: requiredText('Reciter', 120),
  licence: requiredText('Licence', 300),
  ayahStarts: ayahStartsSchema,
});
export type QuranRecitationForm = z.infer<typeof quranRecitationFormSchema>;

const quranReaders = { roles: ['admin', 'parent', 'child'] } as const;
const adminOnly = { roles: ['admin'] } as const;

export const quranEndpoints = {
  surahs: defineEndpoint({
    id: 'quran.surahs',
    service: 'content',
    method: 'GET',
    path: '/api/quran/surahs',
    access: quranReaders,
    response: z.array(quranSurahSummarySchema),
    summary: "The surahs the Quran corner serves (Al-Fatiha and Juz 'Amma), in order, and which have a recitation.",
  }),
  surah: defineEndpoint({
    id: 'quran.surah',
    service: 'content',
    method: 'GET',
    path: '/api/quran/surahs/:number',
    access: quranReaders,
    params: surahParamsSchema,
    response: quranSurahSchema,
    summary: "A surah's ayahs (Uthmani text, meaning, transliteration) and its recitation with each ayah's start.",
  }),
  putRecitation: defineEndpoint({
    id: 'quran.putRecitation',
    service: 'content',
    method: 'PUT',
    path: '/api/admin/quran/surahs/:number/recitation',
    access: adminOnly,
    params: surahParamsSchema,
    body: quranRecitationFormSchema,
    response: z.object({ message: z.string(), recitation: quranRecitationSchema }),
    summary:
      "Upload or change a surah's recitation (multipart field `audio`, sniffed, with reciter, licence and each ayah's " +
      'start in seconds); JSON changes the timings alone. A new file replaces the old one, whose file is deleted.',
  }),
  removeRecitation: defineEndpoint({
    id: 'quran.removeRecitation',
    service: 'content',
    method: 'DELETE',
    path: '/api/admin/quran/surahs/:number/recitation',
    access: adminOnly,
    params: surahParamsSchema,
    response: z.object({ message: z.string() }),
    summary: "Remove a surah's recitation and its file.",
  }),
} as const;
