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

/** A fresh Idempotency-Key for one purchase (resent unchanged on a retry of the same purchase). */
export function newPurchaseKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `purchase-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** A score in % ('85%'), or a dash before the first attempt. */
export function percentOrDash(percent: number | null): string {
  return percent === null ? '—' : `${percent}%`;
}
