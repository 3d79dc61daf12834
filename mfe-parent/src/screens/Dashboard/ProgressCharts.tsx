import type { ApexOptions } from 'apexcharts';
import type { DashboardChild } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { useMemo } from 'react';
import Chart from 'react-apexcharts';
import { useParentT } from '../../messages';
import { formatDay } from '../../shared/format';

/** One colour per child, each readable on white and told apart by the legend's names too. */
const childColours = ['#1F5FCC', '#B45309', '#166534', '#7E22CE', '#9B1C1C'];

const chartHeight = 260;

const baseOptions: ApexOptions = {
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
 * The dashboard's charts (learning time per day, quiz-score trend). Its own module so apexcharts, a large library,
 * is downloaded only when the dashboard shows (`React.lazy`). The numbers are in the tables beside it for screen
 * readers, so the drawing itself is hidden from them.
 */
export default function ProgressCharts({ family, chart }: ProgressChartsProps) {
  const t = useParentT();
  const minutes = useMemo(
    () => ({
      series: family.map((child) => ({ name: child.name, data: child.minutesPerDay.map((point) => point.minutes) })),
      options: {
        ...baseOptions,
        chart: { ...baseOptions.chart, id: 'parent-minutes', stacked: false },
        plotOptions: { bar: { borderRadius: 3, columnWidth: '70%' } },
        xaxis: { categories: family[0]?.minutesPerDay.map((point) => formatDay(point.day).replace(/ \d{4}$/, '')) },
        yaxis: { title: { text: t('dashboard.minutesAxis') }, min: 0 },
      } satisfies ApexOptions,
    }),
    [family, t],
  );
  const quizzes = useMemo(
    () => ({
      series: family.map((child) => ({
        name: child.name,
        data: child.quizTrend.map((attempt) => ({ x: Date.parse(attempt.submittedAt), y: attempt.scorePercent })),
      })),
      options: {
        ...baseOptions,
        chart: { ...baseOptions.chart, id: 'parent-quizzes' },
        stroke: { width: 3 },
        markers: { size: 5 },
        xaxis: { type: 'datetime' },
        yaxis: { title: { text: t('dashboard.scoreAxis') }, min: 0, max: 100 },
      } satisfies ApexOptions,
    }),
    [family, t],
  );
  return (
    <div aria-hidden="true">
      {chart === 'minutes' ? (
        <Chart type="bar" height={chartHeight} series={minutes.series} options={minutes.options} />
      ) : (
        <Chart type="line" height={chartHeight} series={quizzes.series} options={quizzes.options} />
      )}
    </div>
  );
}
