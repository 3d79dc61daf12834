import { screen } from '@testing-library/react';
import { emailMessages } from '@young-minds/contracts';
import { errorHandlers, loginResponses, mockEmailLinks, mockState } from '@young-minds/mocks';
import { DEVICE_TOKENS_STORAGE_KEY, sessionStore } from '@young-minds/session';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();

describe('Forgot password', () => {
  it('when an address is sent, then the page says the same sentence whoever it is, and files a link only for an account', async () => {
    for (const email of ['parent@example.com', 'nobody@example.com']) {
      const { user, unmount } = renderAt('/forgot-password');
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send me a link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(emailMessages.resetLinkSent);
      unmount();
    }
    const purposes = [...mockState.emailLinks.values()].filter((link) => link.purpose === 'reset-password');
    // The demo parent's QA link was replaced by the new one; nothing was filed for the unknown address.
    expect(purposes).toHaveLength(1);
    expect(mockState.emailLinks.has(mockEmailLinks.resetPassword)).toBe(false);
  });

  it('when the address is not one, then the field says so and nothing is sent', async () => {
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when asked too often, then the server’s 429 sentence is shown', async () => {
    server.use(errorHandlers.status('post', { path: '/api/auth/forgot-password' }, 429, 'Too many requests.'));
    const { user } = renderAt('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});

describe('Reset password', () => {
  it('when the two passwords differ, then the second field says so', async () => {
    const { user } = renderAt(`/reset-password?token=${mockEmailLinks.resetPassword}`);
    await user.type(screen.getByLabelText('New password', { exact: true }), 'brand-new-1');
    await user.type(screen.getByLabelText('Type the new password again', { exact: true }), 'brand-new-2');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
  });

  it('when the link is good, then the password changes and the page links to log in; used again, it says to ask again', async () => {
    const first = renderAt(`/reset-password?token=${mockEmailLinks.resetPassword}`);
    await first.user.type(screen.getByLabelText('New password', { exact: true }), 'brand-new-1');
    await first.user.type(screen.getByLabelText('Type the new password again', { exact: true }), 'brand-new-1');
    await first.user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(emailMessages.passwordReset)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
    expect(mockState.accounts.get('parent@example.com')?.password).toBe('brand-new-1');
    first.unmount();

    const again = renderAt(`/reset-password?token=${mockEmailLinks.resetPassword}`);
    await again.user.type(screen.getByLabelText('New password', { exact: true }), 'brand-new-2');
    await again.user.type(screen.getByLabelText('Type the new password again', { exact: true }), 'brand-new-2');
    await again.user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(emailMessages.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('when the link has no token, then the page says so at once', () => {
    renderAt('/reset-password');
    expect(screen.getByText(emailMessages.tokenRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password', { exact: true })).not.toBeInTheDocument();
  });
});

describe('Verify email', () => {
  it('when the link is opened, then the address is confirmed once, and a signed-in parent is offered the parent area', async () => {
    sessionStore.getState().logIn(loginResponses.parent);
    const calls: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/auth/verify-email')) calls.push(request.method);
    });
    renderAt(`/verify-email?token=${mockEmailLinks.verifyEmail}`);
    expect(await screen.findByText(emailMessages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your parent area' })).toHaveAttribute('href', '/parent');
    expect(mockState.accounts.get('parent@example.com')?.user.emailVerified).toBe(true);
    expect(calls).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('when the link was used or is unknown, then the page says so and links to log in', async () => {
    renderAt('/verify-email?token=never-sent');
    expect(await screen.findByText(/This confirmation link has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
  });
});

describe('Sign-in link', () => {
  it('when the link is good, then the owner is logged in, the device remembered, and the parent area opens', async () => {
    renderAt(`/sign-in-link?token=${mockEmailLinks.signIn}`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/parent');
    expect(sessionStore.getState().user?.email).toBe('parent@example.com');
    const remembered = JSON.parse(localStorage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(remembered['parent@example.com']).toMatch(/^mock-device-link-/);
  });

  it('when the link is spent, then the page says to ask again', async () => {
    renderAt('/sign-in-link?token=spent-link');
    expect(await screen.findByText(emailMessages.signInLinkInvalid)).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });
});
