import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@young-minds/session';
import { DARK_MODE_STORAGE_KEY, sidebarLinks } from '.';
import { renderAdmin, setUpMockServer, currentPath } from '../testing';

// The dashboard opens first; apexcharts cannot draw in jsdom, so its React wrapper is a stand-in here.
jest.mock('@young-minds/ui/chart', () => ({ Chart: () => null }));

setUpMockServer();

describe('admin layout', () => {
  it('when the admin area opens, then the sidebar has the links in order, Manage Activities after Manage Quizzes', async () => {
    renderAdmin('/admin/dashboard');
    // The side column shows from 1024 px up (jsdom applies no media query, hence hidden: true).
    const nav = (await screen.findAllByRole('navigation', { name: 'Admin', hidden: true }))[0]!;
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/parents',
      '/admin/children',
      '/admin/videos',
      '/admin/manage-videos/add',
      '/admin/quizzes',
      '/admin/activities',
      '/admin/assignments',
      '/admin/manage-books',
      '/admin/blogs',
      '/admin/quran',
      '/admin/messages',
      '/admin/review',
      '/admin/reports',
      '/admin/subscriptions',
      '/admin/categories',
      '/admin/team',
      '/admin/settings',
    ]);
    expect(links).toHaveLength(sidebarLinks.length);
    expect(within(nav).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('when the keyboard starts, then the first stop skips the sidebar to the screen itself', async () => {
    const { user } = renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    const main = document.getElementById(skip.getAttribute('href')!.slice(1));
    expect(main?.tagName).toBe('MAIN');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('when dark mode is toggled, then the dark classes go on the body and stay remembered; leaving removes them', async () => {
    const { user, unmount } = renderAdmin('/admin/dashboard');
    const toggle = await screen.findByRole('button', { name: /Dark mode/ });
    expect(document.body).not.toHaveClass('dark');
    await user.click(toggle);
    expect(document.body).toHaveClass('dark');
    expect(document.body).toHaveClass('dark-mode');
    expect(JSON.parse(window.localStorage.getItem(DARK_MODE_STORAGE_KEY)!).state).toEqual({ dark: true });
    expect(screen.getByRole('button', { name: /Light mode/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Light mode/ }));
    expect(document.body).not.toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: /Dark mode/ }));
    unmount();
    expect(document.body).not.toHaveClass('dark');
  });

  it('when the user menu opens, then it offers Profile, Settings and Logout; Escape closes it', async () => {
    const { user } = renderAdmin('/admin/dashboard');
    const button = await screen.findByRole('button', { name: /Admin/ });
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Logout']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/settings'));
  });

  it('when Logout is chosen, then the session ends and the app goes to /login', async () => {
    const { user } = renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: /Admin/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sessionStore.getState().token).toBeNull();
  });

  it.each([
    ['/admin', '/admin/dashboard'],
    ['/admin/no-such-screen', '/admin/dashboard'],
    ['/admin/manage-blogs', '/admin/blogs'],
    ['/admin/profile', '/admin/settings'],
  ])('when %s is opened, then the admin lands on %s', async (from, to) => {
    renderAdmin(from);
    await waitFor(() => expect(currentPath()).toBe(to));
  });
});
