import type { ItemReview, Source } from '@young-minds/contracts';
import { surahName } from '@young-minds/contracts';
import { formatDate, formatNumber, useLanguage } from '@young-minds/i18n';
import { useReviewT } from './messages';

/** A number typed as text (a hadith's "6018", a page's "42") in the page's digits; other text stays as typed. */
function digitsOf(text: string): string {
  return /^\d{1,15}$/.test(text) ? formatNumber(Number(text), { useGrouping: false }) : text;
}

/**
 * A source in words a parent understands, in the page's language: "Quran, Surah Al-Ikhlas 112:1–4",
 * "Hadith: Sahih al-Bukhari 6018 — graded sahih (authentic)", "Book: Riyad as-Salihin by an-Nawawi, page 42".
 */
export function useSourceText(): (source: Source) => string {
  const t = useReviewT();
  const { locale } = useLanguage();
  return (source) => {
    switch (source.type) {
      case 'quran': {
        const surah = surahName(source.surah, locale) ?? formatNumber(source.surah);
        const values = { surah, number: source.surah, from: source.ayahFrom, to: source.ayahTo };
        return source.ayahTo === source.ayahFrom
          ? t('scholar.source.quranAyah', values)
          : t('scholar.source.quranAyahs', values);
      }
      case 'hadith':
        return t('scholar.source.hadith', {
          collection: source.collection,
          number: digitsOf(source.number),
          grading: t(`scholar.grading.${source.grading}`),
        });
      case 'book': {
        const values = { title: source.title, author: source.author ?? '', page: digitsOf(source.page ?? '') };
        if (source.author && source.page) return t('scholar.source.bookAuthorPage', values);
        if (source.author) return t('scholar.source.bookAuthor', values);
        if (source.page) return t('scholar.source.bookPage', values);
        return t('scholar.source.book', values);
      }
    }
  };
}

/** "Checked by Aisha Rahman on 1 October 2026" (null when the item carries no sign-off). */
export function useCheckedText(): (review: ItemReview) => string | null {
  const t = useReviewT();
  return (review) => {
    if (review.status !== 'published' || !review.reviewedAt) return null;
    const date = formatDate(review.reviewedAt, { dateStyle: 'long', english: 'en-GB' });
    return review.reviewedBy
      ? t('scholar.checkedBy', { name: review.reviewedBy, date })
      : t('scholar.checkedOn', { date });
  };
}
