import { act, screen, waitFor, within } from '@testing-library/react';
import { authEndpoints, familyProgressEndpoints, subscriptionEndpoints } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { adminMockState, errorHandlers, mockPath, parentMockState } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { HttpResponse, http } from 'msw';
import { cellTexts, currentPath, renderParent, setUpMockServer } from '../../testing';

/**
 * apexcharts cannot draw in jsdom (no SVG layout): a stand-in prints the series it was given, and keeps in
 * `data-axes` its categories, the side of its values and its labels for a sample point (when it formats them).
 */
jest.mock('@young-minds/ui/chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  type Formatter = (value: number) => string;
  interface StandInProps {
    type: string;
    series: unknown;
    options: {
      xaxis: { categories?: string[]; labels?: { formatter?: Formatter } };
      yaxis: { opposite?: boolean; labels?: { formatter?: Formatter } };
    };
  }
  return {
    Chart: ({ type, series, options }: StandInProps) =>
      createElement(
        'pre',
        {
          'data-testid': `chart-${type}`,
          'data-axes': JSON.stringify({
            categories: options.xaxis.categories,
            valuesOnTheRight: options.yaxis.opposite ?? false,
            // The quiz chart's x axis in Arabic holds negated times (it runs right to left).
            xLabel: options.xaxis.labels?.formatter?.(-Date.parse('2026-11-20T09:00:00Z')),
            yLabel: options.yaxis.labels?.formatter?.(80),
          }),
        },
        JSON.stringify(series),
      ),
  };
});

interface Axes {
  categories?: string[];
  valuesOnTheRight: boolean;
  xLabel?: string;
  yLabel?: string;
}

const axesOf = async (type: 'bar' | 'line') =>
  JSON.parse((await screen.findByTestId(`chart-${type}`)).getAttribute('data-axes') ?? '') as Axes;
const seriesOf = async (type: 'bar' | 'line') =>
  JSON.parse((await screen.findByTestId(`chart-${type}`)).textContent ?? '') as Array<{
    name: string;
    data: unknown[];
  }>;

afterEach(() => chooseLanguage({ locale: 'en' }));

const server = setUpMockServer();

