import type { ApexOptions } from 'apexcharts';
import { type ComponentProps, useMemo } from 'react';
import ReactApexChart from 'react-apexcharts';
import { safeChartOptions } from './safeOptions';

// `@young-minds/ui/chart`: every chart of the platform, drawn by apexcharts (its own entry, so the library is
// downloaded only by the screens that draw one, through `React.lazy`).

export type ChartOptions = ApexOptions;

/** react-apexcharts' chart, with every text apexcharts writes as HTML escaped (a child's name is user text). */
export function Chart({ options, ...props }: ComponentProps<typeof ReactApexChart>) {
  const safe = useMemo(() => safeChartOptions(options ?? {}), [options]);
  return <ReactApexChart {...props} options={safe} />;
}
