import { render } from '@testing-library/react';
import { endpoints } from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import { QueryClientProvider, createAreaQueryClient, endpointKey } from '@young-minds/query';
import { sessionStore } from '@young-minds/session';
import { DashboardReads, forgetDashboardReads, startDashboardReads } from './firstData';

const mockRead = jest.fn();
jest.mock('@young-minds/api-client', () => ({
  ...jest.requireActual<object>('@young-minds/api-client'),
  read: (...args: unknown[]) => mockRead(...args) as unknown,
}));

beforeEach(() => {
  mockRead.mockReset();
  forgetDashboardReads();
  sessionStore.getState().logIn(loginResponses.admin);
});
afterEach(() => sessionStore.getState().logOut());

describe("the dashboard's reads, started with the area's code (issue 37)", () => {
  test('when the page opened on the dashboard, then the stats are asked for at once and handed to the cache', async () => {
    const stats = { totalUsers: 4 };
    mockRead.mockResolvedValue(stats);
    startDashboardReads('/admin/dashboard/');
    // Not the income: its answer asks for the chart's chunk, which must not come sooner.
    expect(mockRead.mock.calls.map(([endpoint]) => endpoint as unknown)).toEqual([endpoints.stats.adminStats]);
    const client = createAreaQueryClient();
    render(
      <QueryClientProvider client={client}>
        <DashboardReads />
      </QueryClientProvider>,
    );
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(endpointKey(endpoints.stats.adminStats))).toEqual(stats);
    // Handed over once: a later cache (the area opened again) reads for itself.
    const later = createAreaQueryClient();
    render(
      <QueryClientProvider client={later}>
        <DashboardReads />
      </QueryClientProvider>,
    );
    expect(later.getQueryData(endpointKey(endpoints.stats.adminStats))).toBeUndefined();
    client.detach();
    later.detach();
  });

  test('when the page opened elsewhere in the area, then nothing is asked for early', () => {
    startDashboardReads('/admin/parents');
    expect(mockRead).not.toHaveBeenCalled();
  });

  test('when an early read fails, then nothing is left unhandled (the screen asks again)', async () => {
    mockRead.mockRejectedValue(new Error('offline'));
    startDashboardReads('/admin/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockRead).toHaveBeenCalledTimes(1);
  });

  test('when nobody is signed in yet (the area alone in QA mode, on its login form), then nothing is asked for', () => {
    sessionStore.getState().logOut();
    startDashboardReads('/admin/dashboard');
    expect(mockRead).not.toHaveBeenCalled();
  });
});
