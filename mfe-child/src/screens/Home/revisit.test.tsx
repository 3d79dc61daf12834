import { screen } from '@testing-library/react';
import {
  activityEndpoints,
  bookEndpoints,
  progressEndpoints,
  quizEndpoints,
  videoEndpoints,
} from '@young-minds/contracts';
import { renderChild, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The paths of the five lists the home shows (progress, videos, books, quizzes, activities). */
const homeLists = [
  progressEndpoints.myItems,
  videoEndpoints.list,
  bookEndpoints.list,
  quizEndpoints.list,
  activityEndpoints.childList,
].map((endpoint) => endpoint.path);

/** Counts the GETs of the home's lists from now on. */
function countListCalls() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && homeLists.includes(path)) seen.push(path);
  };
  server.events.on('request:start', listener);
  return {
    seen,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

describe('home revisited', () => {
  it('when the child comes back to the home within 30 s, then its lists come from the cache with no call', async () => {
    const first = countListCalls();
    const { user } = renderChild('/child');
    await screen.findByRole('heading', { name: 'Continue' });
    first.stop();
    // The first visit asks each list once.
    expect([...first.seen].sort()).toEqual([...homeLists].sort());

    await user.click(screen.getByRole('link', { name: 'Videos' }));
    await screen.findByRole('heading', { level: 1, name: 'Videos' });

    const again = countListCalls();
    await user.click(screen.getByRole('link', { name: /Home/ }));
    // At once: the cached answers render the home with no loading state.
    expect(screen.getByRole('heading', { name: 'Continue' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Your weekly goal' })).toBeInTheDocument();
    again.stop();
    expect(again.seen).toEqual([]);
  });
});
