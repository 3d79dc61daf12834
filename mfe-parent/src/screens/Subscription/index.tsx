import { api, ApiError } from '@young-minds/api-client';
import { type Subscription, endpoints, idempotencyKeyHeader, proPlan } from '@young-minds/contracts';
import { Alert, Button, PageTitle } from '@young-minds/ui';
import { useRef, useState } from 'react';
import { useParentT } from '../../messages';
import { daysLeft, formatDay, formatMoney, newPurchaseKey, subscriptionStatus } from '../../shared/format';
import { Facts, LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { useLoad } from '../../shared/useCall';

/**
 * 'My Subscription': plan, price, status, dates and days left (counted here from end_date until the server sends
 * it), and Renew: one purchase per click, with an Idempotency-Key kept for retries of that same purchase.
 */
export function MySubscription() {
  const t = useParentT();
  const loaded = useLoad(
    (signal) =>
      api.call(endpoints.subscriptions.ownSubscription, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    'subscription',
  );
  return (
    <>
      <PageTitle>{t('subscription.title')}</PageTitle>
      <LoadStatus loaded={loaded} loading={t('subscription.loading')} failed={t('subscription.failed')}>
        {(subscription) => <SubscriptionView initial={subscription} />}
      </LoadStatus>
    </>
  );
}

function SubscriptionView({ initial }: { initial: Subscription | null }) {
  const t = useParentT();
  const [subscription, setSubscription] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // Kept after a failure so a retry is the same purchase (never charged twice); a success starts a new one.
  const purchaseKey = useRef<string | null>(null);

  async function renew() {
    setBusy(true);
    setResult(null);
    purchaseKey.current ??= newPurchaseKey();
    try {
      const answer = await api.call(endpoints.subscriptions.subscribe, {
        body: { plan: proPlan.name },
        headers: { [idempotencyKeyHeader]: purchaseKey.current },
      });
      purchaseKey.current = null;
      setSubscription(answer.subscription);
      setResult({ ok: true, text: t('subscription.renewed', { date: formatDay(answer.subscription.end_date) }) });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('subscription.renewFailed')) });
    } finally {
      setBusy(false);
    }
  }

  const status = subscription ? subscriptionStatus(subscription) : null;
  return (
    <Panel aria-labelledby="plan-heading">
      <h2 id="plan-heading">
        {subscription ? t('subscription.plan', { plan: subscription.plan_name }) : t('subscription.none')}
      </h2>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      {subscription && status ? (
        <Facts>
          <dt>{t('subscription.planLabel')}</dt>
          <dd>{subscription.plan_name}</dd>
          <dt>{t('subscription.price')}</dt>
          <dd>{t('subscription.perMonth', { price: formatMoney(subscription.price, 'USD') })}</dd>
          <dt>{t('subscription.status')}</dt>
          <dd>{t(status === 'active' ? 'status.active' : 'status.expired')}</dd>
          <dt>{t('subscription.start')}</dt>
          <dd>{formatDay(subscription.start_date)}</dd>
          <dt>{t('subscription.end')}</dt>
          <dd>{formatDay(subscription.end_date)}</dd>
          <dt>{t('subscription.daysLeftLabel')}</dt>
          <dd>{t('subscription.daysLeft', { count: daysLeft(subscription.end_date) })}</dd>
        </Facts>
      ) : null}
      <p>
        <Button onClick={renew} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('subscription.renewing') : subscription ? t('subscription.renew') : t('subscription.subscribe')}
        </Button>
      </p>
    </Panel>
  );
}
