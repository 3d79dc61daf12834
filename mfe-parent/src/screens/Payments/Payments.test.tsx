import { screen, within } from '@testing-library/react';
import { cellTexts, renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

describe('Payments', () => {
  it('when it opens, then every payment shows with its date, amount and status, newest first', async () => {
    renderParent('/parent/payments');
    expect(await screen.findByRole('heading', { name: 'Payments' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(rows, 3)).toEqual([
      ['15 Nov 2026', '$119.94', 'Failed'],
      ['2 Jun 2026', '$119.94', 'Paid'],
    ]);
  });

  it('when a receipt is opened, then it shows the payment and prints', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderParent('/parent/payments');
    await user.click(await screen.findByRole('button', { name: 'Receipt of the payment of 2 Jun 2026' }));
    expect(screen.getByRole('heading', { name: 'Receipt #1' })).toBeInTheDocument();
    expect(screen.getByText('test_ch_0001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back to payments' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
