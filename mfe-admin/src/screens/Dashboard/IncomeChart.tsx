import { useMemo } from 'react';
import { Chart, type ChartOptions } from '@young-minds/ui/chart';
import type { IncomePoint } from '@young-minds/contracts';
import { directionOf, intlLocaleOf, useLanguage } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { formatMoney } from '../../shared/format';
import { messages } from '../../messages';
import { periodLabel } from './periodLabel';

/** Chart text colours per mode: the admin palette's text and muted colours, readable on either surface. */
const chartText = {
  light: { text: '#1D2433', grid: '#CBD5E0' },
  dark: { text: '#E2E8F0', grid: '#3B4A63' },
} as const;

const incomeChartHeight = 300;

export interface IncomeChartProps {
  points: readonly IncomePoint[];
  /** Follows the admin's light/dark choice so axis and tooltip text stay readable. */
  dark: boolean;
}

/**
 * The income bar chart. Its own module so apexcharts (a large library) is downloaded only when the dashboard
 * shows it (`React.lazy` in the dashboard). In Arabic the periods read right to left (the oldest on the right),
 * the amounts stand on the right, and labels and tooltips take Arabic words and digits.
 */
export default function IncomeChart({ points, dark }: IncomeChartProps) {
  const mode = dark ? 'dark' : 'light';
  const language = useLanguage();
  const rtl = directionOf(language.locale) === 'rtl';
  // apexcharts has no right-to-left x axis: the bars are given newest first instead.
  const shown = useMemo(() => (rtl ? [...points].reverse() : points), [points, rtl]);
  const series = useMemo(
    () => [{ name: messages.t('dashboard.income'), data: shown.map((point) => point.total) }],
    // the name follows the language too
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, language],
  );
  const options = useMemo<ChartOptions>(
    () => ({
      chart: {
        id: 'admin-income',
        background: 'transparent',
        foreColor: chartText[mode].text,
        toolbar: { show: false },
        fontFamily: tokens.font.family,
      },
      theme: { mode },
      colors: ['#3A86FF'],
      plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
      dataLabels: { enabled: false },
      grid: { borderColor: chartText[mode].grid },
      xaxis: { categories: shown.map((point) => periodLabel(point.label, messages.t)) },
      yaxis: { opposite: rtl, labels: { formatter: (value: number) => formatMoney(value) } },
      tooltip: { theme: mode, y: { formatter: (value: number) => formatMoney(value) } },
    }),
    // the formatters read the page's language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, mode, rtl, language],
  );
  // A language switch draws the chart anew: apexcharts keeps its axes' side and formatters from the first draw.
  return <Chart key={intlLocaleOf(language)} type="bar" height={incomeChartHeight} series={series} options={options} />;
}
