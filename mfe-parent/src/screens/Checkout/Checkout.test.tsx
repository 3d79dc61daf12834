import { screen, within } from '@testing-library/react';
import { addDays, addMonths, todayIso, authEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers, mockPath, parentMockState, withParentView } from '@young-minds/mocks';
import { http, HttpResponse } from 'msw';
import { formatDay } from '../../shared/format';
import { currentPath, renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The mock parent (id 2) as a new family: registered, no plan bought yet. */
function newFamily() {
  adminMockState.subscriptions = adminMockState.subscriptions.filter((row) => row.parent_id !== 2);
}

/** The value shown beside a term of the facts list ('Total' → '$119.94'). */
function fact(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('Checkout', () => {
  it('when a new family opens it, then it shows plan, dates, price a month, months, total, the end and the money-back guarantee, and charges nothing', async () => {
    newFamily();
    const today = todayIso();
    renderParent('/parent/checkout?plan=Pro');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pro plan' })).toBeInTheDocument();
    expect(fact('Plan')).toBe('Pro');
    expect(fact('Period')).toBe(`${formatDay(today)} to ${formatDay(addMonths(today, 6))}`);
    expect(fact('Price a month')).toBe('$19.99');
    expect(fact('Months')).toBe('6 months');
    expect(fact('Total')).toBe('$119.94');
    expect(screen.getByText(/^At the end: your plan stops on/)).toHaveTextContent(formatDay(addMonths(today, 6)));
    expect(screen.getByText(/^7-day money-back guarantee/)).toHaveTextContent('the whole $119.94 is refunded');
    // One confirm button in the screen (the layout's Menu and Log out aside).
    expect(within(screen.getByRole('region', { name: 'Pro plan' })).getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'Confirm and pay $119.94' }),
    ]);
    expect(parentMockState.payments).toHaveLength(2);
  });

  it('when a new family confirms, then exactly the total shown is paid once, the plan is active and the welcome guides the first steps', async () => {
    newFamily();
    parentMockState.children = [];
    // The welcome asks the family's devices (until the family-device mocks answer it: none).
    server.use(http.get(mockPath(authEndpoints.listFamilyDevices), () => HttpResponse.json([])));
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/subscriptions/subscribe'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const { user } = renderParent('/parent/checkout?plan=Pro');
    await user.click(await screen.findByRole('button', { name: 'Confirm and pay $119.94' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Thank you! You paid $119.94 and your plan is active until ${formatDay(addMonths(todayIso(), 6))}.`,
    );
    expect(bodies).toEqual([{ plan: 'Pro', expectedTotal: 119.94 }]);
    expect(parentMockState.payments).toHaveLength(3);
    expect(currentPath()).toBe('/parent/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Young Minds' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add your first child' })).toHaveAttribute(
      'href',
      '/parent/addchild?from=welcome',
    );
    server.events.removeAllListeners();
  });

  it('when the price changed meanwhile, then the 409 text shows and the new figures load to be confirmed again', async () => {
    newFamily();
    const { user } = renderParent('/parent/checkout?plan=Pro');
    const confirm = await screen.findByRole('button', { name: 'Confirm and pay $119.94' });
    server.use(
      errorHandlers.status(
        'post',
        { path: '/api/subscriptions/subscribe' },
        409,
        'The price is now $125.94 — please check and confirm again.',
      ),
      http.get('*/api/plans', () =>
        HttpResponse.json({
          data: [{ name: 'Pro', price: 20.99, max_children: 5, duration_months: 6, features: [], total: 125.94 }],
        }),
      ),
    );
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The price is now $125.94 — please check and confirm again.',
    );
    expect(await screen.findByRole('button', { name: 'Confirm and pay $125.94' })).toBeInTheDocument();
    expect(fact('Total')).toBe('$125.94');
    expect(parentMockState.payments).toHaveLength(2);
  });

  it('when the family already has a plan that runs more than 30 days more, then there is nothing to confirm', async () => {
    const end = addDays(todayIso(), 60);
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === 2 ? withParentView({ ...row, end_date: end }) : row,
    );
    renderParent('/parent/checkout?plan=Pro');
    expect(
      await screen.findByText(
        `Your plan is active until ${formatDay(end)}. You can renew it from ${formatDay(addDays(end, -30))}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm and pay/ })).not.toBeInTheDocument();
  });
});
