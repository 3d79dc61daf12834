import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { accountLoginPausedMessage, signInEndpoints } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { errorHandlers, mockState } from '@young-minds/mocks';
import { DEVICE_TOKENS_STORAGE_KEY, sessionStore } from '@young-minds/session';
import { fakeSpeech } from '@young-minds/ui/testing';
import { http } from 'msw';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();

async function fillAndSubmit(user: ReturnType<typeof renderAt>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('Login', () => {
  beforeEach(() => localStorage.removeItem(DEVICE_TOKENS_STORAGE_KEY));

  it('when this browser logged in before, then the next login sends the device token the last one answered (issue 29)', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        received.push(await request.clone().json());
      }),
    );
    const first = renderAt('/login');
    await fillAndSubmit(first.user, 'Parent@example.com', 'parent123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/parent');
    const remembered = JSON.parse(localStorage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(remembered).toEqual({ 'parent@example.com': expect.stringMatching(/^mock-device-/) });
    cleanup();
    sessionStore.getState().logOut();

    const second = renderAt('/login');
    await fillAndSubmit(second.user, 'parent@example.com', 'parent123');
    expect(await screen.findByTestId('location')).toHaveTextContent('/parent');
    expect(received).toEqual([
      { email: 'Parent@example.com', password: 'parent123' },
      { email: 'parent@example.com', password: 'parent123', deviceToken: remembered['parent@example.com'] },
    ]);
    // The answer's new token replaced the one sent.
    expect(JSON.parse(localStorage.getItem(DEVICE_TOKENS_STORAGE_KEY) ?? '{}')).not.toEqual(remembered);
  });
  it('when idle, then it shows required email (type email) and password fields, no alert, and the register link', () => {
    renderAt('/login');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a parent account' })).toHaveAttribute('href', '/register');
  });

  it('when the eye toggle is pressed, then the password shows and hides', async () => {
    const { user } = renderAt('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('when submitting, then the button reads Logging in... and is disabled', async () => {
    const pending = errorHandlers.pending('post', signInEndpoints.login);
    server.use(pending.handler);
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'parent123');
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    pending.release();
    expect(await screen.findByTestId('location')).toHaveTextContent('/parent');
  });

  it.each([
    ['admin@youngminds.local', 'admin123', '/admin/dashboard', 'admin'],
    ['parent@example.com', 'parent123', '/parent', 'parent'],
  ])(
    'when %s logs in, then the session is stored and the role picks the page',
    async (email, password, destination, role) => {
      const { user } = renderAt('/login');
      await fillAndSubmit(user, email, password);
      expect(await screen.findByTestId('location')).toHaveTextContent(destination);
      expect(sessionStore.getState()).toMatchObject({ userRole: role, token: expect.any(String) });
    },
  );

  it.each([
    [
      'a role the platform does not know',
      { token: 't', user: { id: 1, name: 'X', email: 'x@example.com', role: 'Guest', avatar: null, username: null } },
    ],
    [
      'accessToken and data instead of token and user',
      {
        accessToken: 't',
        data: { id: 1, name: 'A', email: 'a@example.com', role: 'admin', avatar: null, username: null },
      },
    ],
  ])(
    'when the answer has %s, then it says the response structure is invalid and nobody is logged in',
    async (_case, answer) => {
      server.use(errorHandlers.body('post', signInEndpoints.login, answer));
      const { user } = renderAt('/login');
      await fillAndSubmit(user, 'x@example.com', 'whatever');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Invalid response structure - missing token or user data',
      );
      expect(sessionStore.getState().token).toBeNull();
    },
  );

  it('when a field is empty, then the contract says so under it, the field takes the focus and nothing is sent', async () => {
    const sent = jest.fn();
    server.events.on('request:start', sent);
    const { user } = renderAt('/login');
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Password is required.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('when a child logs in with a username, then the form lets it through (the contract takes an email or a username)', async () => {
    let received: unknown;
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        received = await request.clone().json();
      }),
    );
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'yusuf.k', 'child123');
    await waitFor(() => expect(received).toEqual({ email: 'yusuf.k', password: 'child123' }));
  });

  it('when the password is wrong, then the server message shows in a danger alert above the form and the button is enabled again', async () => {
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password.');
    expect(alert).toHaveAttribute('data-variant', 'danger');
    expect(
      alert.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('when the answer is empty, then it says Empty response from server', async () => {
    server.use(errorHandlers.body('post', signInEndpoints.login, {}));
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'parent123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Empty response from server');
  });

  it('when the answer has no token or no user, then it says the response structure is invalid', async () => {
    server.use(errorHandlers.body('post', signInEndpoints.login, { token: 'only-a-token' }));
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'parent123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid response structure - missing token or user data',
    );
  });

  it('when the server cannot be reached, then the error own message shows', async () => {
    server.use(errorHandlers.networkError('post', signInEndpoints.login));
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'parent123');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
  });

  it('when the failure carries no message at all, then the spec fallback shows', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(Object.assign(new Error(''), { message: '' }));
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'parent123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled());
  });

  describe("I'm a kid", () => {
    it("when a child picks I'm a kid, then a username field replaces the email and the child lands in the child area", async () => {
      let received: unknown;
      server.use(
        http.post('*/api/auth/login', async ({ request }) => {
          received = await request.clone().json();
        }),
      );
      const { user } = renderAt('/login');
      await user.click(screen.getByRole('button', { name: "I'm a kid" }));
      expect(screen.getByRole('button', { name: "I'm a kid" })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      expect(screen.getByText('Use the username and password your parent made for you.')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Username'), 'yusuf');
      await user.type(screen.getByLabelText('Password'), 'child123');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(received).toEqual({ email: 'yusuf', password: 'child123' }));
    });

    it('when the page is opened with ?mode=kid, then the username form shows, and a kid logs in to /child', async () => {
      const { user } = renderAt('/login?mode=kid');
      await user.type(screen.getByLabelText('Username'), 'yusuf');
      await user.type(screen.getByLabelText('Password'), 'child123');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/child');
      expect(sessionStore.getState()).toMatchObject({ userRole: 'child' });
    });

    it("when a username and a wrong password are sent, then the child reads kind words (not the adults' message), spoken, with a way back", async () => {
      const speech = fakeSpeech();
      const { user } = renderAt('/login?mode=kid');
      await user.type(screen.getByLabelText('Username'), 'yusuf');
      await user.type(screen.getByLabelText('Password'), 'not-my-password');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      const alert = await screen.findByRole('alert');
      const kind = 'Oops, that did not work. Check your username and password with a grown-up, then try again.';
      expect(alert).toHaveTextContent(kind);
      expect(alert).not.toHaveTextContent('Invalid email or password');
      expect(speech.texts()).toEqual([kind]);
      expect(within(alert).getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
      speech.remove();
    });

    it('when the username is empty, then the contract says so under it and nothing is sent; the adult form comes back', async () => {
      let calls = 0;
      server.use(
        http.post('*/api/auth/login', () => {
          calls += 1;
        }),
      );
      const { user } = renderAt('/login?mode=kid');
      await user.type(screen.getByLabelText('Password'), 'child123');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      expect(await screen.findByText('Username is required.')).toBeInTheDocument();
      expect(calls).toBe(0);
      await user.click(screen.getByRole('button', { name: 'Parent or admin' }));
      expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(screen.queryByText('Username is required.')).not.toBeInTheDocument();
    });
  });
});

