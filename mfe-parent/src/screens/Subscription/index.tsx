import { api } from '@young-minds/api-client';
import {
  type Payment,
  type Plan,
  type Subscription,
  type SubscriptionStatus,
  maxPageSize,
  nextPeriod,
  planCurrency,
  proPlan,
  refundWindowHours,
  renewalWindowDays,
  todayIso,
  paymentEndpoints,
  planEndpoints,
  subscriptionEndpoints,
} from '@young-minds/contracts';
import { Alert, Button, ButtonLink, PageTitle } from '@young-minds/ui';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { useState } from 'react';
import { type ParentMessageId, useParentT } from '../../messages';
import { formatMoney, moneyBackDays } from '../../shared/format';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { Facts, LoadStatus, Panel } from '../../shared/parts';
import { planNamed, usePurchase } from '../../shared/purchase';
import { serverText } from '../../shared/serverText';
import { useEndpoint, useEndpointOrNone, useLoaded } from '@young-minds/query';

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
 * 'My Subscription': plan, price, the server's status and days left, the cancelled date; Renew and Cancel
 * subscription (cancel anytime; within 7 days of the latest payment the server refunds it). Renew shows only once
 * the plan has ended or ends within 30 days, and asks first with the amount and the new end date (one purchase per
 * confirmation, for the total shown, with an Idempotency-Key kept for retries of that same purchase). A family
 * without a plan goes to the checkout.
 */
const noPayments: Payment[] = [];

export function MySubscription() {
  const t = useParentT();
  // The payments only explain the money-back guarantee in the confirm dialog: failing, the dialog just says less.
  const payments = useEndpoint(paymentEndpoints.listOwnPayments, { query: { pageSize: maxPageSize } });
  const loaded = useLoaded(
    [useEndpointOrNone(subscriptionEndpoints.ownSubscription), useEndpoint(planEndpoints.listPlans)],
    (subscription, plans) => [subscription, planNamed(proPlan.name, plans.data)] as const,
  );
  return (
    <>
      <PageTitle>{t('subscription.title')}</PageTitle>
      <LoadStatus
        loaded={payments.isPending ? { state: 'loading' } : loaded}
        loading={t('subscription.loading')}
        failed={t('subscription.failed')}
      >
        {([subscription, plan]) => (
          <SubscriptionView initial={subscription} payments={payments.data?.data ?? noPayments} plan={plan} />
        )}
      </LoadStatus>
    </>
  );
}

function SubscriptionView({
  initial,
  payments,
  plan,
}: {
  initial: Subscription | null;
  payments: Payment[];
  plan: Plan;
}) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const [subscription, setSubscription] = useState(initial);
  const [busy, setBusy] = useState<'cancel' | null>(null);
  const [confirming, setConfirming] = useState<'renew' | 'cancel' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const purchase = usePurchase();
  const next = nextPeriod(subscription, plan.duration_months, todayIso());
  const total = formatMoney(plan.total, planCurrency);

  async function renew() {
    setResult(null);
    try {
      const answer = await purchase.buy(plan);
      setSubscription(answer.subscription);
      setResult({ ok: true, text: t('subscription.renewed', { date: formatDay(answer.subscription.end_date) }) });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('subscription.renewFailed')) });
    } finally {
      setConfirming(null);
    }
  }

  async function cancel() {
    setBusy('cancel');
    setResult(null);
    try {
      const answer = await api.call(subscriptionEndpoints.cancelOwnSubscription, {});
      setSubscription(answer.subscription);
      setResult({ ok: true, text: answer.message });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('subscription.cancelFailed')) });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  const refundable = subscription ? refundablePayment(subscription, payments) : null;
  const confirmMessage = subscription
    ? t('subscription.cancelConfirm', { date: formatDay(subscription.end_date) }) +
      (refundable
        ? ` ${t('subscription.cancelConfirmRefund', {
            amount: formatMoney(refundable.amount, refundable.currency),
            date: formatDay(refundable.paid_at ?? refundable.created_at),
            days: moneyBackDays,
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
      {subscription && !next.open ? (
        <p>{t('subscription.renewOpens', { from: formatDay(next.renewableFrom), days: renewalWindowDays })}</p>
      ) : null}
      <p>
        {!subscription ? (
          <ButtonLink to={`/parent/checkout?plan=${encodeURIComponent(plan.name)}`}>
            {t('subscription.subscribe')}
          </ButtonLink>
        ) : next.open ? (
          <Button
            onClick={() => setConfirming('renew')}
            disabled={busy !== null || purchase.busy}
            aria-busy={purchase.busy || undefined}
          >
            {purchase.busy ? t('subscription.renewing') : t('subscription.renew')}
          </Button>
        ) : null}{' '}
        {subscription?.status === 'active' ? (
          <Button $variant="outline" onClick={() => setConfirming('cancel')} disabled={busy !== null || purchase.busy}>
            {t('subscription.cancel')}
          </Button>
        ) : null}
      </p>
      {next.open ? (
        <ConfirmDialog
          open={confirming === 'renew'}
          title={t('subscription.renewConfirmTitle')}
          message={t('subscription.renewConfirm', {
            plan: plan.name,
            months: plan.duration_months,
            total,
            date: formatDay(next.end),
          })}
          confirmLabel={purchase.busy ? t('subscription.renewing') : t('subscription.renewConfirmButton', { total })}
          cancelLabel={t('subscription.renewKeep')}
          busy={purchase.busy}
          confirmVariant="primary"
          onConfirm={renew}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t('subscription.cancelTitle')}
        message={confirmMessage}
        confirmLabel={busy === 'cancel' ? t('subscription.cancelling') : t('subscription.cancelConfirmButton')}
        cancelLabel={t('subscription.keep')}
        busy={busy === 'cancel'}
        onConfirm={cancel}
        onCancel={() => setConfirming(null)}
      />
    </Panel>
  );
}
