import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@young-minds/router/testing';
import { Route, Routes, useLocation } from '@young-minds/router';
import { loginResponses, resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { sessionStore } from '@young-minds/session';

// What the areas' tests share (`@young-minds/ui/testing`, never imported by app code): MSW with the shared
// handlers, and an area rendered as the shell mounts it.

/** Shows where the app went when it left the area under test (/login after Logout). */
export function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Shows the path and search of the screen on show inside the area. */
function AreaWhere() {
  const location = useLocation();
  return (
    <p data-testid="area-location" hidden>
      {location.pathname + location.search}
    </p>
  );
}

/**
 * An area as the shell mounts it (under `<base>/*`), logged in with the mock account of `role`:
 * `render(path)` (screens are lazy: use `findBy…` for their first content) and `currentPath()`, the area path
 * (with search) of the screen on show.
 */
export function areaRenderer({
  base,
  role,
  App,
}: {
  base: string;
  role: 'admin' | 'parent' | 'child';
  App: ComponentType;
}) {
  function renderArea(path: string, options: { loggedIn?: boolean } = {}) {
    if (options.loggedIn !== false) sessionStore.getState().logIn(loginResponses[role]);
    const user = userEvent.setup({ delay: null });
    const [pathname, search] = path.split('?');
    const utils = render(
      <MemoryRouter initialEntries={[{ pathname: pathname!, search: search ? `?${search}` : '' }]}>
        <Routes>
          <Route
            path={`${base}/*`}
            element={
              <>
                <App />
                <AreaWhere />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    return { user, ...utils };
  }
  const currentPath = () => document.querySelector('[data-testid="area-location"]')?.textContent ?? '';
  return { renderArea, currentPath };
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

/**
 * MSW (node) with the shared handlers; call once per test file. After each test the mock state, the session
 * and local storage are reset, plus what `reset` resets (the area's own stores); `ready` runs once before
 * the first test (e.g. loading the catalog).
 */
export function setUpMockServer(options: { ready?: () => Promise<unknown>; reset?: () => void } = {}) {
  const server = createMockServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await options.ready?.();
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
    sessionStore.getState().logOut();
    options.reset?.();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
export { fakeSpeech, fakeVoices } from './fakeSpeech';
