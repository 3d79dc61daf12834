import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { lazyScreen, preloadableScreen } from './screens';

const loadingState = <p>Loading…</p>;

/** A screen module whose import the test settles itself. */
function deferredModule() {
  let settle!: () => void;
  const loaded = new Promise<{ Dashboard: () => ReactElement }>((resolve) => {
    settle = () => resolve({ Dashboard: () => <h1>Dashboard</h1> });
  });
  return { load: () => loaded, settle };
}

describe('screens loaded with their route', () => {
  it('when a lazy screen is first shown, then the loading state shows until its code has arrived', async () => {
    const module = deferredModule();
    const Dashboard = lazyScreen(module.load, 'Dashboard');
    render(<Suspense fallback={loadingState}>{<Dashboard />}</Suspense>);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    module.settle();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('when a screen was preloaded before the first render, then it renders at once, never the loading state', async () => {
    const module = deferredModule();
    const { Screen, preload } = preloadableScreen(module.load, 'Dashboard');
    const preloading = preload();
    module.settle();
    await preloading;
    render(<Suspense fallback={loadingState}>{<Screen />}</Suspense>);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('when a preloadable screen is shown before it was preloaded, then it loads like any lazy screen', async () => {
    const module = deferredModule();
    const { Screen } = preloadableScreen(module.load, 'Dashboard');
    render(<Suspense fallback={loadingState}>{<Screen />}</Suspense>);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    module.settle();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
