import { screen } from '@testing-library/react';
import { signInEndpoints } from '@young-minds/contracts';
import { errorHandlers } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();

async function fill(user: ReturnType<typeof renderAt>['user'], email = 'amina@example.com') {
  await user.type(screen.getByLabelText('Full name'), 'Amina Yusuf');
  await user.type(screen.getByLabelText('Phone'), '+1 555 0100');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Register', () => {
  it('when idle, then it shows the four required fields, the show/hide toggle and a link to login', () => {
    renderAt('/register');
    for (const label of ['Full name', 'Phone', 'Email', 'Password'])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('when submitting, then the button reads Processing... and is disabled; on success the token is stored as a parent and the page is /parent', async () => {
    const pending = errorHandlers.pending('post', signInEndpoints.register);
    server.use(pending.handler);
    const { user } = renderAt('/register');
    await fill(user);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    pending.release();
    expect(await screen.findByTestId('location')).toHaveTextContent('/parent');
    expect(sessionStore.getState()).toMatchObject({ userRole: 'parent', token: expect.any(String) });
  });

  it('when the plan page sent plan data, then it is shown with "nothing is charged now", sent, and the parent goes on to the checkout', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user } = renderAt('/register', { plan: 'Pro', startDate: '2026-03-01', endDate: '2026-09-01' });
    expect(screen.getByRole('status', { name: 'Chosen plan' })).toHaveTextContent(
      'Pro plan: 2026-03-01 to 2026-09-01 Nothing is charged now: next you see the total and confirm it.',
    );
    await fill(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/parent\/checkout$/);
    expect(sent).toMatchObject({ plan: 'Pro', startDate: '2026-03-01', endDate: '2026-09-01', phone: '+1 555 0100' });
  });

  it("when the parent registers, then the browser's time zone is sent to start the family's clock", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const { user } = renderAt('/register');
    await fill(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/parent');
    expect(sent).toMatchObject({ timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('when a field breaks the contract, then its message shows under the field and nothing is sent', async () => {
    const sent = jest.fn();
    server.events.on('request:start', sent);
    const { user } = renderAt('/register');
    await user.type(screen.getByLabelText('Full name'), 'Amina Yusuf');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.type(screen.getByLabelText('Email'), 'amina@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters.');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('when the server refuses, then its message shows', async () => {
    const { user } = renderAt('/register');
    await fill(user, 'taken@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('when the answer has no token, then it says Registration failed', async () => {
    server.use(errorHandlers.body('post', signInEndpoints.register, { user: { name: 'A' } }, 201));
    const { user } = renderAt('/register');
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('when the server fails without a message, then it says Registration failed', async () => {
    server.use(http.post('*/api/auth/register', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAt('/register');
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
