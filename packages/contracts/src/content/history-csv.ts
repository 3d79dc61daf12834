import { familyIsoString } from '../family-clock-dates';
import type { HistoryItem } from './family-progress';

/**
 * CSV text (RFC 4180) that a spreadsheet opens safely: fields with a comma, quote or line break are quoted, and a
 * text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so a title like `=HYPERLINK(…)` shows as text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, ending with one. */
export function csvText(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

type HistoryCsvItem = Pick<
  HistoryItem,
  'contentType' | 'contentId' | 'title' | 'lastSeenAt' | 'timeSpentSeconds' | 'positionSeconds' | 'score' | 'completed'
>;

/**
 * A child's history as the parent downloads it (the content service's CSV, and the mocks'): a header, a row each.
 * When an item was last seen is written on the family's clock, with its offset ('2026-03-08T01:30:00.000-06:00';
 * in UTC as before, '…Z'), and the header names the zone.
 */
export function historyCsv(items: readonly HistoryCsvItem[], timeZone = 'UTC'): string {
  const header = [
    'kind',
    'content id',
    'title',
    `last seen (${timeZone})`,
    'time spent (s)',
    'position (s)',
    'score (%)',
    'completed',
  ];
  const lines = items.map((item) => [
    item.contentType,
    item.contentId,
    item.title,
    familyIsoString(new Date(item.lastSeenAt), timeZone),
    item.timeSpentSeconds,
    item.positionSeconds,
    item.score,
    item.completed ? 'yes' : 'no',
  ]);
  return csvText([header, ...lines]);
}

/** The download's file name. */
export const historyCsvFileName = (childId: number) => `child-${childId}-history.csv`;
