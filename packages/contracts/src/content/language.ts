import { z } from 'zod';

/**
 * The language an activity is written in; its direction follows (`directionOf`), so Arabic reads right to left.
 * (Here rather than beside the activities, so the other content schemas can build on it without an import cycle.)
 */
export const activityLanguageValues = ['en', 'ar'] as const;
export type ActivityLanguage = (typeof activityLanguageValues)[number];
export const directionOf = (language: ActivityLanguage): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * The language a video, book, quiz or worksheet is in: an activity's languages (`activityLanguageValues`) or
 * 'both' for an item that speaks Arabic and English. The child area lists items in the child's language first,
 * and read-aloud picks its voice from it.
 */
export const contentLanguageValues = [...activityLanguageValues, 'both'] as const;
export type ContentLanguage = (typeof contentLanguageValues)[number];

export const contentLanguageMessage = `The language must be one of: ${contentLanguageValues.join(', ')}.`;

/** As every video, book, quiz and worksheet response carries it. */
export const contentLanguageShape = { language: z.enum(contentLanguageValues) };

/**
 * As create and edit requests send it (a multipart text or JSON): optional — a new item without one is 'en' (the
 * column's default), an edit without one keeps it. Anything else is a 400 with `contentLanguageMessage`.
 */
export const contentLanguageFieldShape = {
  language: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      z.enum(contentLanguageValues, { error: contentLanguageMessage }),
    )
    .optional(),
};

/** The one language of an item for `lang` and a voice, or null for 'both' (it follows its surroundings). */
export const singleLanguageOf = (language: ContentLanguage): ActivityLanguage | null =>
  language === 'both' ? null : language;

/** `lang` and `dir` for an element showing an item's own text (a title); none for 'both'. */
export function languageAttributesOf(
  language: ContentLanguage,
): { lang: ActivityLanguage; dir: 'ltr' | 'rtl' } | Record<string, never> {
  const single = singleLanguageOf(language);
  return single ? { lang: single, dir: directionOf(single) } : {};
}
