import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loginResponses, resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { sessionStore } from '@young-minds/session';
import App from './App';
import { darkModeStore } from './layout';

/** Shows where the app went when it left the admin area (/login after Logout). */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Shows the admin path and search of the screen on show (`expect(currentPath()).toBe('/admin/videos')`). */
function AdminWhere() {
  const location = useLocation();
  return <p data-testid="admin-location" hidden>{location.pathname + location.search}</p>;
}

/** Logs the mock admin in (the token the mock handlers accept). */
export function logInAsAdmin(): void {
  sessionStore.getState().logIn(loginResponses.admin);
}

/**
 * The admin area as the shell mounts it (under /admin/*), logged in as the mock admin, at `path`.
 * Screens are lazy: use `findBy…` for their first content.
 */
export function renderAdmin(path: string, options: { loggedIn?: boolean } = {}) {
  if (options.loggedIn !== false) logInAsAdmin();
  const user = userEvent.setup();
  const [pathname, search] = path.split('?');
  const utils = render(
    <MemoryRouter initialEntries={[{ pathname: pathname!, search: search ? `?${search}` : '' }]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <>
              <App />
              <AdminWhere />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...utils };
}

/** The admin path (with search) of the screen on show. */
export function currentPath(): string {
  return document.querySelector('[data-testid="admin-location"]')?.textContent ?? '';
}

/** MSW (node) with the shared handlers; call once per test file. State and session are reset after each test. */
export function useMockServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
    sessionStore.getState().logOut();
    darkModeStore.setState({ dark: false });
    window.localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
