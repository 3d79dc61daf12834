import { screen, waitFor, within } from '@testing-library/react';
import { incomeEndpoints, statsEndpoints } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { adminIncome, adminMockState, errorHandlers } from '@young-minds/mocks';
import { act } from 'react';
import { darkModeStore } from '../../layout';
import { renderAdmin, setUpMockServer } from '../../testing';

/** Set by a test to make the chart library throw, as a failed download or a drawing error would. */
let mockChartThrows = false;

/**
 * apexcharts cannot draw in jsdom (no SVG layout): a stand-in prints what the chart was given, with the axis and
 * tooltip formatters applied to a sample amount.
 */
jest.mock('@young-minds/ui/chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  type Formatter = (value: number) => string;
  interface StandInProps {
    type: string;
    height: number;
    series: Array<{ name: string; data: number[] }>;
    options: {
      theme: { mode: string };
      chart: { foreColor: string };
      xaxis: { categories: string[] };
      yaxis: { opposite?: boolean; labels: { formatter: Formatter } };
      tooltip: { y: { formatter: Formatter } };
    };
  }
  return {
    Chart: ({ type, height, series, options }: StandInProps) => {
      if (mockChartThrows) throw new Error('apexcharts could not draw');
      return createElement(
        'pre',
        { 'data-testid': 'apexchart' },
        JSON.stringify({
          type,
          height,
          categories: options.xaxis.categories,
          series,
          mode: options.theme.mode,
          textColour: options.chart.foreColor,
          amountsOnTheRight: options.yaxis.opposite ?? false,
          axisLabel: options.yaxis.labels.formatter(1234.5),
          tooltip: options.tooltip.y.formatter(119.94),
        }),
      );
    },
  };
});

const server = setUpMockServer();

interface ChartProps {
  type: string;
  height: number;
  categories: string[];
  series: Array<{ name: string; data: number[] }>;
  mode: string;
  textColour: string;
  amountsOnTheRight: boolean;
  axisLabel: string;
  tooltip: string;
}

async function chartProps(): Promise<ChartProps> {
  return JSON.parse((await screen.findByTestId('apexchart')).textContent ?? '') as ChartProps;
}

/** Each card as [label, value], in order. */
function cards(): string[][] {
  const terms = screen.getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => {
  mockChartThrows = false;
  chooseLanguage({ locale: 'en' });
  jest.restoreAllMocks();
});

describe('Admin Dashboard totals', () => {
  it('when the totals are loading, then each card shows ..., then the numbers from the server', async () => {
    const held = errorHandlers.pending('get', statsEndpoints.adminStats);
    server.use(held.handler);
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(cards()).toEqual([
      ['Total Users', '...'],
      ['Total Videos', '...'],
      ['Total Assignments', '...'],
      ['Total Quizzes', '...'],
    ]);
    held.release();
    await waitFor(() =>
      expect(cards()).toEqual([
        ['Total Users', '8'],
        ['Total Videos', '3'],
        ['Total Assignments', '2'],
        ['Total Quizzes', '2'],
      ]),
    );
  });

  it('when the content changes on the server, then the cards count what is there', async () => {
    adminMockState.videos = [];
    adminMockState.children = adminMockState.children.slice(0, 1);
    renderAdmin('/admin/dashboard');
    await waitFor(() =>
      expect(cards()).toEqual([
        ['Total Users', '5'],
        ['Total Videos', '0'],
        ['Total Assignments', '2'],
        ['Total Quizzes', '2'],
      ]),
    );
  });

  it('when the totals cannot be loaded, then the cards show 0 and a danger alert gives the reason', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('get', statsEndpoints.adminStats, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load stats: The content service is unavailable.',
    );
    expect(cards().map(([, value]) => value)).toEqual(['0', '0', '0', '0']);
  });
});

