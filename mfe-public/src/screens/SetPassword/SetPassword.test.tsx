import { act, screen } from '@testing-library/react';
import { signInEndpoints, setupCodeRequiredMessage, setupCodeWrongMessage } from '@young-minds/contracts';
import { errorHandlers, mockSetupCode, resetMockState } from '@young-minds/mocks';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();

describe('SetPassword', () => {
  it('when the admin password is already set, then it says so (after a loading state)', async () => {
    resetMockState({ adminPasswordSet: true });
    renderAt('/set-password');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Password already set. Please login.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('when the password is shorter than 6 characters, then it says so and sends nothing', async () => {
    const { user } = renderAt('/set-password');
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.type(screen.getByLabelText('Setup code'), mockSetupCode);
    const sent = jest.fn();
    server.events.on('request:start', sent);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters.');
    expect(password).toHaveFocus();
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('when no setup code is typed, then it asks for it and sends nothing', async () => {
    const { user } = renderAt('/set-password');
    await user.type(await screen.findByLabelText('New password'), 'secret12');
    const sent = jest.fn();
    server.events.on('request:start', sent);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    const setupCode = screen.getByLabelText('Setup code');
    expect(setupCode).toHaveAccessibleDescription(setupCodeRequiredMessage);
    expect(setupCode).toBeRequired();
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('when the setup code is wrong, then the server refuses and its message shows', async () => {
    const { user } = renderAt('/set-password');
    await user.type(await screen.findByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Setup code'), 'AAAA-BBBB-CCCC-DDDD');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(setupCodeWrongMessage);
  });

  it('when it succeeds, then the success text shows and /login follows after 1.5 s', async () => {
    const { user } = renderAt('/set-password');
    await user.type(await screen.findByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Setup code'), mockSetupCode.toLowerCase());
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Set Password' }));
      expect(await screen.findByText('Password set successfully! Redirecting to login...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1400));
      expect(screen.queryByRole('heading', { name: 'Log In' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(await screen.findByRole('heading', { name: 'Log In' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the server cannot be reached, then it says Failed to connect to server.', async () => {
    server.use(errorHandlers.networkError('post', signInEndpoints.checkPasswordSet));
    renderAt('/set-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to server.');
  });

  it('when the server errors, then it says Server error. Try again later.', async () => {
    const { user } = renderAt('/set-password');
    await screen.findByLabelText('New password');
    server.use(
      errorHandlers.status(
        'post',
        signInEndpoints.setPassword,
        503,
        'The auth service is unavailable. Please try again shortly.',
      ),
    );
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Setup code'), mockSetupCode);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error. Try again later.');
  });

  it('when the server refuses with a message, then that message shows', async () => {
    const { user } = renderAt('/set-password');
    await user.clear(await screen.findByLabelText('Admin email'));
    await user.type(screen.getByLabelText('Admin email'), 'someone@example.com');
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Setup code'), mockSetupCode);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No administrator account uses this email.');
  });

  it('when the server refuses without a message, then it says Something went wrong.', async () => {
    const { user } = renderAt('/set-password');
    await screen.findByLabelText('New password');
    server.use(errorHandlers.body('post', signInEndpoints.setPassword, {}, 400));
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.type(screen.getByLabelText('Setup code'), mockSetupCode);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
