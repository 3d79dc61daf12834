import '@testing-library/jest-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { endpoints } from '@young-minds/contracts';
import { loginResponses, resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createAreaQueryClient } from './client';
import { endpointKey, useEndpoint, useEndpointMutation, useEndpointOrNone } from './endpoint';
import { useLoaded } from './loaded';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sessionStore.getState().logIn(loginResponses.admin));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  sessionStore.getState().logOut();
});
afterAll(() => server.close());

/** The GET paths the page asks from now on. */
function watchCalls() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') seen.push(new URL(request.url).pathname + new URL(request.url).search);
  });
  return seen;
}

function withCache(client = createAreaQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

/** A screen that shows the videos' titles, mounted and unmounted as a route would. */
function Videos() {
  const loaded = useLoaded([useEndpoint(endpoints.videos.list, { query: { pageSize: 5 } })], (page) =>
    page.data.map((video) => video.title).join(', '),
  );
  if (loaded.state === 'loading') return <p>Loading</p>;
  if (loaded.state === 'failed') return <p>Failed</p>;
  return <p>{loaded.data}</p>;
}

afterEach(() => server.events.removeAllListeners());

describe('useEndpoint', () => {
  it('when a list is shown again within 30 s, then it comes from the cache with no call', async () => {
    const { wrapper } = withCache();
    const calls = watchCalls();
    const first = render(<Videos />, { wrapper });
    expect(await screen.findByText(/, /)).toBeInTheDocument();
    first.unmount();
    render(<Videos />, { wrapper });
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(calls).toEqual(['/api/videos?pageSize=5']);
  });

  it('when a write succeeds in between, then the list is asked again when next shown', async () => {
    const { wrapper } = withCache();
    const calls = watchCalls();
    const first = render(<Videos />, { wrapper });
    await screen.findByText(/, /);
    first.unmount();
    await api.call(endpoints.categories.create, { body: { name: 'Seerah' } });
    render(<Videos />, { wrapper });
    await waitFor(() => expect(calls.filter((call) => call.startsWith('/api/videos'))).toHaveLength(2));
  });

  it('when a read is not a list, then it is asked again when shown, unless it was answered a moment ago', async () => {
    const { wrapper } = withCache();
    const calls = watchCalls();
    const show = async () => {
      const view = renderHook(() => useEndpoint(endpoints.videos.get, { params: { id: 1 } }), { wrapper });
      await waitFor(() => expect(view.result.current.isSuccess && !view.result.current.isFetching).toBe(true));
      view.unmount();
    };
    await show();
    // Shown again at once (a first screen's read started early): the answer just in serves.
    await show();
    expect(calls).toEqual(['/api/videos/1']);
    // 5 s later it is asked again.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 5_001);
    try {
      await show();
    } finally {
      clock.mockRestore();
    }
    expect(calls).toEqual(['/api/videos/1', '/api/videos/1']);
  });

  it('when the server refuses, then the failure shows at once (no retries)', async () => {
    server.use(http.get('/api/videos', () => HttpResponse.json({ message: 'Not today.' }, { status: 403 })));
    const { wrapper } = withCache();
    const calls = watchCalls();
    render(<Videos />, { wrapper });
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('when a read whose 404 means none answers 404, then useEndpointOrNone gives null', async () => {
    server.use(http.get('/api/subscriptions/me', () => HttpResponse.json({ message: 'None.' }, { status: 404 })));
    const { wrapper } = withCache();
    const { result } = renderHook(() => useEndpointOrNone(endpoints.subscriptions.ownSubscription), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});

describe('useEndpointMutation', () => {
  it('when a write names the reads it changes, then those on show load again at once', async () => {
    const { wrapper, client } = withCache(createAreaQueryClient({ staleAfter: () => false }));
    const calls = watchCalls();
    const { result } = renderHook(
      () => ({
        categories: useEndpoint(endpoints.categories.list),
        create: useEndpointMutation(endpoints.categories.create, { invalidates: [endpoints.categories.list] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.categories.isSuccess).toBe(true));
    expect(result.current.categories.data?.data.map((category) => category.name)).not.toContain('Seerah');
    await act(() => result.current.create.mutateAsync({ body: { name: 'Seerah' } }));
    await waitFor(() =>
      expect(result.current.categories.data?.data.map((category) => category.name)).toContain('Seerah'),
    );
    expect(calls.filter((call) => call === endpoints.categories.list.path)).toHaveLength(2);
    expect(client.getQueryState(endpointKey(endpoints.categories.list))?.isInvalidated).toBe(false);
  });
});
