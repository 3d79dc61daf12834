import { useMemo } from 'react';
import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
import type { IncomePoint } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { formatMoney } from '../../shared';
import { messages } from '../../messages';

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
 * shows it (`React.lazy` in the dashboard).
 */
export default function IncomeChart({ points, dark }: IncomeChartProps) {
  const mode = dark ? 'dark' : 'light';
  const series = useMemo(
    () => [{ name: messages.t('dashboard.income'), data: points.map((point) => point.total) }],
    [points],
  );
  const options = useMemo<ApexOptions>(
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
      xaxis: { categories: points.map((point) => point.label) },
      yaxis: { labels: { formatter: (value: number) => formatMoney(value) } },
      tooltip: { theme: mode, y: { formatter: (value: number) => formatMoney(value) } },
    }),
    [points, mode],
  );
  return <Chart type="bar" height={incomeChartHeight} series={series} options={options} />;
}
