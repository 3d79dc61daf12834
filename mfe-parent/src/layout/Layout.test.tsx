import { screen, waitFor, within } from '@testing-library/react';
import { authEndpoints } from '@young-minds/contracts';
import { errorHandlers, mockState } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { currentPath, renderParent, setUpMockServer } from '../testing';

// The dashboard draws charts; jsdom cannot (the chart's own tests cover what it is given).
jest.mock('@young-minds/ui/chart', () => ({ Chart: () => null }));

const server = setUpMockServer();

describe('parent layout', () => {
  it('when the parent area opens, then the navigation lists every sub-route and the family name shows', async () => {
    renderParent('/parent');
    // The list is hidden behind the menu button on a phone (jsdom applies no media query), hence hidden: true.
    const nav = (await screen.findAllByRole('navigation', { hidden: true }))[0]!;
    expect(nav).toHaveAttribute('aria-label', 'Parent');
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/parent',
      '/parent/addchild',
      '/parent/subscription',
      '/parent/payments',
      '/parent/account',
      '/parent/profile',
      '/parent/changepassword',
      '/parent/defaulttheme',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText("Fatima Khan's family")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
  });

  it('when the menu button is pressed on a phone, then it says the menu is open and a link closes it', async () => {
    const { user } = renderParent('/parent');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/payments'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Escape is pressed with the menu open, then it closes and focus returns to the menu button', async () => {
    const { user } = renderParent('/parent');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('when Log out is pressed, then the session ends and the app goes to /login', async () => {
    const { user } = renderParent('/parent');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('when an unknown parent path is opened, then the dashboard shows', async () => {
    renderParent('/parent/no-such-screen');
    await waitFor(() => expect(currentPath()).toBe('/parent'));
  });
});

describe('the email banner (issue 34)', () => {
  it('when the parent has not confirmed the address, then the banner asks, and "Send again" says the email is on its way', async () => {
    const { user } = renderParent('/parent');
    expect(await screen.findByText(/Please confirm your email address/)).toBeInTheDocument();
    // Kept with the session: the next page sent for the dashboard draws no frame the banner would push down.
    expect(sessionStore.getState().user?.emailVerified).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('We have sent you a new confirmation email.')).toBeInTheDocument();
  });

  it('when the address is confirmed, then no banner shows', async () => {
    const parent = mockState.accounts.get('parent@example.com')!;
    parent.user.emailVerified = true;
    renderParent('/parent');
    expect(await screen.findByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().user?.emailVerified).toBe(true));
  });

  it('when sending again is refused (429), then the server’s sentence shows', async () => {
    server.use(errorHandlers.status('post', authEndpoints.resendVerification, 429, 'Too many requests.'));
    const { user } = renderParent('/parent');
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
  });
});
