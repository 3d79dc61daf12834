import type { AreaRole } from '@young-minds/session';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from '@young-minds/router';
import type { LoadArea } from '../federation/load';
import { HandedOver } from '../areas/HandedOver';
import { PlaceholderArea } from '../areas/Placeholder';
import { RemoteArea } from '../areas/RemoteArea';
import { ShellMessages, type ShellMessageId } from '../messages';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { RequireRole } from './RequireRole';

/** A guarded area: its path prefix, the role it needs, and its remote (null: a shell placeholder for now). */
export interface GuardedArea {
  path: 'admin' | 'parent' | 'child';
  role: AreaRole;
  remote: string | null;
  /** The placeholder's heading while the area has no remote. */
  title: ShellMessageId;
}

const guardedAreas: readonly GuardedArea[] = [
  { path: 'admin', role: 'admin', remote: 'mfe_admin/App', title: 'area.admin' },
  { path: 'parent', role: 'parent', remote: 'mfe_parent/App', title: 'area.parent' },
  { path: 'child', role: 'child', remote: 'mfe_child/App', title: 'area.child' },
];

/**
 * The spec declares the assignment, book and blog add/edit/view routes with a leading slash (/manage-books/add,
 * not /admin/manage-books/add). Those root paths are the same admin screens: they go to /admin/… and pass the
 * admin guard there.
 */
const leadingSlashAdminPaths = ['manage-assignments', 'manage-books', 'manage-blogs'] as const;

function ToAdminArea() {
  const location = useLocation();
  const adminPath = `/admin${location.pathname}${location.search}`;
  return <Navigate to={adminPath} replace />;
}

/** The public area's remote: every path that is not a guarded area (it redirects unknown paths to /). */
const PUBLIC_REMOTE = 'mfe_public/App';

/** A page's markup rendered at build time, as the gateway sent it inside #root (today: the home page at `/`). */
interface Prerendered {
  path: string;
  html: string;
}

export interface RouteDeps {
  loadArea: LoadArea;
  beforeRetry?: () => Promise<void>;
  areas?: readonly GuardedArea[];
  prerendered?: Prerendered;
}

/**
 * The public area. At the path the page came prerendered for, the prerendered markup stays on screen while the
 * remote loads (instead of "Loading…"), so the first paint is not taken back; anywhere else, the usual message.
 */
function PublicArea({ loadArea, beforeRetry, prerendered }: Omit<RouteDeps, 'areas'>) {
  const { pathname } = useLocation();
  const placeholder =
    prerendered && prerendered.path === pathname ? (
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered.html }} />
    ) : undefined;
  return <RemoteArea id={PUBLIC_REMOTE} load={loadArea} beforeRetry={beforeRetry} placeholder={placeholder} />;
}

/**
 * The shell's routes. Each guarded area renders the guard first and the remote inside it, so the remote is
 * requested only after the guard let the user in.
 */
export function createRoutes({ loadArea, beforeRetry, areas = guardedAreas, prerendered }: RouteDeps): RouteObject[] {
  const children: RouteObject[] = [
    ...leadingSlashAdminPaths.map<RouteObject>((prefix) => ({ path: `${prefix}/*`, element: <ToAdminArea /> })),
    ...areas.map<RouteObject>((area) => ({
      path: `${area.path}/*`,
      element: (
        <RequireRole role={area.role}>
          {area.remote ? (
            <>
              {/* A device a parent handed to a child keeps its way back above the child area. */}
              {area.role === 'child' ? <HandedOver /> : null}
              <RemoteArea id={area.remote} load={loadArea} beforeRetry={beforeRetry} />
            </>
          ) : (
            <PlaceholderArea title={area.title} />
          )}
        </RequireRole>
      ),
    })),
    { path: '*', element: <PublicArea loadArea={loadArea} beforeRetry={beforeRetry} prerendered={prerendered} /> },
  ];
  // The shell's own texts (loading, an area that failed, placeholders) around every route.
  return [
    {
      element: (
        <ShellMessages>
          <Outlet />
          <UpdatePrompt />
        </ShellMessages>
      ),
      children,
    },
  ];
}

/**
 * The routes under the page's router (a <BrowserRouter>): the shell uses no loader, action or fetcher, so the
 * page carries no data router (about 15 KB brotli of react-router that the home page would download for nothing).
 */
export function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
