import { Navigate, Route, Routes } from '@young-minds/router';
import { PublicLayout } from './layout';
import { messages } from './messages';
import {
  AboutIslam,
  Blog,
  BlogPost,
  Contact,
  Faqs,
  ForgotPassword,
  Home,
  Login,
  Register,
  ResetPassword,
  SetPassword,
  SignInLink,
  Subscription,
  Unauthorized,
  type LazyScreen,
  VerifyEmail,
  Unsubscribe,
  AcceptInvite,
  Privacy,
} from './screens';

/**
 * The public area's routes (exposed as `mfe_public/App`). The shell renders it for every path outside the
 * guarded areas, under its own router; run alone (src/bootstrap.tsx) it gets a BrowserRouter. Paths are the
 * platform's published URLs, casing included (react-router matches them case-insensitively, so /contact works too).
 */
/** The screens of their own chunk, by path under the layout (the order of the routes below). */
const screenRoutes: readonly (readonly [string, LazyScreen])[] = [
  ['login', Login],
  ['register', Register],
  ['subscription', Subscription],
  ['Subscriptions', Subscription],
  ['blog', Blog],
  ['blog/:titleSlug', BlogPost],
  ['Contact', Contact],
  ['faqs', Faqs],
  ['about-islam', AboutIslam],
  ['unauthorized', Unauthorized],
  ['set-password', SetPassword],
  // Issue 34: the emailed links' pages (emailLinkPaths) and where a reset link is asked for.
  ['forgot-password', ForgotPassword],
  ['reset-password', ResetPassword],
  ['verify-email', VerifyEmail],
  ['sign-in-link', SignInLink],
  // The weekly note's unsubscribe link (no login needed).
  ['unsubscribe', Unsubscribe],
  // Issue 35: an admin's invitation link (chooses the new admin's password).
  ['accept-invite', AcceptInvite],
  // Issue 36: the privacy notice (the children's recitations and how long they are kept).
  ['privacy', Privacy],
];

/** The public screens inside the shared layout: one declaration for the remote and for its tests. */
export const publicRoutes = (
  <Route element={<PublicLayout />}>
    <Route index element={<Home />} />
    {screenRoutes.map(([path, Screen]) => (
      <Route key={path} path={path} element={<Screen />} />
    ))}
  </Route>
);

/** The screen shown at `pathname` (matched as the router does: segment by segment, case-insensitively). */
function screenAt(pathname: string): LazyScreen | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return screenRoutes.find(([path]) => {
    const pattern = path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase())
    );
  })?.[1];
}

/**
 * Fetches the chunk of the screen at `pathname` (nothing for the home page, which is in the area's first chunk) and
 * the area's texts in the page's language. The shell awaits them before the area's first render, so a page that
 * came prerendered stays on screen until its screen can render in one go, instead of the layout's loading state
 * taking its place for a moment — and that render is React's in slices, not a second one, all at once, when the
 * texts arrive (issue 33: a long task).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all([messages.preload(), screenAt(pathname)?.preload()]);
}

export default function App() {
  return (
    <messages.MessagesBoundary>
      <Routes>
        {publicRoutes}
        {/* Any unknown path redirects to /. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </messages.MessagesBoundary>
  );
}
