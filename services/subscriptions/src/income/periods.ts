import type { IncomeView } from '@young-minds/contracts';

/** One bar of the income chart: a half-open span of time, [start, end), in UTC. */
export interface IncomePeriod {
  label: string;
  start: Date;
  end: Date;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

interface ViewShape {
  /** Months in one period. */
  months: number;
  /** Periods in the window, the current one included. */
  count: number;
  label: (year: number, monthIndex: number) => string;
}

const views: Record<IncomeView, ViewShape> = {
  monthly: { months: 1, count: 12, label: (year, month) => `${monthNames[month]} ${year}` },
  quarterly: { months: 3, count: 4, label: (year, month) => `Q${month / 3 + 1} ${year}` },
  'half-yearly': { months: 6, count: 4, label: (year, month) => `H${month / 6 + 1} ${year}` },
  yearly: { months: 12, count: 5, label: (year) => String(year) },
};

/**
 * The periods of a view, oldest first, ending with the one that contains `now`: the last 12 months
 * ('Jan 2026'), 4 quarters ('Q1 2026'), 4 half-years ('H1 2026') or 5 years ('2026'). Calendar periods in
 * UTC, like every date of the platform.
 */
export function incomePeriods(view: IncomeView, now: Date): IncomePeriod[] {
  const { months, count, label } = views[view];
  const year = now.getUTCFullYear();
  const currentStartMonth = Math.floor(now.getUTCMonth() / months) * months;
  return Array.from({ length: count }, (_unused, index) => {
    const startMonth = currentStartMonth - (count - 1 - index) * months;
    const start = new Date(Date.UTC(year, startMonth, 1));
    return {
      label: label(start.getUTCFullYear(), start.getUTCMonth()),
      start,
      end: new Date(Date.UTC(year, startMonth + months, 1)),
    };
  });
}
