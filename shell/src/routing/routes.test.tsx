import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import { RouterProvider, createMemoryRouter } from '@young-minds/router/testing';
import type { AreaModule } from '../federation/load';
import { createRoutes, type GuardedArea, type Prerendered } from './routes';

// Every area as a remote, so the test can see which remote each visit would download.
const areas: GuardedArea[] = [
  { path: 'admin', role: 'admin', remote: 'mfe_admin/App', title: 'area.admin' },
  { path: 'parent', role: 'parent', remote: 'mfe_parent/App', title: 'area.parent' },
  { path: 'child', role: 'child', remote: 'mfe_child/App', title: 'area.child' },
];

function fakeRemote(id: string): AreaModule {
  return { default: () => <h1>remote {id}</h1> };
}

function renderAt(
  path: string,
  loadArea = jest.fn(async (id: string) => fakeRemote(id)),
  beforeRetry?: () => Promise<void>,
) {
  const router = createMemoryRouter(createRoutes({ loadArea, areas, beforeRetry }), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, loadArea };
}

function logInAs(role: string) {
  sessionStore
    .getState()
    .logIn({ token: `token-${role}`, user: { name: 'Test', email: 't@example.com', role, avatar: null } });
}

const loaded = (loadArea: jest.Mock) => loadArea.mock.calls.map(([id]) => id as string);

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logOut();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('guard', () => {
  it.each(['/admin/dashboard', '/parent', '/child/video/3'])(
    'when nobody is logged in, then %s goes to /login and its remote is never loaded',
    async (path) => {
      const { router, loadArea } = renderAt(path);
      expect(await screen.findByText('remote mfe_public/App')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(loaded(loadArea)).toEqual(['mfe_public/App']);
    },
  );

  it('when a parent opens /admin/dashboard, then they land on /unauthorized and no admin code is loaded', async () => {
    logInAs('parent');
    const { router, loadArea } = renderAt('/admin/dashboard');
    await screen.findByText('remote mfe_public/App');
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(loaded(loadArea)).not.toContain('mfe_admin/App');
  });

  it("when the session switches while an area is open (a hand-off, and back), then each lands in its own area, never on 'Access Denied'", async () => {
    logInAs('parent');
    const { router } = renderAt('/parent/children/3');
    await screen.findByText('remote mfe_parent/App');
    act(() => logInAs('child'));
    expect(await screen.findByText('remote mfe_child/App')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/child');
    act(() => logInAs('parent'));
    expect(await screen.findByText('remote mfe_parent/App')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/parent');
  });

  it.each(['/parent/addchild', '/admin/dashboard'])(
    "when a child opens %s, then they go home to /child (told it was for grown-ups), never to 'Access Denied'",
    async (path) => {
      logInAs('child');
      const { router, loadArea } = renderAt(path);
      expect(await screen.findByText('remote mfe_child/App')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/child');
      expect(router.state.location.state).toEqual({ from: path, grownUpsOnly: true });
      expect(loaded(loadArea)).toEqual(['mfe_child/App']);
    },
  );

  it.each([
    ['admin', '/admin/dashboard', 'mfe_admin/App'],
    ['Parent', '/parent', 'mfe_parent/App'],
    ['CHILD', '/child', 'mfe_child/App'],
  ])('when the role is %s, then %s loads only its own remote', async (role, path, remote) => {
    logInAs(role);
    const { router, loadArea } = renderAt(path);
    expect(await screen.findByText(`remote ${remote}`)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(loaded(loadArea)).toEqual([remote]);
  });

  it('when the session ends while inside an area, then the guard sends the user to /login', async () => {
    logInAs('parent');
    const { router } = renderAt('/parent');
    await screen.findByText('remote mfe_parent/App');
    act(() => sessionStore.getState().logOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('public area', () => {
  it.each(['/', '/login', '/blog/some-post', '/no/such/page'])(
    'when %s is opened, then only the public remote is loaded',
    async (path) => {
      const { loadArea } = renderAt(path);
      await screen.findByText('remote mfe_public/App');
      expect(loaded(loadArea)).toEqual(['mfe_public/App']);
    },
  );
});

describe('moving between areas', () => {
  it('when a user leaves the public area and comes back, then its remote is not loaded again', async () => {
    logInAs('parent');
    const { router, loadArea } = renderAt('/');
    await screen.findByText('remote mfe_public/App');
    await act(() => router.navigate('/parent'));
    await screen.findByText('remote mfe_parent/App');
    await act(() => router.navigate('/blog'));
    expect(screen.getByText('remote mfe_public/App')).toBeTruthy();
    expect(loaded(loadArea)).toEqual(['mfe_public/App', 'mfe_parent/App']);
  });
});

describe('leading-slash admin paths', () => {
  it.each([
    ['/manage-books/add', '/admin/manage-books/add'],
    ['/manage-assignments/edit/4', '/admin/manage-assignments/edit/4'],
    ['/manage-blogs/view/2?from=list', '/admin/manage-blogs/view/2'],
  ])('when an admin opens %s, then the admin screen %s shows', async (from, to) => {
    logInAs('admin');
    const { router, loadArea } = renderAt(from);
    expect(await screen.findByText('remote mfe_admin/App')).toBeTruthy();
    expect(router.state.location.pathname).toBe(to);
    expect(loaded(loadArea)).toEqual(['mfe_admin/App']);
  });

  it('when a parent opens /manage-books/add, then the admin guard sends them to /unauthorized without admin code', async () => {
    logInAs('parent');
    const { router, loadArea } = renderAt('/manage-books/add');
    await screen.findByText('remote mfe_public/App');
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(loaded(loadArea)).not.toContain('mfe_admin/App');
  });
});

describe('the child area', () => {
  it('when a parent handed the device over, then "Back to parent" shows above the child remote', async () => {
    sessionStore
      .getState()
      .logIn(
        { token: 'token-child', user: { name: 'Yusuf', email: null, role: 'child', avatar: null, username: 'yusuf' } },
        { handedOverBy: 'Fatima Khan' },
      );
    const loadArea = jest.fn(async (id: string) => fakeRemote(id));
    const router = createMemoryRouter(createRoutes({ loadArea }), { initialEntries: ['/child'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('remote mfe_child/App');
    expect(screen.getByText('Fatima Khan handed you this device.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to parent' })).toBeTruthy();
  });

  it("when the child's home is opened, then the area renders once its first screen is ready, not before", async () => {
    logInAs('child');
    window.history.replaceState(null, '', '/child');
    let screenReady: () => void = () => undefined;
    const preloadRoute = jest.fn(() => new Promise<void>((resolve) => (screenReady = resolve)));
    const loadArea = jest.fn(async (id: string) => ({ ...fakeRemote(id), preloadRoute }));
    const router = createMemoryRouter(createRoutes({ loadArea }), { initialEntries: ['/child'] });
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(preloadRoute).toHaveBeenCalledWith('/child'));
    // The area has arrived, its home's chunk not yet: the shell's loading state, not the area's layout alone.
    expect(screen.queryByText('remote mfe_child/App')).toBeNull();
    await act(async () => screenReady());
    expect(await screen.findByText('remote mfe_child/App')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  it('when the child logged in themselves, then only the child remote shows', async () => {
    logInAs('child');
    const loadArea = jest.fn(async (id: string) => fakeRemote(id));
    const router = createMemoryRouter(createRoutes({ loadArea }), { initialEntries: ['/child'] });
    render(<RouterProvider router={router} />);
    await screen.findByText('remote mfe_child/App');
    expect(screen.queryByRole('button', { name: 'Back to parent' })).toBeNull();
  });
});

describe('a remote that fails to load', () => {
  it('when the remote cannot be loaded, then a friendly message offers a retry that works', async () => {
    // React reports the caught error on the console; the boundary is what matters here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const loadArea = jest.fn(async (id: string) => {
      if (fail) throw new Error('manifest 404');
      return fakeRemote(id);
    });
    const beforeRetry = jest.fn(async () => {
      fail = false;
    });
    renderAt('/', loadArea, beforeRetry);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('remote mfe_public/App')).toBeTruthy();
    expect(beforeRetry).toHaveBeenCalledTimes(1);
  });
});

describe('a page prerendered ahead', () => {
  const home = { path: '/', locale: 'en' as const, html: '<main><h1>Platform for Young Minds</h1></main>' };
  const login = { path: '/login', locale: 'ar' as const, html: '<main><h1>تسجيل الدخول</h1></main>' };

  afterEach(() => {
    languageStore.setState({ locale: 'en', digits: 'latn' }, true);
    window.history.replaceState(null, '', '/');
  });

  function renderWith(path: string, prerendered: Prerendered) {
    let arrive: (module: AreaModule) => void = () => undefined;
    const loadArea = jest.fn(() => new Promise<AreaModule>((resolve) => (arrive = resolve)));
    const router = createMemoryRouter(createRoutes({ loadArea, areas, prerendered }), { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return {
      router,
      arrive: async (module: AreaModule) => {
        await waitFor(() => expect(loadArea).toHaveBeenCalled());
        await act(async () => arrive(module));
      },
    };
  }

  it('when / came prerendered, then that page stays on screen while the public area loads, then the area replaces it', async () => {
    const { arrive } = renderWith('/', home);
    expect(screen.getByRole('heading', { name: 'Platform for Young Minds' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await arrive(fakeRemote('mfe_public/App'));
    expect(await screen.findByText('remote mfe_public/App')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Platform for Young Minds' })).toBeNull();
  });

  it('when another public page is opened, then it shows the loading message, never the prerendered home', async () => {
    renderWith('/login', home);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Platform for Young Minds' })).toBeNull();
  });

  it("when /login came prerendered in the reader's language, then it stays until the area has its screen ready", async () => {
    languageStore.setState({ locale: 'ar', digits: 'arab' }, true);
    // The page's address (the app's router is the browser's).
    window.history.replaceState(null, '', '/login');
    const { arrive } = renderWith('/login', login);
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    let screenReady: () => void = () => undefined;
    const preloadRoute = jest.fn(() => new Promise<void>((resolve) => (screenReady = resolve)));
    await arrive({ ...fakeRemote('mfe_public/App'), preloadRoute });
    // The area has arrived, its screen's chunk not yet: the prerendered page stays, no loading state.
    expect(preloadRoute).toHaveBeenCalledWith('/login');
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => screenReady());
    expect(await screen.findByText('remote mfe_public/App')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'تسجيل الدخول' })).toBeNull();
  });

  it('when the page came prerendered in another language than the reader’s, then it is not kept on screen', async () => {
    renderWith('/login', login);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'تسجيل الدخول' })).toBeNull();
  });

  it("when an admin's dashboard came rendered ahead, then it stays on screen until the admin area has its screen ready, never a visitor's page", async () => {
    const dashboard = {
      path: '/admin/dashboard',
      locale: 'en' as const,
      html: '<main><h1>Admin Dashboard</h1></main>',
      role: 'admin' as const,
    };
    logInAs('admin');
    window.history.replaceState(null, '', '/admin/dashboard');
    const { arrive } = renderWith('/admin/dashboard', dashboard);
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    let screenReady: () => void = () => undefined;
    const preloadRoute = jest.fn(() => new Promise<void>((resolve) => (screenReady = resolve)));
    await arrive({ ...fakeRemote('mfe_admin/App'), preloadRoute });
    expect(preloadRoute).toHaveBeenCalledWith('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    await act(async () => screenReady());
    expect(await screen.findByText('remote mfe_admin/App')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
  });

  it("when a role's first screen came rendered ahead, then the public area never shows it", async () => {
    renderWith('/', { path: '/', locale: 'en', html: '<main><h1>Admin Dashboard</h1></main>', role: 'admin' });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
  });

  it("when the screen's chunk cannot be fetched ahead, then the area renders all the same", async () => {
    const { arrive } = renderWith('/', home);
    await arrive({ ...fakeRemote('mfe_public/App'), preloadRoute: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('remote mfe_public/App')).toBeTruthy();
  });
});
