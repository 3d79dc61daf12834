import { api } from '@young-minds/api-client';
import {
  type Plan,
  type SubscribeResponse,
  findPlan,
  idempotencyKeyHeader,
  proPlan,
  toPlan,
  subscriptionEndpoints,
} from '@young-minds/contracts';
import { useRef, useState } from 'react';
import { newPurchaseKey } from './format';

/** The plan named `name` among the plans the server prices now (its total included); Pro when the name is unknown. */
export function planNamed(name: string | null, plans: readonly Plan[]): Plan {
  const wanted = findPlan(name ?? '')?.name ?? proPlan.name;
  return plans.find((plan) => plan.name === wanted) ?? plans[0] ?? toPlan(proPlan);
}

/**
 * One purchase of a plan for the total the parent was shown (`expectedTotal`): the server charges that amount or
 * answers 409 with the price now. The Idempotency-Key is kept after a failure, so a retry is the same purchase
 * (never charged twice; a refused one, e.g. a 409 for another price, frees its key on the server); a success starts
 * a new one.
 */
export function usePurchase() {
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  async function buy(plan: Pick<Plan, 'name' | 'total'>): Promise<SubscribeResponse> {
    setBusy(true);
    key.current ??= newPurchaseKey();
    try {
      const answer = await api.call(subscriptionEndpoints.subscribe, {
        body: { plan: findPlan(plan.name)?.name ?? proPlan.name, expectedTotal: plan.total },
        headers: { [idempotencyKeyHeader]: key.current },
      });
      key.current = null;
      return answer;
    } finally {
      setBusy(false);
    }
  }

  return { busy, buy };
}
