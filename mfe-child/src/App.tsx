import { Fragment } from 'react';
import { contentKindIds, learningTimeEndpoints } from '@young-minds/contracts';
import { AreaQueryProvider } from '@young-minds/query';
import { Navigate, Route, Routes } from '@young-minds/router';
import { ChildLayout } from './layout';
import { messages } from './messages';
import { preloadableScreen } from '@young-minds/ui/screens';
import { kindLooks, screen } from './shared/kinds';
import { quranRoutes } from './screens/Quran/routes';

/** The home: once preloaded, it renders at once, with the layout (no loading state). */
const { Screen: Home, preload: preloadHome } = preloadableScreen(
  () => import(/* webpackChunkName: "screen-home" */ './screens/Home'),
  'Home',
);
const Profile = screen(() => import('./screens/Profile'), 'ProfileScreen');
const Downloads = screen(() => import('./screens/Downloads'), 'Downloads');

/** Each kind of the registry: its list and one item, from the kind's entry in `shared/kinds.tsx`. */
const kindRoutes = contentKindIds.map((kind) => {
  const { path, list: List, item: Item, param } = kindLooks[kind];
  const segment = path.slice('/child/'.length);
  return (
    <Fragment key={kind}>
      <Route path={segment} element={<List />} />
      <Route path={`${segment}/:${param}`} element={<Item />} />
    </Fragment>
  );
});

/** The child sub-routes of the spec (and the activities'), relative to /child (the shell mounts this area at `child/*`). */
export const childRoutes = (
  <Route element={<ChildLayout />}>
    <Route index element={<Home />} />
    {kindRoutes}
    <Route path="profile" element={<Profile />} />
    <Route path="downloads" element={<Downloads />} />
    {quranRoutes}
    <Route path="*" element={<Navigate to="/child" replace />} />
  </Route>
);

/** The learning-time heartbeat changes no list: the lists on show stay fresh while the child reads or watches. */
const changesContent = (endpoint: { id: string }) => endpoint.id !== learningTimeEndpoints.heartbeat.id;

/**
 * The shell calls it before the area's first render (shell/src/routing/routes.tsx): at the home, its chunk and the
 * area's texts, so the layout and the home paint together (issue 33) — in place of the home the gateway's page came
 * with (src/prerender), never an empty area while the texts load.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return /^\/child\/?$/i.test(pathname) ? Promise.all([messages.preload(), preloadHome()]) : Promise.resolve();
}

export default function App() {
  return (
    <messages.MessagesBoundary>
      <AreaQueryProvider staleAfter={changesContent}>
        <Routes>{childRoutes}</Routes>
      </AreaQueryProvider>
    </messages.MessagesBoundary>
  );
}
