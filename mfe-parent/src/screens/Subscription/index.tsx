import { api, ApiError } from '@young-minds/api-client';
import {
  type Payment,
  type Subscription,
  type SubscriptionStatus,
  endpoints,
  idempotencyKeyHeader,
  maxPageSize,
  proPlan,
  refundWindowHours,
} from '@young-minds/contracts';
import { Alert, Button, ConfirmDialog, PageTitle } from '@young-minds/ui';
import { useRef, useState } from 'react';
import { type ParentMessageId, useParentT } from '../../messages';
import { formatDay, formatMoney, newPurchaseKey } from '../../shared/format';
import { Facts, LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { useLoad } from '../../shared/useCall';

const statusLabels: Record<SubscriptionStatus, ParentMessageId> = {
  active: 'subscription.statusActive',
  cancelled: 'subscription.statusCancelled',
  expired: 'subscription.statusExpired',
};

/**
 * The latest succeeded payment of the subscription when it was made within the money-back window, so the confirm
 * dialog can say that cancelling now refunds it. The server decides; this only explains beforehand.
 */
function refundablePayment(subscription: Subscription, payments: Payment[], now = Date.now()): Payment | null {
  const latest = payments
    .filter((payment) => payment.subscription_id === subscription.id && payment.status === 'succeeded')
    .filter((payment): payment is Payment & { paid_at: string } => payment.paid_at !== null)
    .sort((a, b) => b.paid_at.localeCompare(a.paid_at))[0];
  if (!latest) return null;
  return now - Date.parse(latest.paid_at) <= refundWindowHours * 3_600_000 ? latest : null;
}

/**
 * 'My Subscription': plan, price, the server's status and days left, the cancelled date; Renew (one purchase per
 * click, with an Idempotency-Key kept for retries of that same purchase) and Cancel subscription (cancel anytime;
 * within 7 days of the latest payment the server refunds it).
 */
export function MySubscription() {
  const t = useParentT();
  const loaded = useLoad(
    (signal) =>
      Promise.all([
        api.call(endpoints.subscriptions.ownSubscription, { signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
        // Only explains the money-back guarantee in the confirm dialog: without it the dialog just says less.
        api
          .call(endpoints.payments.listOwnPayments, { query: { pageSize: maxPageSize }, signal })
          .then((page) => page.data)
          .catch(() => []),
      ]),
    'subscription',
  );
  return (
    <>
      <PageTitle>{t('subscription.title')}</PageTitle>
      <LoadStatus loaded={loaded} loading={t('subscription.loading')} failed={t('subscription.failed')}>
        {([subscription, payments]) => <SubscriptionView initial={subscription} payments={payments} />}
      </LoadStatus>
    </>
  );
}

function SubscriptionView({ initial, payments }: { initial: Subscription | null; payments: Payment[] }) {
  const t = useParentT();
  const [subscription, setSubscription] = useState(initial);
  const [busy, setBusy] = useState<'renew' | 'cancel' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // Kept after a failure so a retry is the same purchase (never charged twice); a success starts a new one.
  const purchaseKey = useRef<string | null>(null);

  async function renew() {
    setBusy('renew');
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
      setBusy(null);
    }
  }

  async function cancel() {
    setBusy('cancel');
    setResult(null);
    try {
      const answer = await api.call(endpoints.subscriptions.cancelOwnSubscription, {});
      setSubscription(answer.subscription);
      setResult({ ok: true, text: answer.message });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('subscription.cancelFailed')) });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  const refundable = subscription ? refundablePayment(subscription, payments) : null;
  const confirmMessage = subscription
    ? t('subscription.cancelConfirm', { date: formatDay(subscription.end_date) }) +
      (refundable
        ? ` ${t('subscription.cancelConfirmRefund', {
            amount: formatMoney(refundable.amount, refundable.currency),
            date: formatDay(refundable.paid_at ?? refundable.created_at),
          })}`
        : '')
    : '';

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
      {subscription ? (
        <Facts>
          <dt>{t('subscription.planLabel')}</dt>
          <dd>{subscription.plan_name}</dd>
          <dt>{t('subscription.price')}</dt>
          <dd>{t('subscription.perMonth', { price: formatMoney(subscription.price, 'USD') })}</dd>
          <dt>{t('subscription.status')}</dt>
          <dd>{t(statusLabels[subscription.status])}</dd>
          <dt>{t('subscription.start')}</dt>
          <dd>{formatDay(subscription.start_date)}</dd>
          <dt>{t('subscription.end')}</dt>
          <dd>{formatDay(subscription.end_date)}</dd>
          {subscription.cancelled_at ? (
            <>
              <dt>{t('subscription.cancelledOn')}</dt>
              <dd>{formatDay(subscription.cancelled_at)}</dd>
            </>
          ) : null}
          <dt>{t('subscription.daysLeftLabel')}</dt>
          <dd>{t('subscription.daysLeft', { count: subscription.days_left })}</dd>
        </Facts>
      ) : null}
      <p>
        <Button onClick={renew} disabled={busy !== null} aria-busy={busy === 'renew' || undefined}>
          {busy === 'renew'
            ? t('subscription.renewing')
            : subscription
              ? t('subscription.renew')
              : t('subscription.subscribe')}
        </Button>{' '}
        {subscription?.status === 'active' ? (
          <Button $variant="outline" onClick={() => setConfirming(true)} disabled={busy !== null}>
            {t('subscription.cancel')}
          </Button>
        ) : null}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('subscription.cancelTitle')}
        message={confirmMessage}
        confirmLabel={busy === 'cancel' ? t('subscription.cancelling') : t('subscription.cancelConfirmButton')}
        cancelLabel={t('subscription.keep')}
        busy={busy === 'cancel'}
        onConfirm={cancel}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
