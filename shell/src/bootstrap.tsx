import { setUnauthorizedHandler } from '@young-minds/api-client';
import { bindThemeToDocument } from '@young-minds/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { loadArea } from './federation/load';
import { refreshRemotes } from './federation/remotes';
import { createRoutes } from './routing/routes';
import './shell.css';

const router = createBrowserRouter(createRoutes({ loadArea, beforeRetry: () => refreshRemotes() }));

// A 401 from any authenticated call: the api client has logged out; go to /login inside the app.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
});
bindThemeToDocument();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
