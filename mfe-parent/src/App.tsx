import { Navigate, Route, Routes } from '@young-minds/router';
import { ParentLayout } from './layout';
import { messages } from './messages';
import { AreaQueryProvider } from '@young-minds/query';
// A screen's code loads when its route is first shown (the dashboard's charts only with it).
import { lazyScreen as screen, preloadableScreen } from '@young-minds/ui/screens';
import { DashboardReads, emailBannerKnown, isDashboardPath, startDashboardReads } from './screens/Dashboard/firstData';

// Opened on the dashboard: its reads start now, beside the screen's chunk and the catalog (issue 33).
startDashboardReads();

/** The dashboard: once `preload()` has its chunk, it renders at once, with the layout (no loading state). */
const { Screen: Dashboard, preload: preloadDashboard } = preloadableScreen(
  () => import(/* webpackChunkName: "screen-dashboard" */ './screens/Dashboard'),
  'Dashboard',
);
const AddChild = screen(() => import('./screens/Children/AddChild'), 'AddChild');
const ChildPage = screen(() => import('./screens/Children/ChildPage'), 'ChildPage');
const MySubscription = screen(() => import('./screens/Subscription'), 'MySubscription');
const Checkout = screen(() => import('./screens/Checkout'), 'Checkout');
const Payments = screen(() => import('./screens/Payments'), 'Payments');
const Account = screen(() => import('./screens/Account/Account'), 'Account');
const Profile = screen(() => import('./screens/Account/Account'), 'Profile');
const ChangePassword = screen(() => import('./screens/Account/ChangePassword'), 'ChangePassword');
const DefaultTheme = screen(() => import('./screens/Theme'), 'DefaultTheme');
const Welcome = screen(() => import('./screens/Welcome'), 'Welcome');

/** The parent sub-routes of the spec, relative to /parent (the shell mounts this area at `parent/*`). */
export const parentRoutes = (
  <Route element={<ParentLayout />}>
    <Route index element={<Dashboard />} />
    <Route path="subscription" element={<MySubscription />} />
    <Route path="checkout" element={<Checkout />} />
    <Route path="payments" element={<Payments />} />
    <Route path="account" element={<Account />} />
    <Route path="profile" element={<Profile />} />
    <Route path="changepassword" element={<ChangePassword />} />
    <Route path="addchild" element={<AddChild />} />
    <Route path="defaulttheme" element={<DefaultTheme />} />
    <Route path="children/:id" element={<ChildPage />} />
    <Route path="welcome" element={<Welcome />} />
    {/* An unknown parent path shows the dashboard. */}
    <Route path="*" element={<Navigate to="/parent" replace />} />
  </Route>
);

/**
 * The shell calls it before the area's first render (shell/src/routing/routes.tsx): at the dashboard, its chunk
 * and texts and whether the email banner shows, so the layout, the banner and the dashboard paint together (issue 33).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return isDashboardPath(pathname)
    ? Promise.all([messages.preload(), preloadDashboard(), emailBannerKnown()])
    : Promise.resolve();
}

export default function App() {
  return (
    <messages.MessagesBoundary>
      <AreaQueryProvider>
        <DashboardReads />
        <Routes>{parentRoutes}</Routes>
      </AreaQueryProvider>
    </messages.MessagesBoundary>
  );
}
