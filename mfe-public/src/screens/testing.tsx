import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@young-minds/router/testing';
import { Route, Routes } from '@young-minds/router';
import { setUpMockServer as setUpAreaMockServer, Where } from '@young-minds/ui/testing';
import { publicRoutes } from '../App';
import { loadContactDetails } from '../layout/useContactDetails';
import { messages } from '../messages';
import { preloadScreens } from '.';

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
  // The catalog and the screens' chunks are in place before the first render, so screens render at once. The
  // footer's contact details are read once per page load, as in a browser: before the tests, so a test sees
  // only the calls of its own screen (`forgetContactDetails()` reads them again).
  return setUpAreaMockServer({
    ready: () => Promise.all([messages.load(), preloadScreens(), loadContactDetails()]),
  });
}
