import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@young-minds/session';
import { resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { publicRoutes } from '../App';
import { messages } from '../messages';

/** Shows where the app went (destinations outside the public area). */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** The public routes as the remote declares them, inside the layout, plus markers for the other areas. */
export function renderAt(path: string, state?: unknown) {
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <messages.MessagesBoundary>
      <MemoryRouter
        initialEntries={[
          { pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          {publicRoutes}
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </messages.MessagesBoundary>,
  );
  return { user, ...utils };
}

/** MSW (node) with the shared handlers; call once per test file. */
export function setUpMockServer() {
  const server = createMockServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The catalog is in place before the first render, so screens render their texts at once.
    await messages.load();
  });
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
    sessionStore.getState().logOut();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
