import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * The admin dashboard's 'Income View' selector (Monthly, Quarterly, Half-Yearly, Yearly). Each view covers a
 * window that ends with the current period (UTC): the last 12 months, 4 quarters, 4 half-years or 5 years.
 */
export const incomeViews = ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type IncomeView = (typeof incomeViews)[number];

export const incomeQuerySchema = z.object({
  /** Any casing ('Monthly' as the selector shows it); monthly when absent. */
  view: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(incomeViews, { error: 'View must be monthly, quarterly, half-yearly or yearly.' }),
    )
    .default('monthly'),
});
export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

/** One bar of the chart: 'Jan 2026', 'Q1 2026', 'H1 2026' or '2026', and the succeeded payments in it. */
export const incomePointSchema = z.object({
  label: z.string(),
  /** In USD, rounded to cents; 0 for a period without payments. */
  total: z.number(),
});
export type IncomePoint = z.infer<typeof incomePointSchema>;

/** Oldest period first, every period of the window present. */
export const incomeResponseSchema = z.array(incomePointSchema);

export const incomeEndpoints = {
  income: defineEndpoint({
    id: 'admin.income',
    service: 'subscriptions',
    method: 'GET',
    path: '/api/admin/income',
    access: { roles: ['admin'] },
    query: incomeQuerySchema,
    response: incomeResponseSchema,
    summary: 'Income from recorded (succeeded) payments per month, quarter, half-year or year.',
  }),
} as const;
