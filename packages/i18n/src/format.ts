import { currentIntlLocale } from './language';

/**
 * Numbers, dates and money in the page's language and digits (Intl, no library): '1,250' or '١٬٢٥٠',
 * 'Nov 20, 2026' or '٢٠ نوفمبر ٢٠٢٦'. Formatters are cached per language and options: lists format many values.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: (tag: string) => F,
  tag: string = currentIntlLocale(),
): F {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(tag);
    cache.set(key, formatter);
  }
  return formatter;
}

/** A number in the page's language and digits, or in the Intl `tag` given (an area's loaded messages). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, tag?: string): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options), tag).format(value);
}

/** A date (or an ISO string); the calendar stays Gregorian in every language, as the family's records are. */
export function formatDate(value: Date | string | number, options: Intl.DateTimeFormatOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  return cached('date', options, (tag) => new Intl.DateTimeFormat(tag, { calendar: 'gregory', ...options })).format(
    date,
  );
}

export function formatMoney(amount: number, currency = 'USD'): string {
  return formatNumber(amount, { style: 'currency', currency });
}
