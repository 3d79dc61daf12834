import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@young-minds/session';
import { renderAt, setUpMockServer } from '../screens/testing';

setUpMockServer();

describe('PublicLayout', () => {
  it('has the spec navigation with dropdowns and a Log In button', async () => {
    const { user } = renderAt('/about-islam');
    // The desktop bar is hidden by CSS below the lg width (jsdom has no width), hence hidden: true.
    const nav = within(document.querySelector<HTMLElement>('nav[aria-label="Main"]')!);
    expect(nav.getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About Islam', hidden: true })).toHaveAttribute('href', '/about-islam');
    expect(nav.getByRole('link', { name: 'Contact Us', hidden: true })).toHaveAttribute('href', '/Contact');
    expect(nav.getByRole('link', { name: 'Log In', hidden: true })).toHaveAttribute('href', '/login');
    const how = nav.getByRole('button', { name: /How It Works/, hidden: true });
    expect(how).toHaveAttribute('aria-expanded', 'false');
    await user.click(how);
    expect(how).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: 'Subscription', hidden: true })).toHaveAttribute('href', '/subscription');
    await user.keyboard('{Escape}');
    expect(how).toHaveAttribute('aria-expanded', 'false');
    await user.click(nav.getByRole('button', { name: /About Us/, hidden: true }));
    expect(nav.getByRole('link', { name: 'Blog', hidden: true })).toHaveAttribute('href', '/blog');
    await user.click(nav.getByRole('link', { name: 'FAQs', hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
  });

  it('opens a side drawer from the menu button; Escape closes it and a link navigates and closes it', async () => {
    const { user } = renderAt('/');
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menu);
    // The drawer's code arrives with the first open: the drawer opens then, with the focus inside it.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'Subscription' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    // Loaded once: the next press opens it at once.
    await user.click(menu);
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has a footer with About, Quick Links (Home, About, Blog) and Contact', async () => {
    renderAt('/faqs');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    const links = within(footer.getByRole('navigation', { name: 'Quick Links' }));
    expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(links.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(footer.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    // The phone number and the email read left to right on a right-to-left (Arabic) page too.
    expect(await footer.findByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('dir', 'ltr');
    expect(footer.getByRole('link', { name: 'support@youngminds.example' })).toHaveAttribute('dir', 'ltr');
  });

  it('when a parent is signed in, then the header offers their dashboard and Log Out, which ends the session', async () => {
    sessionStore.getState().logIn({
      token: 'parent-token',
      user: { name: 'Maryam', email: 'parent@example.com', role: 'parent', avatar: null },
    });
    const { user } = renderAt('/blog');
    const nav = within(document.querySelector<HTMLElement>('nav[aria-label="Main"]')!);
    expect(nav.queryByRole('link', { name: 'Log In', hidden: true })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'My Dashboard', hidden: true })).toHaveAttribute('href', '/parent');
    await user.click(nav.getByRole('button', { name: 'Log Out', hidden: true }));
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(await nav.findByRole('link', { name: 'Log In', hidden: true })).toHaveAttribute('href', '/login');
  });
});
