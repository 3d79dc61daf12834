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
): F {
  const tag = currentIntlLocale();
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(tag);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (tag) => new Intl.NumberFormat(tag, options)).format(value);
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
