// The router of the shell and of every area, shared as one Module Federation singleton (packages/mf-shared) so a
// remote's <Link> finds the shell's router. A shared package is bundled whole: re-exporting only the names the
// platform uses lets the bundler drop the rest of react-router (the facade's chunk, not the whole router, is
// what the home page downloads). No data router (createBrowserRouter, RouterProvider): nothing uses loaders, and
// it would double the chunk. A name missing here is added here; nothing imports react-router directly
// (eslint's no-restricted-imports), or a second router context would appear.
export {
  BrowserRouter,
  NavigationType,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
