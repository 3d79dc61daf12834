import { type Payment, type PaymentStatus, maxPageSize, paymentEndpoints } from '@young-minds/contracts';
import { Alert, Button, PageTitle } from '@young-minds/ui';
import { useSearchParams } from '@young-minds/router';
import { type ParentMessageId, useParentT } from '../../messages';
import { formatMoney, moneyBackDays } from '../../shared/format';
import { useFamilyFormatDay } from '../../shared/familyClock';
import { Facts, LoadStatus, Panel, TableBox } from '../../shared/parts';
import { useEndpoint, useLoaded } from '@young-minds/query';

const paidOn = (payment: Payment) => payment.paid_at ?? payment.created_at;

const statusLabels: Record<PaymentStatus, ParentMessageId> = {
  succeeded: 'payments.paid',
  failed: 'payments.failedStatus',
  refunded: 'payments.refunded',
};

/** Declined charges bought nothing: only taken (and possibly given back) money has a receipt. */
const hasReceipt = (payment: Payment) => payment.status !== 'failed';

/**
 * While a receipt shows, printing shows the receipt alone: everything else on the page (the shell's header, the
 * area's navigation, the buttons) is hidden, wherever the area is mounted. A plain print-only style sheet, so it
 * is on the page exactly while the receipt is.
 */
const receiptPrintCss = `@media print {
  body * { visibility: hidden; }
  [data-print='receipt'], [data-print='receipt'] * { visibility: visible; }
  [data-print='receipt'] { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; border: none; }
  [data-print='hide'] { display: none !important; }
}`;

/** 'Payments': every payment (date, period, plan, amount, status) and a printable receipt per payment (`?receipt=<id>`). */
export function Payments() {
  const t = useParentT();
  const [search, setSearch] = useSearchParams();
  const receiptId = Number(search.get('receipt'));
  return (
    <>
      <PageTitle data-print="hide">{t('payments.title')}</PageTitle>
      {Number.isInteger(receiptId) && receiptId > 0 ? (
        <Receipt id={receiptId} onBack={() => setSearch({})} />
      ) : (
        <PaymentList onReceipt={(id) => setSearch({ receipt: String(id) })} />
      )}
    </>
  );
}

function PaymentList({ onReceipt }: { onReceipt: (id: number) => void }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const loaded = useLoaded(
    [useEndpoint(paymentEndpoints.listOwnPayments, { query: { pageSize: maxPageSize } })],
    (answer) => answer,
  );
  return (
    <LoadStatus loaded={loaded} loading={t('payments.loading')} failed={t('payments.failed')}>
      {({ data }) => {
        if (data.length === 0) return <p>{t('payments.empty')}</p>;
        return (
          <TableBox>
            <table>
              <caption>{t('payments.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payments.date')}</th>
                  <th scope="col">{t('payments.period')}</th>
                  <th scope="col">{t('payments.plan')}</th>
                  <th scope="col">{t('payments.amount')}</th>
                  <th scope="col">{t('payments.status')}</th>
                  <th scope="col">{t('payments.receipt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatDay(paidOn(payment))}</td>
                    <td>
                      {payment.period_start && payment.period_end
                        ? t('payments.periodRange', {
                            start: formatDay(payment.period_start),
                            end: formatDay(payment.period_end),
                          })
                        : t('payments.none')}
                    </td>
                    <td>{payment.plan_name ?? t('payments.none')}</td>
                    <td>{formatMoney(payment.amount, payment.currency)}</td>
                    <td>{t(statusLabels[payment.status])}</td>
                    <td>
                      {hasReceipt(payment) ? (
                        <Button
                          $size="sm"
                          $variant="outline"
                          onClick={() => onReceipt(payment.id)}
                          aria-label={t('payments.viewReceiptOf', { date: formatDay(paidOn(payment)) })}
                        >
                          {t('payments.viewReceipt')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        );
      }}
    </LoadStatus>
  );
}

/** One payment's receipt, from the server (number, payer, plan, period, amount, status, dates, reference). */
function Receipt({ id, onBack }: { id: number; onBack: () => void }) {
  const t = useParentT();
  const formatDay = useFamilyFormatDay();
  const loaded = useLoaded([useEndpoint(paymentEndpoints.ownPaymentReceipt, { params: { id } })], (answer) => answer);
  const back = (
    <p data-print="hide">
      <Button $variant="outline" onClick={onBack}>
        {t('receipt.back')}
      </Button>
    </p>
  );
  return (
    <>
      <LoadStatus loaded={loaded} loading={t('receipt.loading')} failed={t('receipt.failed')}>
        {(receipt) => (
          <Panel aria-labelledby="receipt-heading" data-print="receipt">
            <style data-testid="receipt-print-styles">{receiptPrintCss}</style>
            <h2 id="receipt-heading">{t('receipt.heading', { number: receipt.receipt_number })}</h2>
            {receipt.status === 'refunded' && receipt.refunded_at ? (
              <Alert variant="info">
                {t('receipt.refundedNotice', { date: formatDay(receipt.refunded_at), days: moneyBackDays })}
              </Alert>
            ) : null}
            <Facts>
              <dt>{t('receipt.number')}</dt>
              <dd>{receipt.receipt_number}</dd>
              <dt>{t('receipt.business')}</dt>
              <dd>{t('layout.brand')}</dd>
              <dt>{t('receipt.payer')}</dt>
              <dd>{receipt.payer_name}</dd>
              {receipt.payer_email ? (
                <>
                  <dt>{t('receipt.payerEmail')}</dt>
                  <dd>{receipt.payer_email}</dd>
                </>
              ) : null}
              <dt>{t('receipt.description')}</dt>
              <dd>{receipt.plan_name ? t('receipt.planName', { plan: receipt.plan_name }) : t('payments.none')}</dd>
              <dt>{t('receipt.period')}</dt>
              <dd>
                {receipt.period_start && receipt.period_end
                  ? t('payments.periodRange', {
                      start: formatDay(receipt.period_start),
                      end: formatDay(receipt.period_end),
                    })
                  : t('payments.none')}
              </dd>
              <dt>{t('payments.amount')}</dt>
              <dd>{formatMoney(receipt.amount, receipt.currency)}</dd>
              <dt>{t('payments.status')}</dt>
              <dd>{t(statusLabels[receipt.status])}</dd>
              <dt>{t('receipt.paidOn')}</dt>
              <dd>{receipt.paid_at ? formatDay(receipt.paid_at) : t('payments.none')}</dd>
              {receipt.refunded_at ? (
                <>
                  <dt>{t('receipt.refundedOn')}</dt>
                  <dd>{formatDay(receipt.refunded_at)}</dd>
                </>
              ) : null}
              {receipt.refund_reference ? (
                <>
                  <dt>{t('receipt.refundReference')}</dt>
                  <dd>{receipt.refund_reference}</dd>
                </>
              ) : null}
              <dt>{t('receipt.reference')}</dt>
              <dd>{receipt.provider_reference ?? t('payments.none')}</dd>
            </Facts>
            <p data-print="hide">
              <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
            </p>
          </Panel>
        )}
      </LoadStatus>
      {back}
    </>
  );
}
