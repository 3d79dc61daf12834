import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessages } from '@young-minds/i18n';
import { resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { sessionStore } from '@young-minds/session';
import { uiCatalogs } from '.';
import { StandaloneArea, StandaloneGuard } from './StandaloneGuard';

// An area's catalog with the two texts the guard takes from it.
const messages = defineMessages(
  { en: async () => ({ 'area.title': 'Parent login (QA mode)', 'area.notParent': 'Not a parent account.' }) },
  { include: [uiCatalogs] },
);

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  sessionStore.getState().logOut();
});
afterAll(() => server.close());

function renderGuard(prefill?: { email: string; password: string }) {
  const user = userEvent.setup({ delay: null });
  render(
    <StandaloneGuard
      areaRole="parent"
      messages={messages}
      texts={{ title: 'area.title', wrongRole: 'area.notParent' }}
      prefill={prefill}
    >
      <p>The parent area</p>
    </StandaloneGuard>,
  );
  return user;
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('StandaloneGuard', () => {
  it('when an account of the area’s role logs in, then the area is shown', async () => {
    const user = renderGuard();
    expect(await screen.findByRole('heading', { name: 'Parent login (QA mode)' })).toBeInTheDocument();
    await logIn(user, 'parent@example.com', 'parent123');
    expect(await screen.findByText('The parent area')).toBeInTheDocument();
  });

  it('when the area is for children, then it asks for a username and the mock child logs in with it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <StandaloneGuard
        areaRole="child"
        login="username"
        messages={messages}
        texts={{ title: 'area.title', wrongRole: 'area.notParent' }}
      >
        <p>The child area</p>
      </StandaloneGuard>,
    );
    const username = await screen.findByLabelText('Username');
    expect(username).toHaveAttribute('type', 'text');
    await user.type(username, 'yusuf');
    await user.type(screen.getByLabelText('Password'), 'child123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The child area')).toBeInTheDocument();
  });

  it('when an account of another role logs in, then it is logged out again with the area’s error', async () => {
    const user = renderGuard();
    await logIn(user, 'admin@youngminds.local', 'admin123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not a parent account.');
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.queryByText('The parent area')).not.toBeInTheDocument();
  });

  it('when the password is wrong, then the server’s message is shown', async () => {
    const user = renderGuard();
    await logIn(user, 'parent@example.com', 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('when credentials are given to fill in, then they are in the form', async () => {
    renderGuard({ email: 'parent@example.com', password: 'parent123' });
    expect(await screen.findByLabelText('Email')).toHaveValue('parent@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('parent123');
  });

  it('when the standalone page opens at a path outside the area, then it goes to the area’s home behind the guard', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.pushState({}, '', '/somewhere-else');
    render(
      <StandaloneArea
        areaRole="parent"
        home="/parent/children"
        messages={messages}
        texts={{ title: 'area.title', wrongRole: 'area.notParent' }}
      >
        <p>The parent area</p>
      </StandaloneArea>,
    );
    expect(await screen.findByRole('heading', { name: 'Parent login (QA mode)' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/parent/children');
    await logIn(user, 'parent@example.com', 'parent123');
    expect(await screen.findByText('The parent area')).toBeInTheDocument();
  });
});
