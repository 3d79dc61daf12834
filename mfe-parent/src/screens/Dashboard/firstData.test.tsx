import { render } from '@testing-library/react';
import { ApiError } from '@young-minds/api-client';
import { authEndpoints, familyProgressEndpoints, subscriptionEndpoints } from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import {
  QueryClientProvider,
  createAreaQueryClient,
  endpointKey,
  useEndpoint,
  useEndpointOrNone,
} from '@young-minds/query';
import { sessionStore } from '@young-minds/session';
import {
  DashboardReads,
  earlyEmailUnconfirmed,
  emailBannerKnown,
  forgetDashboardReads,
  startDashboardReads,
  takeEarlyMe,
} from './firstData';

const mockRead = jest.fn();
jest.mock('@young-minds/api-client', () => ({
  ...jest.requireActual<object>('@young-minds/api-client'),
  read: (...args: unknown[]) => mockRead(...args) as unknown,
}));

const dashboard = { children: [] };
const profile = { has_pin: false };
const me = { user: { emailVerified: false } };

/** Answers each endpoint as the server would for a new family: no subscription yet (404). */
function answerAsNewFamily() {
  mockRead.mockImplementation((endpoint: unknown) => {
    if (endpoint === familyProgressEndpoints.dashboard) return Promise.resolve(dashboard);
    if (endpoint === authEndpoints.getParentProfile) return Promise.resolve(profile);
    if (endpoint === authEndpoints.me) return Promise.resolve(me);
    return Promise.reject(new ApiError(404, 'No subscription.'));
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockRead.mockReset();
  forgetDashboardReads();
  sessionStore.getState().logIn(loginResponses.parent);
});
afterEach(() => sessionStore.getState().logOut());

describe("the parent dashboard's reads, started with the area's code (issue 33)", () => {
  test('when the page opened on the dashboard, then its reads are asked for at once and handed to the cache', async () => {
    answerAsNewFamily();
    startDashboardReads('/parent/');
    expect(mockRead.mock.calls.map(([endpoint]) => endpoint as unknown)).toEqual([
      subscriptionEndpoints.ownSubscription,
      familyProgressEndpoints.dashboard,
      authEndpoints.getParentProfile,
      authEndpoints.me,
    ]);
    const client = createAreaQueryClient();
    render(
      <QueryClientProvider client={client}>
        <DashboardReads />
      </QueryClientProvider>,
    );
    await settle();
    expect(client.getQueryData(endpointKey(familyProgressEndpoints.dashboard))).toEqual(dashboard);
    expect(client.getQueryData(endpointKey(authEndpoints.getParentProfile))).toEqual(profile);
    // `useEndpointOrNone`'s key: no subscription yet is an answer (null), not a failure.
    expect(client.getQueryData([...endpointKey(subscriptionEndpoints.ownSubscription), 'or-none'])).toBeNull();
    client.detach();
  });

  test('when the dashboard then shows, then it reads what was asked for early and asks for none of it again', async () => {
    answerAsNewFamily();
    startDashboardReads('/parent');
    const client = createAreaQueryClient();
    function DashboardCards() {
      const cards = useEndpoint(familyProgressEndpoints.dashboard);
      const account = useEndpoint(authEndpoints.getParentProfile);
      const plan = useEndpointOrNone(subscriptionEndpoints.ownSubscription);
      return <p>{cards.data && account.data && plan.data === null ? 'Ready' : 'Loading'}</p>;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <DashboardReads />
      </QueryClientProvider>,
    );
    // On a phone the answers are in before the screen's code: it shows a moment later.
    await settle();
    view.rerender(
      <QueryClientProvider client={client}>
        <DashboardReads />
        <DashboardCards />
      </QueryClientProvider>,
    );
    expect((await view.findByText('Ready')).textContent).toBe('Ready');
    await settle();
    // The four early reads, and no second one of any.
    expect(mockRead).toHaveBeenCalledTimes(4);
    client.detach();
  });

  test("when `me` has answered, then the email banner's first render knows it; taken once", async () => {
    answerAsNewFamily();
    startDashboardReads('/parent');
    await emailBannerKnown();
    expect(earlyEmailUnconfirmed()).toBe(true);
    await expect(takeEarlyMe()).resolves.toEqual(me);
    // Taken: a later banner asks for itself.
    expect(takeEarlyMe()).toBeUndefined();
    expect(earlyEmailUnconfirmed()).toBeUndefined();
  });

  test('when the page opened elsewhere in the area, then nothing is asked for early and nothing is waited for', async () => {
    startDashboardReads('/parent/payments');
    expect(mockRead).not.toHaveBeenCalled();
    await expect(emailBannerKnown()).resolves.toBeUndefined();
    expect(takeEarlyMe()).toBeUndefined();
  });

  test('when an early read fails, then nothing is left unhandled and the banner is not held back', async () => {
    mockRead.mockRejectedValue(new Error('offline'));
    startDashboardReads('/parent');
    await emailBannerKnown();
    await settle();
    expect(earlyEmailUnconfirmed()).toBeUndefined();
  });

  test('when nobody is signed in yet (the area alone in QA mode, on its login form), then nothing is asked for', () => {
    sessionStore.getState().logOut();
    startDashboardReads('/parent');
    expect(mockRead).not.toHaveBeenCalled();
  });
});
