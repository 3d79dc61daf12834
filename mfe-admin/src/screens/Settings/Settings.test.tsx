import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { authEndpoints } from '@young-minds/contracts';
import { errorHandlers, mockPath, mockState } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** Records the bodies of the profile saves sent to the server (the mock still answers them). */
function recordSaves(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(mockPath(authEndpoints.updateAdminProfile), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

async function openScreen() {
  const utils = renderAdmin('/admin/settings');
  await screen.findByLabelText('Full Name');
  return utils;
}

const field = (label: string) => screen.getByLabelText(label);
const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('Admin Settings', () => {
  it('when the profile is loading, then a loading state shows, then the fields hold the admin from the server', async () => {
    const held = errorHandlers.pending('get', authEndpoints.getAdminProfile);
    server.use(held.handler);
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
    held.release();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Admin');
    expect(field('Email')).toHaveValue('admin@youngminds.local');
    expect(field('New Password')).toHaveValue('');
    expect(field('New Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm Password')).toHaveValue('');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('when the profile cannot be loaded, then it says Failed to load profile; Try again loads it', async () => {
    silenceExpectedErrorLog();
    server.use(
      http.get(
        mockPath(authEndpoints.getAdminProfile),
        () =>
          HttpResponse.json(
            { message: 'The auth service is unavailable.', error: 'The auth service is unavailable.' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    const { user } = renderAdmin('/admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load profile: The auth service is unavailable.',
    );
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Admin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the passwords differ, then it says ❌ Passwords do not match! and nothing is sent', async () => {
    const bodies = recordSaves();
    const { user } = await openScreen();
    await user.type(field('New Password'), 'secret12');
    await user.type(field('Confirm Password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Passwords do not match!');
    expect(bodies).toEqual([]);
  });

  it('when name and email are saved without a password, then only they are sent, it says so and the top bar follows', async () => {
    const bodies = recordSaves();
    const { user } = await openScreen();
    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Head Admin');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'Head@YoungMinds.local');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Profile updated successfully!');
    expect(bodies).toEqual([{ name: 'Head Admin', email: 'head@youngminds.local' }]);
    expect(field('Email')).toHaveValue('head@youngminds.local');
    expect(sessionStore.getState().user).toMatchObject({ name: 'Head Admin', email: 'head@youngminds.local' });
    expect(screen.getByRole('button', { name: /Head Admin/ })).toHaveAttribute('aria-haspopup');
    expect(mockState.accounts.get('head@youngminds.local')?.user.name).toBe('Head Admin');
  });

  it('when a new password is saved, then it is sent, the fresh token is kept and the password fields are cleared', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(mockPath(authEndpoints.updateAdminProfile), async ({ request }) => {
        const body = (await request.json()) as { name: string; email: string };
        bodies.push(body);
        return HttpResponse.json({
          id: 1,
          name: body.name,
          email: body.email,
          token: 'fresh-token-after-password-change',
        });
      }),
    );
    const { user } = await openScreen();
    await user.type(field('New Password'), 'better-secret');
    await user.type(field('Confirm Password'), 'better-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Profile updated successfully!');
    expect(bodies).toEqual([{ name: 'Admin', email: 'admin@youngminds.local', password: 'better-secret' }]);
    expect(sessionStore.getState().token).toBe('fresh-token-after-password-change');
    expect(field('New Password')).toHaveValue('');
    expect(field('Confirm Password')).toHaveValue('');
  });

  it('when the save is on its way, then the button reads Saving... and is disabled until the answer', async () => {
    const held = errorHandlers.pending('put', authEndpoints.updateAdminProfile);
    server.use(held.handler);
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('✅ Profile updated successfully!');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('when the server refuses the save, then it says Failed to update profile with the reason', async () => {
    silenceExpectedErrorLog();
    const { user } = await openScreen();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'omar.siddiqui@example.com');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile: An account with this email already exists.',
    );
    expect(sessionStore.getState().user?.email).toBe('admin@youngminds.local');
  });

  it('when fields break the rules, then each says why, the first is focused and nothing is sent', async () => {
    const bodies = recordSaves();
    const { user } = await openScreen();
    await user.clear(field('Full Name'));
    await user.clear(field('Email'));
    await user.type(field('New Password'), '123');
    await user.type(field('Confirm Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field('Full Name')).toHaveAccessibleDescription('Name is required.');
    expect(field('Full Name')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription('Email is required.');
    expect(field('New Password')).toHaveAccessibleDescription('Password must be at least 6 characters.');
    await user.type(field('Full Name'), 'Admin');
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field('Email')).toHaveFocus();
    expect(bodies).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Profile' })).queryByRole('status')).not.toBeInTheDocument();
  });
});
