import { incomePeriods } from './periods';

const at = (iso: string) => new Date(iso);
const labels = (view: Parameters<typeof incomePeriods>[0], now: string) =>
  incomePeriods(view, at(now)).map((period) => period.label);

describe('income periods', () => {
  it('monthly: the last 12 months up to the current one, across the year end', () => {
    expect(labels('monthly', '2026-01-15T12:00:00Z')).toEqual([
      'Feb 2025',
      'Mar 2025',
      'Apr 2025',
      'May 2025',
      'Jun 2025',
      'Jul 2025',
      'Aug 2025',
      'Sep 2025',
      'Oct 2025',
      'Nov 2025',
      'Dec 2025',
      'Jan 2026',
    ]);
    const [first] = incomePeriods('monthly', at('2026-01-15T12:00:00Z'));
    expect(first).toEqual({ label: 'Feb 2025', start: at('2025-02-01T00:00:00Z'), end: at('2025-03-01T00:00:00Z') });
  });

  it('quarterly: the last 4 quarters; the first instant of a quarter already belongs to it', () => {
    expect(labels('quarterly', '2026-01-01T00:00:00.000Z')).toEqual(['Q2 2025', 'Q3 2025', 'Q4 2025', 'Q1 2026']);
    expect(labels('quarterly', '2025-12-31T23:59:59.999Z')).toEqual(['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025']);
    expect(incomePeriods('quarterly', at('2026-05-20T00:00:00Z')).at(-1)).toEqual({
      label: 'Q2 2026',
      start: at('2026-04-01T00:00:00Z'),
      end: at('2026-07-01T00:00:00Z'),
    });
  });

  it('half-yearly: the last 4 halves', () => {
    expect(labels('half-yearly', '2026-07-01T00:00:00Z')).toEqual(['H1 2025', 'H2 2025', 'H1 2026', 'H2 2026']);
    expect(labels('half-yearly', '2026-06-30T23:59:59.999Z')).toEqual(['H2 2024', 'H1 2025', 'H2 2025', 'H1 2026']);
  });

  it('yearly: the last 5 years', () => {
    expect(labels('yearly', '2026-03-01T00:00:00Z')).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(incomePeriods('yearly', at('2026-03-01T00:00:00Z'))[0]).toEqual({
      label: '2022',
      start: at('2022-01-01T00:00:00Z'),
      end: at('2023-01-01T00:00:00Z'),
    });
  });

  it('periods follow each other without gaps or overlaps', () => {
    for (const view of ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const) {
      const periods = incomePeriods(view, at('2026-08-31T10:00:00Z'));
      for (let index = 1; index < periods.length; index += 1) {
        expect(periods[index]!.start).toEqual(periods[index - 1]!.end);
      }
      expect(periods.at(-1)!.start.getTime()).toBeLessThanOrEqual(at('2026-08-31T10:00:00Z').getTime());
      expect(periods.at(-1)!.end.getTime()).toBeGreaterThan(at('2026-08-31T10:00:00Z').getTime());
    }
  });
});
