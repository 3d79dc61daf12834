import { type Locale, useLanguage } from '@young-minds/i18n';
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

/**
 * A page's markup rendered ahead (at build time, or by the gateway for a blog post), as the gateway sent it inside
 * #root: the path and the language it was rendered for.
 */
export interface Prerendered {
  path: string;
  locale: Locale;
  html: string;
  /** A signed-in role's first screen (the gateway's page for that role's area); none: a visitor's public page. */
  role?: AreaRole;
}

export interface RouteDeps {
  loadArea: LoadArea;
  beforeRetry?: () => Promise<void>;
  areas?: readonly GuardedArea[];
  prerendered?: Prerendered;
}

const routePreloading = new WeakMap<LoadArea, LoadArea>();

/**
 * An area's loader: the area, then what the screen at the address the page opened at needs (`preloadRoute`: its
 * chunk; a signed-in area may start its first reads there too), so the area's first render shows that screen at
 * once. The public area: never the layout's loading state in place of the prerendered page. A signed-in area: the
 * layout and the screen in one paint, not the layout with a loading state that React keeps for at least 300 ms
 * before it shows the screen (issue 33). One per loader (RemoteArea keeps its lazy components by loader).
 */
function withRoutePreload(load: LoadArea): LoadArea {
  let wrapped = routePreloading.get(load);
  if (!wrapped) {
    wrapped = async (id) => {
      const area = await load(id);
      // A screen that fails to load here is loaded again, with its error state, when it renders.
      await area.preloadRoute?.(window.location.pathname).catch(() => undefined);
      return area;
    };
    routePreloading.set(load, wrapped);
  }
  return wrapped;
}

/**
 * An area's remote. At the path and in the language the page came prerendered for (for this area: a visitor's
 * public page, or the signed-in role's first screen), the prerendered markup stays on screen while the remote loads
 * (instead of "Loading…"), so the first paint is not taken back; anywhere else (or once the language changed), the
 * usual message.
 */
function AreaRemote({
  id,
  role,
  loadArea,
  beforeRetry,
  prerendered,
}: Omit<RouteDeps, 'areas'> & { id: string; role?: AreaRole }) {
  const { pathname } = useLocation();
  const { locale } = useLanguage();
  const placeholder =
    prerendered && prerendered.role === role && prerendered.path === pathname && prerendered.locale === locale ? (
      // Marked: the focus and the typed text are carried over to the area's screen (prerendered-input.ts).
      <div data-prerendered="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered.html }} />
    ) : undefined;
  return <RemoteArea id={id} load={withRoutePreload(loadArea)} beforeRetry={beforeRetry} placeholder={placeholder} />;
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
              <AreaRemote
                id={area.remote}
                role={area.role}
                loadArea={loadArea}
                beforeRetry={beforeRetry}
                prerendered={prerendered}
              />
            </>
          ) : (
            <PlaceholderArea title={area.title} />
          )}
        </RequireRole>
      ),
    })),
    {
      path: '*',
      element: (
        <AreaRemote id={PUBLIC_REMOTE} loadArea={loadArea} beforeRetry={beforeRetry} prerendered={prerendered} />
      ),
    },
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
