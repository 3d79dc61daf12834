import { refundWindowHours } from '@young-minds/contracts';
import {
  formatDate,
  formatMoney as formatMoneyInLanguage,
  formatNumber,
  formatPercent,
  languageStore,
} from '@young-minds/i18n';

/** The parent area's days: '2 Dec 2026' in English (British, as the design writes them), '٢ ديسمبر ٢٠٢٦' in Arabic. */
const dayOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', english: 'en-GB' } as const;

/** The money-back guarantee in days, as its texts say it ('7-day money-back guarantee'). */
export const moneyBackDays = refundWindowHours / 24;

/** A day without its year, for a chart's axis: '2 Dec' or '٢ ديسمبر'. */
export const dayMonthOptions = { day: 'numeric', month: 'short', timeZone: 'UTC', english: 'en-GB' } as const;

/**
 * A YYYY-MM-DD day or an ISO instant as '2 Dec 2026'. A day is a date of the family's calendar already (the
 * services count days in the family's zone): it is written as it is. An instant is written as the day it was in
 * `timeZone`, the family's (`useFamilyTimeZone`); UTC when not given.
 */
export function formatDay(value: string, options: Intl.DateTimeFormatOptions = dayOptions, timeZone = 'UTC'): string {
  const isDay = value.length === 10;
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, isDay ? options : { ...options, timeZone });
}

/** An amount in its currency ('$119.94'; in Arabic its digits and the currency's name). */
export function formatMoney(amount: number, currency: string): string {
  return formatMoneyInLanguage(amount, currency, 'en-US');
}

/** A fresh Idempotency-Key for one purchase (resent unchanged on a retry of the same purchase). */
export function newPurchaseKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `purchase-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A score in % ('85%' or '٨٥٪'), or a dash before the first attempt. */
export function percentOrDash(percent: number | null): string {
  return percent === null ? '—' : formatPercent(percent);
}

/**
 * A time spent: '1 h 05 min', '4 min 20 s', '45 s' in English; in another language its own units and the page's
 * digits ('٤ د ٢٠ ث'), so an Arabic page never shows these numbers in Western digits beside Arabic-Indic dates.
 */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (languageStore.getState().locale === 'en') {
    if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
    if (minutes > 0) return `${minutes} min ${rest} s`;
    return `${seconds} s`;
  }
  const amount = (value: number, unit: 'hour' | 'minute' | 'second') =>
    formatNumber(value, { style: 'unit', unit, unitDisplay: 'short' });
  if (hours > 0) return `${amount(hours, 'hour')} ${amount(minutes, 'minute')}`;
  if (minutes > 0) return `${amount(minutes, 'minute')} ${amount(rest, 'second')}`;
  return amount(seconds, 'second');
}
