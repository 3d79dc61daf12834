import { Navigate, Route, Routes } from '@young-minds/router';
import { PublicLayout } from './layout';
import { messages } from './messages';
import {
  AboutIslam,
  Blog,
  BlogPost,
  Contact,
  Faqs,
  Home,
  Login,
  Register,
  SetPassword,
  Subscription,
  Unauthorized,
  Unsubscribe,
} from './screens';

/**
 * The public area's routes (exposed as `mfe_public/App`). The shell renders it for every path outside the
 * guarded areas, under its own router; run alone (src/bootstrap.tsx) it gets a BrowserRouter. Paths are the
 * platform's published URLs, casing included (react-router matches them case-insensitively, so /contact works too).
 */
/** The public screens inside the shared layout: one declaration for the remote and for its tests. */
export const publicRoutes = (
  <Route element={<PublicLayout />}>
    <Route index element={<Home />} />
    <Route path="login" element={<Login />} />
    <Route path="register" element={<Register />} />
    <Route path="subscription" element={<Subscription />} />
    <Route path="Subscriptions" element={<Subscription />} />
    <Route path="blog" element={<Blog />} />
    <Route path="blog/:titleSlug" element={<BlogPost />} />
    <Route path="Contact" element={<Contact />} />
    <Route path="faqs" element={<Faqs />} />
    <Route path="about-islam" element={<AboutIslam />} />
    <Route path="unauthorized" element={<Unauthorized />} />
    <Route path="set-password" element={<SetPassword />} />
    <Route path="unsubscribe" element={<Unsubscribe />} />
  </Route>
);

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
