import { todayIso } from '@young-minds/contracts';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day or an ISO instant as '2 Dec 2026' (UTC days, as the services count them). */
export function formatDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dayFormat.format(date);
}

/** An amount in its currency ('$119.94'). */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/**
 * Whole days from today to the subscription's last day, that day counted (the end date is inclusive): 1 on the
 * last day, 0 once it has passed. Computed here until the server sends it.
 */
export function daysLeft(endDate: string, today: string = todayIso()): number {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  const start = Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.round((end - start) / 86_400_000) + 1);
}

/** The shared decision's status: 'expired' when the end date has passed or the row is inactive, else 'active'. */
export function subscriptionStatus(
  subscription: { end_date: string; start_date: string; is_active: 0 | 1 },
  today: string = todayIso(),
): 'active' | 'expired' {
  return subscription.is_active === 1 && subscription.start_date <= today && today <= subscription.end_date
    ? 'active'
    : 'expired';
}

/** A fresh Idempotency-Key for one purchase (resent unchanged on a retry of the same purchase). */
export function newPurchaseKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `purchase-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
