// The router of the shell and of every area, shared as one Module Federation singleton (packages/mf-shared) so a
// remote's <Link> finds the shell's router. A shared package is bundled whole: re-exporting only the names the
// platform uses lets the bundler drop the rest of react-router (the facade's chunk, not the whole router, is
// what the home page downloads). A name missing here is added here; nothing imports react-router directly
// (eslint's no-restricted-imports), or a second router context would appear.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router';
// The DOM flavour (react-router-dom's): state updates flushed synchronously through react-dom where asked.
export { RouterProvider } from 'react-router/dom';