function card(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

describe('Parent Dashboard', () => {
  it('when the family has three children, then each card shows the week against the goal and the status in words', async () => {
    renderParent('/parent');
    expect(await screen.findByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Yusuf' });
    const yusuf = card('Yusuf');
    expect(within(yusuf).getByText('This week: 114 of 120 minutes')).toBeInTheDocument();
    expect(within(yusuf).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'This week: 114 of 120 minutes');
    expect(within(yusuf).getByText('✓ On track for the weekly goal')).toBeInTheDocument();
    expect(within(yusuf).getByText('Last week: 139 minutes')).toBeInTheDocument();
    expect(within(yusuf).getByText('Last active 20 Nov 2026')).toBeInTheDocument();
    expect(within(yusuf).getByText('Average quiz score (first tries)').nextElementSibling).toHaveTextContent('75%');
    expect(within(yusuf).getByText('Worksheets handed in').nextElementSibling).toHaveTextContent('2');
    // No activity played yet: a dash, not 0%.
    expect(within(yusuf).getByText('Activities played').nextElementSibling).toHaveTextContent('0');
    expect(within(yusuf).getByText('Average activity score').nextElementSibling).toHaveTextContent('—');
    const maryam = card('Maryam');
    expect(within(maryam).getByText('Activities played').nextElementSibling).toHaveTextContent('2');
    // (67 + 100 + 80) / 3 attempts.
    expect(within(maryam).getByText('Average activity score').nextElementSibling).toHaveTextContent('82%');
    expect(within(maryam).getByText('! Behind the weekly goal')).toBeInTheDocument();
    expect(within(card('Hamza')).getByText('This week: 130 of 150 minutes')).toBeInTheDocument();
  });

  it('when a child synced from an offline device, then the card says when and how many items were waiting', async () => {
    renderParent('/parent');
    const maryam = await screen.findByRole('listitem', { name: 'Maryam' });
    expect(within(maryam).getByText('Last synced 20 Nov 2026, 10:42 — 3 items were waiting')).toBeInTheDocument();
    expect(within(card('Yusuf')).getByText('Never synced from an offline device')).toBeInTheDocument();
  });

  it('when the last sync had one item or none waiting, then the card says so in words', async () => {
    parentMockState.syncs.set(3, { lastSyncAt: '2026-11-26T10:42:00.000Z', lastSyncItems: 1 });
    parentMockState.syncs.set(11, { lastSyncAt: '2026-11-25T08:05:00.000Z', lastSyncItems: 0 });
    renderParent('/parent');
    const yusuf = await screen.findByRole('listitem', { name: 'Yusuf' });
    expect(within(yusuf).getByText('Last synced 26 Nov 2026, 10:42 — 1 item was waiting')).toBeInTheDocument();
    expect(within(card('Hamza')).getByText('Last synced 25 Nov 2026, 08:05 — nothing was waiting')).toBeInTheDocument();
  });

  it('when a card is followed, then the child page opens', async () => {
    const { user } = renderParent('/parent');
    await user.click(await screen.findByRole('link', { name: 'Maryam' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/children/5'));
  });

  it("when the charts show, then their tables hold each day's minutes and each quiz score for screen readers", async () => {
    renderParent('/parent');
    const minutes = await screen.findByRole('table', { name: 'Learning time per day (minutes)' });
    const header = within(minutes)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Day', 'Yusuf', 'Maryam', 'Hamza']);
    const lastDay = within(minutes).getAllByRole('row').at(-1)!;
    expect(within(lastDay).getByRole('rowheader')).toHaveTextContent('20 Nov 2026');
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15 min', '0 min', '25 min']);
    const quizzes = screen.getByRole('table', { name: 'Quiz scores' });
    expect(cellTexts(within(quizzes).getAllByRole('row').slice(1), 3).at(-1)).toEqual([
      'Pillars of Islam',
      '31 Oct 2026',
      '100%',
    ]);
    // The drawing gets the same numbers once its lazily loaded code arrives.
    const bars = JSON.parse((await screen.findByTestId('chart-bar')).textContent ?? '') as Array<{
      name: string;
      data: number[];
    }>;
    expect(bars.map((series) => [series.name, series.data.at(-1)])).toEqual([
      ['Yusuf', 15],
      ['Maryam', 0],
      ['Hamza', 25],
    ]);
    expect(await screen.findByTestId('chart-line')).toBeInTheDocument();
  });

  it('when the family has been active, then the recent-activity feed lists the newest first', async () => {
    renderParent('/parent');
    const feed = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(feed).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Yusuf handed in “Ramadan Good Deeds Chart” (Worksheet)');
    expect(items[0]).toHaveTextContent('19 Nov 2026');
  });

  it('when the dashboard fails to load, then an alert offers to try again, and trying again shows it', async () => {
    let failures = 1;
    server.use(
      http.get(mockPath(familyProgressEndpoints.dashboard), () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'The service is busy.' }, { status: 503 });
        return undefined;
      }),
    );
    const { user } = renderParent('/parent');
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Yusuf' })).toBeInTheDocument();
  });

  it('when there are no children yet, then the empty state leads to Add Child', async () => {
    parentMockState.children = [];
    const { user } = renderParent('/parent');
    await user.click(await screen.findByRole('link', { name: 'Add Child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/addchild'));
  });

  it('when the page is in Arabic, then the charts run right to left with Arabic dates and digits, values on the right', async () => {
    renderParent('/parent');
    const englishBars = await seriesOf('bar');
    const englishAxes = await axesOf('bar');
    expect(englishAxes.valuesOnTheRight).toBe(false);
    expect(englishAxes.categories?.at(-1)).toMatch(/^\d{1,2} [A-Z][a-z]{2}$/);
    act(() => void chooseLanguage({ locale: 'ar' }));
    await waitFor(async () => expect((await axesOf('bar')).valuesOnTheRight).toBe(true));
    const bars = await seriesOf('bar');
    expect(bars.map((series) => series.data)).toEqual(englishBars.map((series) => [...series.data].reverse()));
    const axes = await axesOf('bar');
    expect(axes.categories).toHaveLength(englishAxes.categories!.length);
    expect(axes.categories![0]).toMatch(/^[٠-٩]{1,2} \S+$/);
    expect(axes.yLabel).toBe('٨٠');
    const line = await axesOf('line');
    expect(line).toMatchObject({ valuesOnTheRight: true, xLabel: '٢٠ نوفمبر' });
    expect(line.yLabel).toMatch(/^٨٠٪/);
    const maryam = await screen.findByRole('listitem', { name: 'Maryam' });
    expect(maryam).toHaveTextContent('٢٠ نوفمبر ٢٠٢٦، ١٠:٤٢');
  });

  it("when the family lives at UTC−12, then the quiz chart's days are the family's in English and in Arabic", async () => {
    const family = parentMockState.children[0]!.parent_id;
    parentMockState.familyClocks.set(family, { timeZone: 'Etc/GMT+12', weekStartsOn: 'monday' });
    const answered: string[] = [];
    const keep = async ({ request, response }: { request: Request; response: Response }) => {
      if (new URL(request.url).pathname !== familyProgressEndpoints.dashboard.path) return;
      const dashboard = (await response.clone().json()) as {
        children: Array<{ quizTrend: { submittedAt: string }[] }>;
      };
      answered.push(...dashboard.children.flatMap((child) => child.quizTrend.map((attempt) => attempt.submittedAt)));
    };
    server.events.on('response:mocked', keep);
    try {
      renderParent('/parent');
      // apexcharts writes a datetime axis in UTC: it is given the family's wall-clock time, 12 hours behind.
      const shifted = (submittedAt: string) => Date.parse(submittedAt) - 12 * 60 * 60 * 1000;
      await waitFor(async () => {
        const points = (await seriesOf('line')).flatMap((series) => series.data as Array<{ x: number }>);
        expect(points.length).toBeGreaterThan(0);
        expect(points.map((point) => point.x).sort()).toEqual(answered.map(shifted).sort());
      });
      act(() => void chooseLanguage({ locale: 'ar' }));
      // 20 Nov 09:00 UTC is 19 Nov 21:00 at UTC−12.
      await waitFor(async () => expect((await axesOf('line')).xLabel).toBe('١٩ نوفمبر'));
    } finally {
      server.events.removeListener('response:mocked', keep);
    }
  });

  it('when no child has learned in the charted days, then the dashboard says so instead of drawing an empty chart', async () => {
    parentMockState.children = [{ ...parentMockState.children[0]!, id: 990, name: 'Newcomer', username: 'newcomer' }];
    renderParent('/parent');
    expect(await screen.findByText('No learning time in the last 14 days.')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-bar')).not.toBeInTheDocument();
  });

  it('when the subscription has ended, then a renew banner leads to the subscription', async () => {
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === 2 ? { ...row, end_date: '2026-01-01', start_date: '2025-07-01' } : row,
    );
    renderParent('/parent');
    expect(await screen.findByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/parent/subscription');
  });

  it('when the subscription runs, then no renew banner shows', async () => {
    const today = new Date().toISOString().slice(0, 10);
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === 2 ? { ...row, start_date: today, end_date: '2099-01-01' } : row,
    );
    renderParent('/parent');
    await screen.findByRole('link', { name: 'Yusuf' });
    expect(screen.queryByRole('link', { name: 'Renew now' })).not.toBeInTheDocument();
  });

  it('when the profile or the subscription is still on its way, then the cards wait for them, so nothing shows up above the cards later', async () => {
    const profile = errorHandlers.pending('get', authEndpoints.getParentProfile);
    const subscription = errorHandlers.pending('get', subscriptionEndpoints.ownSubscription);
    server.use(profile.handler, subscription.handler);
    const dashboardAnswered = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === familyProgressEndpoints.dashboard.path) resolve();
      }),
    );
    renderParent('/parent');
    expect(await screen.findByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
    // The dashboard's own answer is in (and rendered), yet its cards wait for what may show above them.
    await dashboardAnswered;
    // The cache hands answers on in a task of its own (its notify manager): let those tasks run.
    for (let turn = 0; turn < 3; turn += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Yusuf' })).not.toBeInTheDocument();
    profile.release();
    expect(screen.queryByRole('listitem', { name: 'Yusuf' })).not.toBeInTheDocument();
    subscription.release();
    expect(await screen.findByRole('listitem', { name: 'Yusuf' })).toBeInTheDocument();
  });

  describe("the dashboard's top kept for the page sent ahead (issue 33)", () => {
    const storedParts = () => sessionStore.getState().user?.firstScreenParts;

    it('when the dashboard has shown its top, then the session keeps which parts it showed', async () => {
      renderParent('/parent');
      await screen.findByRole('listitem', { name: 'Yusuf' });
      // The sample family has children, and one first-run step left (this device is neither theirs nor handed over).
      const link = await screen.findByRole('link', { name: /^Finish setting up: \d steps? left$/ });
      const remaining = /(\d)/.exec(link.textContent ?? '')![1];
      await waitFor(() => expect(storedParts()).toEqual([`first-run-${remaining}`, 'who']));
    });

    it('when the subscription has ended, then the renew banner is kept too', async () => {
      adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
        row.parent_id === 2 ? { ...row, end_date: '2026-01-01', start_date: '2025-07-01' } : row,
      );
      renderParent('/parent');
      await screen.findByRole('link', { name: 'Renew now' });
      await waitFor(() => expect(storedParts()?.[0]).toBe('renew'));
    });

    it('when the family has no children, then no "Who\'s learning?" part is kept', async () => {
      parentMockState.children = [];
      renderParent('/parent');
      await screen.findByRole('link', { name: 'Add Child' });
      await waitFor(() => expect(storedParts()).toBeDefined());
      expect(storedParts()).not.toContain('who');
    });

    it('when the answers are still on their way, then the parts shown last are drawn, and nothing else until they come', async () => {
      const dashboard = errorHandlers.pending('get', familyProgressEndpoints.dashboard);
      server.use(dashboard.handler);
      renderParent('/parent');
      sessionStore.getState().updateUser({ firstScreenParts: ['first-run-2', 'who'] });
      expect(await screen.findByRole('heading', { name: "Who's learning?" })).toBeInTheDocument();
      expect(screen.getByText('Tap a picture to hand this device to your child at once.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Finish setting up: 2 steps left' })).toHaveAttribute(
        'href',
        '/parent/welcome',
      );
      expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Renew now' })).not.toBeInTheDocument();
      dashboard.release();
      // The loaded top replaces the one drawn from memory: one heading, the tiles under it.
      expect(await screen.findByRole('listitem', { name: 'Yusuf' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: "Who's learning?" })).toHaveLength(1);
    });

    it('when what is kept is not a list (storage edited by hand), then the dashboard loads as on a first visit', async () => {
      const dashboard = errorHandlers.pending('get', familyProgressEndpoints.dashboard);
      server.use(dashboard.handler);
      renderParent('/parent');
      sessionStore.getState().updateUser({ firstScreenParts: 'who' as unknown as string[] });
      expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "Who's learning?" })).not.toBeInTheDocument();
      dashboard.release();
      expect(await screen.findByRole('listitem', { name: 'Yusuf' })).toBeInTheDocument();
    });

    it('when no part was kept (a first visit), then the loading dashboard draws none of them', async () => {
      const dashboard = errorHandlers.pending('get', familyProgressEndpoints.dashboard);
      server.use(dashboard.handler);
      renderParent('/parent');
      expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: "Who's learning?" })).not.toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      dashboard.release();
      expect(await screen.findByRole('listitem', { name: 'Yusuf' })).toBeInTheDocument();
    });
  });
});
