import type { MailLanguage } from './messages';

const locales: Record<MailLanguage, string> = { en: 'en', ar: 'ar-u-nu-arab' };

/** An amount of money as the language writes it, with its currency (`$119.94`, `‏١١٩٫٩٤ US$`). */
export function formatMailMoney(language: MailLanguage, amount: number, currency: string): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(amount);
}

/** A calendar day ('YYYY-MM-DD') as the language writes it (`2 September 2026`), read as that day wherever sent from. */
export function formatMailDate(language: MailLanguage, day: string): string {
  return new Intl.DateTimeFormat(locales[language] === 'en' ? 'en-GB' : locales[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
