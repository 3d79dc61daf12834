import { type Plan, proPlan, toPlan } from '@young-minds/contracts';
import { formatNumber } from '@young-minds/i18n';

/**
 * The plan families buy, as the public pages show it before (or without) the server's answer: the contracts'
 * constant, the same data `GET /api/plans` serves. The home page's Subscription Model card and the plan page
 * both read their price from it, so there is one price (the prototype wrote one product's price twice: $39, $19.99).
 */
export const shownPlan: Plan = toPlan(proPlan);

/** A plan's monthly price as the catalog's '${price}/month' takes it: two decimals, no grouping, the page's digits. */
export function planPriceValue(plan: Pick<Plan, 'price'>): string {
  return formatNumber(plan.price, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}
