import {
  type Plan,
  type SubscribeResponse,
  type Subscription,
  nextPeriod,
  planCurrency,
  renewalWindowDays,
  todayIso,
  planEndpoints,
  subscriptionEndpoints,
} from '@young-minds/contracts';
import { useNavigate, useSearchParams } from '@young-minds/router';
import { Alert, Button, ButtonLink, PageTitle, arrivalState } from '@young-minds/ui';
import { useState } from 'react';
import { useParentT } from '../../messages';
import { formatDay, formatMoney, moneyBackDays } from '../../shared/format';
import { Facts, LoadStatus, Panel } from '../../shared/parts';
import { planNamed, usePurchase } from '../../shared/purchase';
import { serverText } from '../../shared/serverText';
import { useEndpoint, useEndpointOrNone, useLoaded } from '@young-minds/query';

/**
 * /parent/checkout?plan=Pro: where a family buys its plan (registration from the plan page leads here). It shows
 * the plan, the period it buys, the price a month, the months, the total, what happens at the end and the 7-day
 * money-back guarantee, and charges only when the parent confirms, for exactly the total shown (`expectedTotal`:
 * a price changed meanwhile is a 409 that reloads the figures to be confirmed again).
 */
export function Checkout() {
  const t = useParentT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const planName = search.get('plan');
  const loaded = useLoaded(
    [useEndpoint(planEndpoints.listPlans), useEndpointOrNone(subscriptionEndpoints.ownSubscription)],
    (plans, current) => [planNamed(planName, plans.data), current] as const,
    [planName],
  );
  // Kept above the loading state, so a refusal stays shown while the figures load again.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [bought, setBought] = useState<SubscribeResponse | null>(null);

  return (
    <>
      <PageTitle>{t('checkout.title')}</PageTitle>
      {refusal ? (
        <Alert variant="danger" role="alert">
          {refusal}
        </Alert>
      ) : null}
      {bought ? (
        <Done bought={bought} />
      ) : (
        <LoadStatus loaded={loaded} loading={t('checkout.loading')} failed={t('checkout.failed')}>
          {([plan, current]) => (
            <CheckoutView
              plan={plan}
              current={current}
              onBought={(answer) => {
                setRefusal(null);
                // A family's first plan: the welcome guides the first steps, with the thank-you on top.
                if (current === null) void navigate('/parent/welcome', { state: arrivalState(doneText(t, answer)) });
                else setBought(answer);
              }}
              onRefused={(text) => {
                setRefusal(text);
                if (loaded.state === 'ready') loaded.reload();
              }}
            />
          )}
        </LoadStatus>
      )}
    </>
  );
}

function CheckoutView({
  plan,
  current,
  onBought,
  onRefused,
}: {
  plan: Plan;
  current: Subscription | null;
  onBought: (answer: SubscribeResponse) => void;
  onRefused: (text: string) => void;
}) {
  const t = useParentT();
  const { busy, buy } = usePurchase();
  const next = nextPeriod(current, plan.duration_months, todayIso());
  const total = formatMoney(plan.total, planCurrency);

  if (!next.open)
    return (
      <Panel aria-labelledby="checkout-plan">
        <h2 id="checkout-plan">{t('subscription.plan', { plan: current?.plan_name ?? plan.name })}</h2>
        <p>{t('checkout.notYet', { date: formatDay(next.activeUntil), from: formatDay(next.renewableFrom) })}</p>
        <ButtonLink to="/parent/subscription">{t('checkout.toSubscription')}</ButtonLink>
      </Panel>
    );

  async function confirm() {
    try {
      onBought(await buy(plan));
    } catch (caught) {
      onRefused(serverText(caught, t('checkout.payFailed')));
    }
  }

  return (
    <Panel aria-labelledby="checkout-plan">
      <h2 id="checkout-plan">{t('subscription.plan', { plan: plan.name })}</h2>
      {next.renews ? <p>{t('checkout.renewal')}</p> : null}
      <Facts>
        <dt>{t('checkout.planLabel')}</dt>
        <dd>{plan.name}</dd>
        <dt>{t('checkout.period')}</dt>
        <dd>{t('checkout.periodValue', { start: formatDay(next.start), end: formatDay(next.end) })}</dd>
        <dt>{t('checkout.monthly')}</dt>
        <dd>{formatMoney(plan.price, planCurrency)}</dd>
        <dt>{t('checkout.months')}</dt>
        <dd>{t('checkout.monthsValue', { count: plan.duration_months })}</dd>
        <dt>{t('checkout.total')}</dt>
        <dd>
          <strong>{total}</strong>
        </dd>
      </Facts>
      <p>{t('checkout.chargedOnce', { total })}</p>
      <p>{t('checkout.atEnd', { date: formatDay(next.end), days: renewalWindowDays })}</p>
      <p>{t('checkout.moneyBack', { total, days: moneyBackDays })}</p>
      <Button $block onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('checkout.paying') : t('checkout.confirm', { total })}
      </Button>
    </Panel>
  );
}

/** 'Thank you! You paid $119.94 and your plan is active until 28 May 2027.' */
function doneText(t: ReturnType<typeof useParentT>, bought: SubscribeResponse): string {
  return t('checkout.done', {
    total: formatMoney(bought.payment.amount, bought.payment.currency),
    date: formatDay(bought.subscription.end_date),
  });
}

function Done({ bought }: { bought: SubscribeResponse }) {
  const t = useParentT();
  return (
    <Panel aria-labelledby="checkout-done">
      <h2 id="checkout-done">{t('subscription.plan', { plan: bought.subscription.plan_name })}</h2>
      <Alert variant="success" role="status">
        {doneText(t, bought)}
      </Alert>
      <p>
        <ButtonLink to="/parent/addchild">{t('checkout.addChild')}</ButtonLink>{' '}
        <ButtonLink to="/parent/subscription" $variant="outline">
          {t('checkout.toSubscription')}
        </ButtonLink>
      </p>
    </Panel>
  );
}
