import arabic from './messages/ar.json';
import english from './messages/en.json';

/** The languages an email is written in. Anything else gets English. */
export const mailLanguages = ['en', 'ar'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

/** An entry: a sentence with `{name}` placeholders, or its plural forms chosen by `{count}`. */
type Entry = string | Partial<Record<Intl.LDMLPluralRule, string>>;
type Catalog = Record<string, Entry>;

const catalogs: Record<MailLanguage, Catalog> = { en: english, ar: arabic };

export type MailTextId = keyof typeof english;

export function mailLanguageOf(language: string | null | undefined): MailLanguage {
  return language === 'ar' ? 'ar' : 'en';
}

/** Numbers as the language writes them: Arabic-Indic digits in Arabic. */
export function formatMailNumber(language: MailLanguage, value: number): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-arab' : 'en').format(value);
}

/**
 * A text of the mail catalog in `language` (English when the Arabic is missing), its `{placeholders}` filled;
 * numbers are written in the language's digits, a plural entry picked by `values.count`.
 */
export function mailText(language: MailLanguage, id: MailTextId, values: Record<string, string | number> = {}): string {
  const entry = catalogs[language][id] ?? catalogs.en[id] ?? id;
  let template: string;
  if (typeof entry === 'string') template = entry;
  else {
    const count = typeof values.count === 'number' ? values.count : 0;
    const rule = new Intl.PluralRules(language).select(count);
    template = entry[rule] ?? entry.other ?? '';
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatMailNumber(language, value) : value;
  });
}
