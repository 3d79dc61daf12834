import { currentIntlLocale, languageStore } from './language';

/**
 * Numbers, dates and money in the page's language and digits (Intl, no library): '1,250' or '١٬٢٥٠',
 * 'Nov 20, 2026' or '٢٠ نوفمبر ٢٠٢٦'. Formatters are cached per language and options: lists format many values.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;
const cache = new Map<string, Formatter>();

/**
 * The English a screen was written in: 'en-GB' keeps '2 Dec 2026' and '14:05', 'en-CA' '2026-12-02'. Other
 * languages ignore it.
 */
export interface EnglishVariant {
  english?: 'en-GB' | 'en-US' | 'en-CA';
}

function cached<F extends Formatter>(kind: string, options: object, make: (tag: string) => F, english?: string): F {
  const current = currentIntlLocale();
  const tag = current === 'en' && english ? english : current;
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(tag);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions & EnglishVariant = {}): string {
  const { english, ...intl } = options;
  return cached('number', intl, (tag) => new Intl.NumberFormat(tag, intl), english).format(value);
}

/** A date (or an ISO string); the calendar stays Gregorian in every language, as the family's records are. */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions & EnglishVariant = {},
): string {
  const { english, ...intl } = options;
  const date = value instanceof Date ? value : new Date(value);
  return cached('date', intl, (tag) => new Intl.DateTimeFormat(tag, { calendar: 'gregory', ...intl }), english).format(
    date,
  );
}

/** A number of percent (85 → '85%' or '٨٥٪'). */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/**
 * Items joined as the language joins them: 'unit' (the default) lists ('Maths, Science'; in Arabic
 * 'رياضيات، وعلوم، وفن'), 'conjunction' adds the last 'and'.
 */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'unit'): string {
  const options: Intl.ListFormatOptions = { type, style: 'long' };
  return cached('list', options, (tag) => new Intl.ListFormat(tag, options)).format(items);
}

/**
 * Money: '$39.00' in English; in Arabic the currency's name ('٣٩٫٠٠ دولار أمريكي'), since Arabic's symbol for the
 * dollar is the Latin 'US$'. A currency code Intl does not know is written after the amount.
 */
export function formatMoney(amount: number, currency = 'USD', english?: EnglishVariant['english']): string {
  const currencyDisplay = languageStore.getState().locale === 'ar' ? 'name' : 'symbol';
  try {
    return formatNumber(amount, { style: 'currency', currency, currencyDisplay, english });
  } catch {
    return `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}

const plainNumberFormats = new Map<string, Intl.NumberFormat>();
function plainNumberFormat(tag: string): Intl.NumberFormat {
  let format = plainNumberFormats.get(tag);
  if (!format) {
    // Ungrouped, as English shows these numbers ('2026', '1250').
    format = new Intl.NumberFormat(tag, { useGrouping: false });
    plainNumberFormats.set(tag, format);
  }
  return format;
}

/**
 * A message's values with their numbers in the Intl tag's digits: a plain placeholder ('Page {page} of {count}')
 * is not formatted by the message runtime, so Arabic would read 'صفحة 3'. Each number becomes a value that
 * prints formatted ('٣') yet stays the number where a plural or `{n, number}` reads it (and its exact key,
 * `=0`, as a property name). English keeps its plain numbers, as its texts always showed them.
 */
export function withLocalDigits<V extends Record<string, unknown>>(
  tag: string | undefined,
  values: V | undefined,
): V | undefined {
  if (!values || !tag || tag === 'en') return values;
  let localized: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number') continue;
    const text = plainNumberFormat(tag).format(value);
    localized ??= { ...values };
    localized[name] = {
      [Symbol.toPrimitive]: (hint: string) => (hint === 'number' ? value : hint === 'string' ? String(value) : text),
    };
  }
  return (localized as V | undefined) ?? values;
}
