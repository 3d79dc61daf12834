import { quranEndpoints } from '@young-minds/contracts';
import { useLanguage } from '@young-minds/i18n';
import { useEndpoint } from '@young-minds/query';
import { useCallback, useMemo } from 'react';
import { QuranText } from '@young-minds/ui/quran';
import { useParentT } from '../../../messages';

/** A surah's name as shown: its text, and `ar` when it is the Arabic name (for `lang`, fonts and screen readers). */
export interface ShownSurahName {
  text: string;
  arabic: boolean;
  /** The Arabic name, when known (shown beside an English one where there is room). */
  arabicName?: string;
}

/**
 * How the page names a surah: its English name in English ('Al-Ikhlas'), its Arabic name in Arabic ('الإخلاص'),
 * from `GET /api/quran/surahs` (read once per page). Names only decorate what the map and the recordings say: while
 * they load, or when they cannot be read, the name the service gave (a recording's `surahName`) or 'Surah 112'.
 */
export function useSurahName(): (number: number, given?: string) => ShownSurahName {
  const t = useParentT();
  const { locale } = useLanguage();
  const { data } = useEndpoint(quranEndpoints.surahs);
  const byNumber = useMemo(() => new Map((data ?? []).map((surah) => [surah.number, surah])), [data]);
  return useCallback(
    (number, given) => {
      const surah = byNumber.get(number);
      if (locale === 'ar' && surah) return { text: surah.name, arabic: true, arabicName: surah.name };
      const text = surah?.englishName ?? given ?? t('quran.surahNumber', { number });
      return { text, arabic: false, arabicName: surah?.name };
    },
    [byNumber, locale, t],
  );
}

/**
 * A surah's name where it stands alone (a table's row): the Arabic name in the Quran's script, after the English
 * one on an English page.
 */
export function SurahName({ name }: { name: ShownSurahName }) {
  if (name.arabic) return <QuranText size="md">{name.text}</QuranText>;
  return (
    <>
      <bdi>{name.text}</bdi>
      {name.arabicName ? (
        <>
          {' '}
          <QuranText size="md">{name.arabicName}</QuranText>
        </>
      ) : null}
    </>
  );
}
