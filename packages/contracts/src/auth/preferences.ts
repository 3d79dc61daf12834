import { z } from 'zod';
import { digitStyles, interfaceLocales } from './locales';

export * from './locales';

export const unknownLocaleMessage = `Choose one of the languages: ${interfaceLocales.join(', ')}.`;
export const unknownDigitsMessage = `Choose one of the digit styles: ${digitStyles.join(', ')}.`;
export const emptyPreferencesMessage = 'Send a locale, digits or both.';

export const languagePreferencesSchema = z.object({
  locale: z.enum(interfaceLocales).nullable(),
  digits: z.enum(digitStyles).nullable(),
});
export type LanguagePreferences = z.infer<typeof languagePreferencesSchema>;

export const setLanguagePreferencesRequestSchema = z
  .object({
    locale: z.enum(interfaceLocales, { error: unknownLocaleMessage }).optional(),
    digits: z.enum(digitStyles, { error: unknownDigitsMessage }).optional(),
  })
  .refine((body) => body.locale !== undefined || body.digits !== undefined, { message: emptyPreferencesMessage });
export type SetLanguagePreferencesRequest = z.infer<typeof setLanguagePreferencesRequestSchema>;

/** An account that has not picked a language yet. */
export const unsetLanguagePreferences: LanguagePreferences = { locale: null, digits: null };