describe('Admin Dashboard income chart', () => {
  it('when the dashboard opens, then the Monthly income is drawn as a 300 px bar chart of totals per label', async () => {
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Income Chart' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Income View' });
    expect(select).toHaveValue('monthly');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Monthly', 'monthly'],
      ['Quarterly', 'quarterly'],
      ['Half-Yearly', 'half-yearly'],
      ['Yearly', 'yearly'],
    ]);
    const chart = await chartProps();
    expect(chart).toMatchObject({
      type: 'bar',
      height: 300,
      categories: adminIncome.monthly.map((point) => point.label),
      series: [{ name: 'Income', data: adminIncome.monthly.map((point) => point.total) }],
    });
    expect(screen.getByRole('img', { name: /^Monthly income bar chart/ })).toBeInTheDocument();
  });

  it.each([
    ['Quarterly', 'quarterly'],
    ['Half-Yearly', 'half-yearly'],
    ['Yearly', 'yearly'],
    ['Monthly', 'monthly'],
  ] as const)(
    'when %s is chosen, then the chart gets that view’s labels and totals from the server',
    async (label, view) => {
      const { user } = renderAdmin('/admin/dashboard');
      await chartProps();
      if (view === 'monthly') await user.selectOptions(screen.getByRole('combobox', { name: 'Income View' }), 'Yearly');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Income View' }), label);
      await waitFor(() =>
        expect(screen.getByRole('img', { name: new RegExp(`^${label} income bar chart`) })).toBeInTheDocument(),
      );
      const chart = await chartProps();
      expect(chart.categories).toEqual(adminIncome[view].map((point) => point.label));
      expect(chart.series[0]!.data).toEqual(adminIncome[view].map((point) => point.total));
      expect(chart.height).toBe(300);
    },
  );

  it('when the chart shows, then amounts on the axis and in the tooltip read as US dollars', async () => {
    renderAdmin('/admin/dashboard');
    const chart = await chartProps();
    expect(chart.axisLabel).toBe('$1,234.50');
    expect(chart.tooltip).toBe('$119.94');
  });

  it('when the page is in Arabic, then the chart reads right to left with Arabic months and digits, amounts on the right', async () => {
    chooseLanguage({ locale: 'ar' });
    renderAdmin('/admin/dashboard');
    const chart = await chartProps();
    const newestFirst = [...adminIncome.monthly].reverse();
    expect(chart.series[0]!.data).toEqual(newestFirst.map((point) => point.total));
    expect(chart.categories[0]).toBe('نوفمبر ٢٠٢٦');
    expect(chart.categories.at(-1)).toBe('ديسمبر ٢٠٢٥');
    expect(chart.amountsOnTheRight).toBe(true);
    expect(chart.axisLabel).toContain('١٬٢٣٤٫٥٠');
    expect(chart.tooltip).toContain('١١٩٫٩٤');
    act(() => void chooseLanguage({ locale: 'en' }));
    await waitFor(async () => expect((await chartProps()).categories[0]).toBe('Dec 2025'));
    expect(await chartProps()).toMatchObject({ amountsOnTheRight: false, axisLabel: '$1,234.50' });
  });

  it('when the figures are opened, then a table lists each period with its income', async () => {
    const { user } = renderAdmin('/admin/dashboard');
    await chartProps();
    await user.click(screen.getByText('Show the figures'));
    const table = screen.getByRole('table', { name: 'Income per period' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(adminIncome.monthly.length);
    expect(
      within(rows[6]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 2026', '$119.94']);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dec 2025', '$0.00']);
  });

  it('when the income is loading, then a loading state shows instead of the chart', async () => {
    const held = errorHandlers.pending('get', incomeEndpoints.income);
    server.use(held.handler);
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Loading income…')).toBeInTheDocument();
    expect(screen.queryByTestId('apexchart')).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByTestId('apexchart')).toBeInTheDocument();
    expect(screen.queryByText('Loading income…')).not.toBeInTheDocument();
  });

  it('when the income is in but the totals are still loading, then the chart waits for the numbers (issue 37)', async () => {
    const held = errorHandlers.pending('get', statsEndpoints.adminStats);
    server.use(held.handler);
    let incomeAnswered = false;
    const answered = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === incomeEndpoints.income.path) incomeAnswered = true;
    };
    server.events.on('response:mocked', answered);
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(incomeAnswered).toBe(true));
    await act(() => Promise.resolve());
    expect(screen.getByText('Loading income…')).toBeInTheDocument();
    expect(screen.queryByTestId('apexchart')).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByTestId('apexchart')).toBeInTheDocument();
    expect(cards()[0]).toEqual(['Total Users', '8']);
    server.events.removeListener('response:mocked', answered);
  });

  it('when the income cannot be loaded, then a danger alert gives the reason and no chart shows', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('get', incomeEndpoints.income, 503, 'The subscriptions service is unavailable.'));
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load income: The subscriptions service is unavailable.',
    );
    expect(screen.queryByTestId('apexchart')).not.toBeInTheDocument();
  });

  it('when dark mode is on or toggled, then the chart switches to its dark theme with light text', async () => {
    darkModeStore.setState({ dark: true });
    const { user } = renderAdmin('/admin/dashboard');
    expect(await chartProps()).toMatchObject({ mode: 'dark', textColour: '#E2E8F0' });
    await user.click(screen.getByRole('button', { name: /Light mode/ }));
    await waitFor(async () => expect(await chartProps()).toMatchObject({ mode: 'light', textColour: '#1D2433' }));
  });

  it('when the chart cannot be drawn, then the dashboard says so and the figures are still there', async () => {
    silenceExpectedErrorLog();
    mockChartThrows = true;
    const { user } = renderAdmin('/admin/dashboard');
    expect(
      await screen.findByText('The chart could not be shown. The figures are in the table below.'),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Show the figures'));
    expect(within(screen.getByRole('table', { name: 'Income per period' })).getAllByRole('row')).toHaveLength(
      adminIncome.monthly.length + 1,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });
});
