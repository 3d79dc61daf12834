import '@testing-library/jest-dom';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loginResponses, resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { sessionStore, themeStore } from '@young-minds/session';
import App from './App';

/** Shows where the app went when it left the parent area (/login after Logout). */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Shows the parent path and search of the screen on show (`expect(currentPath()).toBe('/parent/payments')`). */
function ParentWhere() {
  const location = useLocation();
  return (
    <p data-testid="parent-location" hidden>
      {location.pathname + location.search}
    </p>
  );
}

/** Logs the mock parent in (the token the mock handlers accept). */
function logInAsParent(): void {
  sessionStore.getState().logIn(loginResponses.parent);
}

/**
 * The parent area as the shell mounts it (under /parent/*), logged in as the mock parent, at `path`.
 * Screens are lazy: use `findBy…` for their first content.
 */
export function renderParent(path: string, options: { loggedIn?: boolean } = {}) {
  if (options.loggedIn !== false) logInAsParent();
  const user = userEvent.setup({ delay: null });
  const [pathname, search] = path.split('?');
  const utils = render(
    <MemoryRouter initialEntries={[{ pathname: pathname!, search: search ? `?${search}` : '' }]}>
      <Routes>
        <Route
          path="/parent/*"
          element={
            <>
              <App />
              <ParentWhere />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...utils };
}

/** The first `count` cells of each table row, as text: what a list shows, row by row. */
export function cellTexts(rows: HTMLElement[], count: number): (string | null)[][] {
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, count)
      .map((cell) => cell.textContent),
  );
}

/** The parent path (with search) of the screen on show. */
export function currentPath(): string {
  return document.querySelector('[data-testid="parent-location"]')?.textContent ?? '';
}

/** MSW (node) with the shared handlers; call once per test file. State and session are reset after each test. */
export function setUpMockServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
    sessionStore.getState().logOut();
    themeStore.getState().resetTheme();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
