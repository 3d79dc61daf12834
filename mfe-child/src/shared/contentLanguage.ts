import type { ContentLanguage } from '@young-minds/contracts';
import { type Locale, useLanguage } from '@young-minds/i18n';

/** An item in the child's language: written in it, or in both Arabic and English. */
const speaks = (language: ContentLanguage, locale: Locale) => language === locale || language === 'both';

/**
 * The items in the child's language first, then the others (kept, not hidden: a child learning the other language
 * still finds them); each part keeps the list's own order.
 */
function childLanguageFirst<T extends { language: ContentLanguage }>(items: readonly T[], locale: Locale): T[] {
  return [
    ...items.filter((item) => speaks(item.language, locale)),
    ...items.filter((item) => !speaks(item.language, locale)),
  ];
}

/** `childLanguageFirst` with the page's language (the child's choice). */
export function useChildLanguageFirst(): <T extends { language: ContentLanguage }>(items: readonly T[]) => T[] {
  const { locale } = useLanguage();
  return (items) => childLanguageFirst(items, locale);
}
