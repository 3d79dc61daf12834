import type { HifzSurah } from '@young-minds/contracts';
import { directionOf, formatNumber, intlLocaleOf, useLanguage } from '@young-minds/i18n';
import { Chart, type ChartOptions } from '@young-minds/ui/chart';
import { useMemo } from 'react';
import { useParentT } from '../../../messages';
import { baseOptions } from '../../Dashboard/ProgressCharts';

/** Memorised, learning, not begun: told apart by the legend's words too, not by colour alone. */
const partColours = ['#1E6B3A', '#B45309', '#CBD5E0'];

/**
 * Each begun surah as one column as tall as its ayahs, split into memorised, learning and not yet begun. Its own
 * module so apexcharts is downloaded only when a map is drawn (`React.lazy`). The numbers are in the table below it
 * for screen readers, so the drawing is hidden from them. In Arabic the surahs run right to left and the values'
 * axis is on the right, as on the dashboard.
 */
export default function HifzChart({ surahs }: { surahs: readonly (HifzSurah & { name: string })[] }) {
  const t = useParentT();
  const language = useLanguage();
  const rtl = directionOf(language.locale) === 'rtl';
  const chart = useMemo(() => {
    // apexcharts has no right-to-left category axis: the surahs are given last first instead.
    const inOrder = rtl ? [...surahs].reverse() : [...surahs];
    const part = (count: (surah: HifzSurah) => number) => inOrder.map(count);
    return {
      series: [
        { name: t('quran.hifz.memorized'), data: part((surah) => surah.memorized) },
        { name: t('quran.hifz.learning'), data: part((surah) => surah.learning) },
        {
          name: t('quran.hifz.notBegun'),
          data: part((surah) => Math.max(0, surah.ayahCount - surah.memorized - surah.learning)),
        },
      ],
      options: {
        ...baseOptions,
        chart: { ...baseOptions.chart, id: 'parent-hifz', stacked: true },
        colors: partColours,
        plotOptions: { bar: { borderRadius: 3, columnWidth: '60%' } },
        xaxis: { categories: inOrder.map((surah) => surah.name) },
        yaxis: {
          title: { text: t('quran.hifz.ayahsAxis') },
          min: 0,
          forceNiceScale: true,
          opposite: rtl,
          labels: { formatter: (n: number) => formatNumber(Math.round(n)) },
        },
        tooltip: { y: { formatter: (n: number) => formatNumber(n) } },
      } satisfies ChartOptions,
    };
    // the formatters read the page's language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [surahs, t, rtl, language]);
  return (
    <div aria-hidden="true">
      {/* A language switch draws it anew: apexcharts keeps its axes' side from the first draw. */}
      <Chart key={intlLocaleOf(language)} type="bar" height={240} series={chart.series} options={chart.options} />
    </div>
  );
}
