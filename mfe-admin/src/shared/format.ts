import { formatDate as formatInLanguage, formatMoney as formatMoneyInLanguage } from '@young-minds/i18n';

/**
 * 'Nov 23, 2026' (or '٢٣ نوفمبر ٢٠٢٦' in Arabic) from an ISO timestamp or a YYYY-MM-DD day (read as that calendar
 * day, whatever the time zone).
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatInLanguage(date, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: dayOnly ? 'UTC' : undefined,
  });
}

/** The YYYY-MM-DD part of a date for <input type="date">. */
export function dayOf(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/**
 * Media paths come back relative (`/media/…`) and are resolved against the server's address. The platform
 * serves them on its own origin, so a relative path is used as it is; absolute URLs (a CDN) pass through.
 */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return path.startsWith('/') ? path : `/${path}`;
}

/** '$1,234.50' (Arabic digits in Arabic). */
export function formatMoney(amount: number): string {
  return formatMoneyInLanguage(amount, 'USD');
}
