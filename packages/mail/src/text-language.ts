import type { MailLanguage } from './messages';

/**
 * The language a text is written in, as far as an email's language goes: Arabic when it has more Arabic letters
 * than Latin ones, else English (a Contact message's sender has no account, so no language setting).
 */
export function mailLanguageOfText(text: string): MailLanguage {
  const arabic = text.match(/[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z\u00C0-\u024F]/gu)?.length ?? 0;
  return arabic > latin ? 'ar' : 'en';
}
