import { api } from '@young-minds/api-client';
import { type Payment, endpoints, maxPageSize } from '@young-minds/contracts';
import { Button, PageTitle } from '@young-minds/ui';
import { useSearchParams } from 'react-router-dom';
import { useParentT } from '../../messages';
import { formatDay, formatMoney } from '../../shared/format';
import { Facts, LoadStatus, Panel, TableBox } from '../../shared/parts';
import { useLoad } from '../../shared/useCall';

const paidOn = (payment: Payment) => payment.paid_at ?? payment.created_at;

/** 'Payments': every payment (date, amount, status) and a printable receipt per payment (`?receipt=<id>`). */
export function Payments() {
  const t = useParentT();
  const [search, setSearch] = useSearchParams();
  const receiptId = Number(search.get('receipt'));
  const loaded = useLoad(
    (signal) => api.call(endpoints.payments.listOwnPayments, { query: { pageSize: maxPageSize }, signal }),
    'payments',
  );
  return (
    <>
      <PageTitle data-print="hide">{t('payments.title')}</PageTitle>
      <LoadStatus loaded={loaded} loading={t('payments.loading')} failed={t('payments.failed')}>
        {({ data }) => {
          const receipt = data.find((payment) => payment.id === receiptId);
          if (receipt) return <Receipt payment={receipt} onBack={() => setSearch({})} />;
          if (data.length === 0) return <p>{t('payments.empty')}</p>;
          return (
            <TableBox>
              <table>
                <caption>{t('payments.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('payments.date')}</th>
                    <th scope="col">{t('payments.amount')}</th>
                    <th scope="col">{t('payments.status')}</th>
                    <th scope="col">{t('payments.receipt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((payment) => (
                    <tr key={payment.id}>
                      <td>{formatDay(paidOn(payment))}</td>
                      <td>{formatMoney(payment.amount, payment.currency)}</td>
                      <td>{t(payment.status === 'succeeded' ? 'payments.paid' : 'payments.failedStatus')}</td>
                      <td>
                        {payment.status === 'succeeded' ? (
                          <Button
                            $size="sm"
                            $variant="outline"
                            onClick={() => setSearch({ receipt: String(payment.id) })}
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
    </>
  );
}

function Receipt({ payment, onBack }: { payment: Payment; onBack: () => void }) {
  const t = useParentT();
  return (
    <Panel aria-labelledby="receipt-heading">
      <h2 id="receipt-heading">{t('receipt.title', { number: payment.id })}</h2>
      <Facts>
        <dt>{t('receipt.business')}</dt>
        <dd>{t('layout.brand')}</dd>
        <dt>{t('payments.date')}</dt>
        <dd>{formatDay(paidOn(payment))}</dd>
        <dt>{t('receipt.description')}</dt>
        <dd>{t('receipt.plan')}</dd>
        <dt>{t('payments.amount')}</dt>
        <dd>{formatMoney(payment.amount, payment.currency)}</dd>
        <dt>{t('payments.status')}</dt>
        <dd>{t('payments.paid')}</dd>
        <dt>{t('receipt.reference')}</dt>
        <dd>{payment.provider_reference ?? '—'}</dd>
      </Facts>
      <p data-print="hide">
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>{' '}
        <Button $variant="outline" onClick={onBack}>
          {t('receipt.back')}
        </Button>
      </p>
    </Panel>
  );
}
