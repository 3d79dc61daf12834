import { screen } from '@testing-library/react';
import { addMonths, todayIso } from '@young-minds/contracts';
import { adminMockState, errorHandlers, parentMockState } from '@young-minds/mocks';
import { daysLeft } from '../../shared/format';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

function ownRowEnds(endDate: string, startDate = '2026-01-01') {
  adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
    row.parent_id === 2 ? { ...row, start_date: startDate, end_date: endDate } : row,
  );
}

describe('days left', () => {
  it('when the end date is today, then one day is left; after it, none', () => {
    expect(daysLeft('2026-12-02', '2026-12-02')).toBe(1);
    expect(daysLeft('2026-12-02', '2026-11-23')).toBe(10);
    expect(daysLeft('2026-12-02', '2026-12-03')).toBe(0);
  });
});

describe('My Subscription', () => {
  it('when it opens, then plan, price, status, dates and the days left show', async () => {
    const today = todayIso();
    const end = addMonths(today, 1);
    ownRowEnds(end, today);
    renderParent('/parent/subscription');
    expect(await screen.findByRole('heading', { name: 'My Subscription' })).toBeInTheDocument();
    expect(await screen.findByText('$19.99 a month')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(`${daysLeft(end, today)} days`)).toBeInTheDocument();
  });

  it('when Renew is pressed, then one payment is made with an Idempotency-Key and the new end date shows', async () => {
    const today = todayIso();
    ownRowEnds(addMonths(today, 1), today);
    const keys: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/subscriptions/subscribe')) keys.push(request.headers.get('Idempotency-Key'));
    });
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByText(/^Renewed\. Your subscription now runs until/)).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(parentMockState.payments).toHaveLength(3);
    server.events.removeAllListeners();
  });

  it('when the subscription has ended, then it shows Expired and no days left', async () => {
    ownRowEnds('2026-01-31');
    renderParent('/parent/subscription');
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('0 days')).toBeInTheDocument();
  });

  it('when the renewal is declined, then the server message shows', async () => {
    server.use(
      errorHandlers.status('post', { path: '/api/subscriptions/subscribe' }, 402, 'The payment was declined.'),
    );
    const { user } = renderParent('/parent/subscription');
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('The payment was declined.')).toBeInTheDocument();
  });
});
