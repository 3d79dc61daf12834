import { screen, within } from '@testing-library/react';
import { paymentNotFoundMessage } from '@young-minds/contracts';
import { parentMockState } from '@young-minds/mocks';
import { cellTexts, renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

/** The registration's payment (id 1) refunded on `at`, under the provider's refund `reference`. */
function refundRegistration(at: string, reference: string) {
  for (const entry of parentMockState.payments)
    if (entry.payment.id === 1)
      entry.payment = { ...entry.payment, status: 'refunded', refunded_at: at, refund_reference: reference };
}

describe('Payments', () => {
  it('when it opens, then every payment shows with date, period, plan, amount and status, newest first', async () => {
    renderParent('/parent/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Period', 'Plan', 'Amount', 'Status', 'Receipt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 5)).toEqual([
      ['15 Nov 2026', '—', '—', '$119.94', 'Failed'],
      ['2 Jun 2026', '2 Jun 2026 – 2 Dec 2026', 'Pro', '$119.94', 'Paid'],
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('when a receipt is opened, then the server receipt shows its number, payer and period, and it prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderParent('/parent/payments');
    await user.click(await screen.findByRole('button', { name: 'Receipt of the payment of 2 Jun 2026' }));
    const receipt = await screen.findByRole('region', { name: 'Receipt YM-000001' });
    expect(within(receipt).getByText('YM-000001')).toBeInTheDocument();
    expect(within(receipt).getByText('Fatima Khan')).toBeInTheDocument();
    expect(within(receipt).getByText('Pro plan')).toBeInTheDocument();
    expect(within(receipt).getByText('2 Jun 2026 – 2 Dec 2026')).toBeInTheDocument();
    expect(within(receipt).getByText('Paid')).toBeInTheDocument();
    // Not refunded: no refund reference line.
    expect(within(receipt).queryByText('Refund reference')).not.toBeInTheDocument();
    expect(within(receipt).getByText('test_ch_0001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to payments' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('when a receipt prints, then only the receipt shows: the print stylesheet hides the rest and the buttons', async () => {
    renderParent('/parent/payments?receipt=1');
    const receipt = await screen.findByRole('region', { name: 'Receipt YM-000001' });
    expect(receipt).toHaveAttribute('data-print', 'receipt');
    const printSheet = screen.getByTestId('receipt-print-styles').textContent?.replace(/\s+/g, ' ') ?? '';
    expect(printSheet).toMatch(/^@media print \{/);
    expect(printSheet).toContain('body * { visibility: hidden; }');
    expect(printSheet).toContain("[data-print='receipt'], [data-print='receipt'] * { visibility: visible; }");
    expect(printSheet).toContain("[data-print='hide'] { display: none !important; }");
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back to payments' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('navigation', { hidden: true }).closest('[data-print="hide"]')).not.toBeNull();
  });

  it("when a payment was refunded, then the list and its receipt show 'Refunded', the refund date and reference", async () => {
    refundRegistration('2026-06-05T09:00:00.000Z', 'test_refund_0001');
    const { user } = renderParent('/parent/payments');
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(cellTexts(rows, 5)[1]).toEqual(['2 Jun 2026', '2 Jun 2026 – 2 Dec 2026', 'Pro', '$119.94', 'Refunded']);
    await user.click(screen.getByRole('button', { name: 'Receipt of the payment of 2 Jun 2026' }));
    const receipt = await screen.findByRole('region', { name: 'Receipt YM-000001' });
    expect(within(receipt).getByText('Refunded')).toBeInTheDocument();
    expect(within(receipt).getByText('Refunded on', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '5 Jun 2026',
    );
    expect(
      within(receipt).getByText(/^Refunded on 5 Jun 2026 under the 7-day money-back guarantee/),
    ).toBeInTheDocument();
    expect(within(receipt).getByText('Refund reference', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'test_refund_0001',
    );
  });

  it("when the link names another family's or an unknown payment, then the server's not-found text shows", async () => {
    renderParent('/parent/payments?receipt=9999');
    expect(await screen.findByText(paymentNotFoundMessage)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Receipt/ })).not.toBeInTheDocument();
  });
});