describe('Login, issue 34: the emailed links', () => {
  it('when the email form shows, then it links to "Forgot your password?"', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('when the account is paused (429), then its owner can have a sign-in link emailed', async () => {
    server.use(errorHandlers.status('post', signInEndpoints.login, 429, accountLoginPausedMessage));
    const { user } = renderAt('/login');
    await fillAndSubmit(user, 'parent@example.com', 'parent123');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountLoginPausedMessage);
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(/we have sent it a link to log in/)).toBeInTheDocument();
    expect([...mockState.emailLinks.values()].filter((link) => link.purpose === 'sign-in')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).not.toBeInTheDocument();
  });
});

describe('Login in Arabic', () => {
  beforeEach(() => {
    chooseLanguage({ locale: 'ar' });
    document.documentElement.lang = 'ar'; // as the shell keeps it: the api client asks in the page's language
  });
  afterEach(() => {
    cleanup(); // unmount before switching back, so no screen re-renders after its test
    chooseLanguage({ locale: 'en' });
    document.documentElement.removeAttribute('lang');
  });

  it('when a field is empty, then the contract’s sentence shows in Arabic; a wrong password gets the server’s Arabic', async () => {
    const { user } = renderAt('/login');
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByLabelText('كلمة المرور')).toHaveAccessibleDescription('كلمة المرور مطلوبة.');

    await user.type(screen.getByLabelText('كلمة المرور'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });
});
