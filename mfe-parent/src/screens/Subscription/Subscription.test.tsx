import { screen, within } from '@testing-library/react';
import {
  addDays,
  addMonths,
  refundsUnavailableMessage,
  subscriptionAlreadyCancelledMessage,
  subscriptionRefundedMessage,
  todayIso,
} from '@young-minds/contracts';
import { adminMockState, errorHandlers, parentMockState, withParentView } from '@young-minds/mocks';
import { formatDay } from '../../shared/format';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The mock parent's subscription (row 1) with other dates; status and days left recomputed as the server does. */
function ownRowEnds(endDate: string, startDate = '2026-01-01') {
  adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
    row.parent_id === 2 ? withParentView({ ...row, start_date: startDate, end_date: endDate }) : row,
  );
}

/** The registration's payment (id 1, of subscription 1) made `hours` ago. */
function latestPaymentMade(hoursAgo: number) {
  const paidAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  for (const entry of parentMockState.payments)
    if (entry.payment.id === 1) entry.payment = { ...entry.payment, paid_at: paidAt, created_at: paidAt };
}

/** The value shown beside a term of the facts list ('Status' → 'Active'). */
function fact(term: string): string | null {
  const label = screen.getByText(term, { selector: 'dt' });
  return label.nextElementSibling?.textContent ?? null;
}

describe('My Subscription', () => {
  it('when it opens, then plan, price, the server status and days left show', async () => {
    const today = todayIso();
    const end = addMonths(today, 1);
    ownRowEnds(end, today);
    const expectedDays = adminMockState.subscriptions.find((row) => row.parent_id === 2)!.days_left;
    renderParent('/parent/subscription');
    expect(await screen.findByRole('heading', { name: 'My Subscription' })).toBeInTheDocument();
    expect(await screen.findByText('$19.99 a month')).toBeInTheDocument();
    expect(fact('Status')).toBe('Active');
    expect(fact('Days left')).toBe(`${expectedDays} days`);
    expect(expectedDays).toBeGreaterThan(27);
  });

  it('when the plan runs more than 30 days more, then there is no Renew button: only the day renewing opens', async () => {
    const today = todayIso();
    const end = addDays(today, 31);
    ownRowEnds(end, today);
    renderParent('/parent/subscription');
    expect(
      await screen.findByText(`You can renew from ${formatDay(addDays(end, -30))}, in the last 30 days of your plan.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  });

  it('when Renew is pressed near the end, then a confirmation gives the amount and the new end date; confirming pays once with the total and an Idempotency-Key', async () => {
    const today = todayIso();
    const end = addDays(today, 30);
    ownRowEnds(end, addMonths(end, -6));
    const sent: Array<{ key: string | null; body: unknown }> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/subscriptions/subscribe'))
        void request
          .clone()
          .json()
          .then((body: unknown) => sent.push({ key: request.headers.get('Idempotency-Key'), body }));
    });
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew your plan?' });
    expect(dialog).toHaveTextContent(
      `Renew the Pro plan for 6 months: $119.94, paid now. Your plan will then run until ${formatDay(addMonths(end, 6))}.`,
    );
    expect(parentMockState.payments).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Pay $119.94 and renew' }));
    expect(await screen.findByText(/^Renewed\. Your subscription now runs until/)).toBeInTheDocument();
    expect(sent).toEqual([{ key: expect.stringMatching(/\S{8,}/), body: { plan: 'Pro', expectedTotal: 119.94 } }]);
    expect(parentMockState.payments).toHaveLength(3);
    // Renewed for six more months: no second one-tap purchase.
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('when the renewal confirmation is dismissed, then nothing is paid', async () => {
    ownRowEnds(addDays(todayIso(), 5));
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parentMockState.payments).toHaveLength(2);
  });

  it('when the subscription has ended, then it shows Expired, no days left, Renew and no Cancel', async () => {
    ownRowEnds('2026-01-31');
    renderParent('/parent/subscription');
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(fact('Days left')).toBe('0 days');
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('when the renewal is declined, then the server message shows', async () => {
    ownRowEnds(addDays(todayIso(), 5));
    server.use(
      errorHandlers.status('post', { path: '/api/subscriptions/subscribe' }, 402, 'The payment was declined.'),
    );
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pay $119.94 and renew' }));
    expect(await screen.findByText('The payment was declined.')).toBeInTheDocument();
  });

  it('when cancelled long after the payment, then access continues: the keep-access message, Cancelled and Renew show', async () => {
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You can cancel anytime: your access continues to 2 Dec 2026');
    expect(dialog).not.toHaveTextContent('money-back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your subscription is cancelled. You keep access until 2026-12-02.',
    );
    expect(fact('Status')).toBe('Cancelled');
    expect(fact('Cancelled on')).toBe(formatDay(new Date().toISOString()));
    expect(fact('Days left')).not.toBe('0 days');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeInTheDocument();
  });

  it("when cancelled within 7 days of the payment, then it is refunded: the refund message, Cancelled, and the payment shows 'Refunded'", async () => {
    latestPaymentMade(48);
    const { user, unmount } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('7-day money-back guarantee: cancelling now refunds it');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionRefundedMessage);
    expect(fact('Status')).toBe('Cancelled');
    expect(fact('Days left')).toBe('0 days');
    unmount();

    renderParent('/parent/payments');
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    const refunded = rows.find((row) => row.textContent?.includes('2 Jun 2026 – 2 Dec 2026'));
    expect(refunded).toHaveTextContent('Refunded');
  });

  it('when it is cancelled twice (another device got there first), then the 409 text shows', async () => {
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === 2 ? withParentView({ ...row, cancelled_at: new Date().toISOString() }) : row,
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionAlreadyCancelledMessage);
    expect(fact('Status')).toBe('Active');
  });

  it('when refunds are unavailable, then the 503 text shows and nothing changes', async () => {
    server.use(errorHandlers.status('post', { path: '/api/subscriptions/me/cancel' }, 503, refundsUnavailableMessage));
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refundsUnavailableMessage);
    expect(fact('Status')).toBe('Active');
  });
});
