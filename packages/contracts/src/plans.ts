import { z } from 'zod';

// The constant and its charge live in pro-plan.ts, without zod (the public home page's price).
export { periodCharge, proPlan } from './pro-plan';

export const planSchema = z.object({
  name: z.string(),
  price: z.number(),
  max_children: z.number().int(),
  duration_months: z.number().int(),
  features: z.array(z.string()),
  /** What one period costs, paid up front: `price` × `duration_months`, to the cent (Pro: 119.94). */
  total: z.number(),
});
export type Plan = z.infer<typeof planSchema>;

/** The currency of every charge. */
export const planCurrency = 'USD';

/** Whether two amounts are the same to the cent (a client's `expectedTotal` against the plan's total). */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/** An amount as the server's sentences write it: '$119.94'. */
export function dollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

export { isoDateSchema } from './iso-date';

/** Adds calendar months to a YYYY-MM-DD date, clamping to the month's last day (Aug 31 + 6 months = Feb 28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = month - 1 + months;
  const lastDay = new Date(Date.UTC(year, targetMonthIndex + 1, 0)).getUTCDate();
  const result = new Date(Date.UTC(year, targetMonthIndex, Math.min(day, lastDay)));
  return result.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
