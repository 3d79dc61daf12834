import { formatDate, formatNumber } from '@young-minds/i18n';
import type { Translate } from '@young-minds/i18n';
import type en from '../../messages/en.json';

/** The server's month abbreviations in its period labels ('Jan 2026'). */
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const year = (digits: string) => formatNumber(Number(digits), { useGrouping: false });

/**
 * A period label of the income report ('Jan 2026', 'Q1 2026', 'H1 2026', '2026', as the server writes them in
 * English) in the page's language: 'Jan 2026' stays as it is in English, 'يناير ٢٠٢٦' in Arabic. A label of
 * another shape is shown as it came.
 */
export function periodLabel(label: string, t: Translate<typeof en>): string {
  const month = /^([A-Z][a-z]{2}) (\d{4})$/.exec(label);
  if (month && monthNames.includes(month[1]!)) {
    const start = Date.UTC(Number(month[2]), monthNames.indexOf(month[1]!), 1);
    return formatDate(start, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  }
  const part = /^([QH])(\d) (\d{4})$/.exec(label);
  if (part) {
    const [, kind, index, digits] = part;
    return kind === 'Q'
      ? t('dashboard.periodQuarter', { quarter: formatNumber(Number(index)), year: year(digits!) })
      : t('dashboard.periodHalf', { half: formatNumber(Number(index)), year: year(digits!) });
  }
  return /^\d{4}$/.test(label) ? year(label) : label;
}
