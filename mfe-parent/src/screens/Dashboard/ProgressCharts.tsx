import { type DashboardChild, utcOffsetMinutes } from '@young-minds/contracts';
import { directionOf, formatDate, formatNumber, intlLocaleOf, useLanguage } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { useMemo } from 'react';
import { Chart, type ChartOptions } from '@young-minds/ui/chart';
import { useParentT } from '../../messages';
import { useFamilyTimeZone } from '../../shared/familyClock';
import { dayMonthOptions, formatDay, percentOrDash } from '../../shared/format';

/** One colour per child, each readable on white and told apart by the legend's names too. */
const childColours = ['#1F5FCC', '#B45309', '#166534', '#7E22CE', '#9B1C1C'];

const chartHeight = 260;

/** What every parent chart shares (the child page's memorisation chart too). */
export const baseOptions: ChartOptions = {
  chart: {
    toolbar: { show: false },
    // The drawing is hidden from screen readers (the tables carry the numbers), so nothing in it may take focus.
    accessibility: { enabled: false },
    fontFamily: tokens.font.family,
    foreColor: '#1D2433',
    background: 'transparent',
  },
  colors: childColours,
  dataLabels: { enabled: false },
  legend: { position: 'bottom' },
  grid: { borderColor: '#CBD5E0' },
};

export interface ProgressChartsProps {
  family: readonly DashboardChild[];
  chart: 'minutes' | 'quizzes';
}

/**
 * A moment as its time on the family's wall clock written as if it were UTC: apexcharts' datetime axis writes and
 * places its days in UTC only, so on this time its days are the family's and its ticks fall on the family's midnights.
 */
const familyWallTime = (instant: number, timeZone: string) =>
  instant + utcOffsetMinutes(new Date(instant), timeZone) * 60_000;

/**
 * The dashboard's charts (learning time per day, quiz-score trend). Its own module so apexcharts, a large library,
 * is downloaded only when the dashboard shows (`React.lazy`). The numbers are in the tables beside it for screen
 * readers, so the drawing itself is hidden from them. In Arabic time runs right to left: the oldest day is on the
 * right, the values' axis on the right.
 */
export default function ProgressCharts({ family, chart }: ProgressChartsProps) {
  const t = useParentT();
  const language = useLanguage();
  const rtl = directionOf(language.locale) === 'rtl';
  const timeZone = useFamilyTimeZone();
  const minutes = useMemo(() => {
    // apexcharts has no right-to-left category axis: the days are given newest first instead.
    const inOrder = <T,>(list: readonly T[]) => (rtl ? [...list].reverse() : [...list]);
    return {
      series: family.map((child) => ({
        name: child.name,
        data: inOrder(child.minutesPerDay.map((point) => point.minutes)),
      })),
      options: {
        ...baseOptions,
        chart: { ...baseOptions.chart, id: 'parent-minutes', stacked: false },
        plotOptions: { bar: { borderRadius: 3, columnWidth: '70%' } },
        xaxis: {
          categories: inOrder((family[0]?.minutesPerDay ?? []).map((point) => formatDay(point.day, dayMonthOptions))),
        },
        yaxis: {
          title: { text: t('dashboard.minutesAxis') },
          min: 0,
          opposite: rtl,
          // English keeps apexcharts' own labels; Arabic takes its digits.
          ...(rtl && { labels: { formatter: (n: number) => formatNumber(n) } }),
        },
        ...(rtl && { tooltip: { y: { formatter: (n: number) => formatNumber(n) } } }),
      } satisfies ChartOptions,
    };
    // the formatters read the page's language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [family, t, rtl, language]);
  const quizzes = useMemo(() => {
    // A datetime axis cannot run right to left: in Arabic the times are negated on a numeric axis, so the oldest
    // attempt is on the right, and the labels read the family's date back. Every day is the family's.
    const x = (submittedAt: string) =>
      rtl ? -Date.parse(submittedAt) : familyWallTime(Date.parse(submittedAt), timeZone);
    const dayMonth = (time: number) => formatDate(time, { ...dayMonthOptions, timeZone });
    return {
      series: family.map((child) => ({
        name: child.name,
        data: child.quizTrend.map((attempt) => ({ x: x(attempt.submittedAt), y: attempt.scorePercent })),
      })),
      options: {
        ...baseOptions,
        chart: { ...baseOptions.chart, id: 'parent-quizzes' },
        stroke: { width: 3 },
        markers: { size: 5 },
        xaxis: rtl
          ? { type: 'numeric', labels: { formatter: (value: string) => dayMonth(-Number(value)) } }
          : { type: 'datetime' },
        yaxis: {
          title: { text: t('dashboard.scoreAxis') },
          min: 0,
          max: 100,
          opposite: rtl,
          ...(rtl && { labels: { formatter: (n: number) => percentOrDash(n) } }),
        },
        ...(rtl && {
          tooltip: {
            x: { formatter: (n: number) => dayMonth(-n) },
            y: { formatter: (n: number) => percentOrDash(n) },
          },
        }),
      } satisfies ChartOptions,
    };
    // the formatters read the page's language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [family, t, rtl, language, timeZone]);
  // A language switch draws the charts anew: apexcharts keeps its axes' side from the first draw.
  const key = intlLocaleOf(language);
  return (
    <div aria-hidden="true">
      {chart === 'minutes' ? (
        <Chart key={key} type="bar" height={chartHeight} series={minutes.series} options={minutes.options} />
      ) : (
        <Chart key={key} type="line" height={chartHeight} series={quizzes.series} options={quizzes.options} />
      )}
    </div>
  );
}
