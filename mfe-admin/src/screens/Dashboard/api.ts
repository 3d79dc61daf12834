import { api } from '@young-minds/api-client';
import { type AdminStats, type IncomePoint, type IncomeView, incomeEndpoints, statsEndpoints } from '@young-minds/contracts';

/** The dashboard's calls, each answer checked against its contract. */

export function fetchStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get(statsEndpoints.adminStats.path, { schema: statsEndpoints.adminStats.response, signal });
}

export function fetchIncome(view: IncomeView, signal?: AbortSignal): Promise<IncomePoint[]> {
  return api.get(incomeEndpoints.income.path, { query: { view }, schema: incomeEndpoints.income.response, signal });
}
