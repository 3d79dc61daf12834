import type { AdminMessageId } from '../messages';
import { mediaKinds } from '../mediaKinds';

type SidebarLink = {
  to: string;
  label: AdminMessageId;
  unread?: true;
  section?: true;
  /** The link shows how many items wait for review, or how many reports are open. */
  waiting?: 'review' | 'reports';
};

/** The links other than the media kinds'; each kind's links (`mediaKinds`) go after the link its entry names. */
const areaLinks: readonly SidebarLink[] = [
  { to: '/admin/dashboard', label: 'layout.nav.dashboard' },
  { to: '/admin/parents', label: 'layout.nav.parents' },
  { to: '/admin/children', label: 'layout.nav.children' },
  { to: '/admin/quizzes', label: 'layout.nav.quizzes' },
  { to: '/admin/activities', label: 'layout.nav.activities' },
  { to: '/admin/assignments', label: 'layout.nav.assignments' },
  { to: '/admin/blogs', label: 'layout.nav.blogs' },
  { to: '/admin/quran', label: 'quran.nav', section: true },
  { to: '/admin/messages', label: 'layout.nav.messages', unread: true, section: true },
  { to: '/admin/review', label: 'review.nav', waiting: 'review', section: true },
  { to: '/admin/reports', label: 'reports.nav', waiting: 'reports', section: true },
  { to: '/admin/subscriptions', label: 'layout.nav.subscriptions' },
  { to: '/admin/categories', label: 'layout.nav.categories' },
  { to: '/admin/team', label: 'team.nav' },
  { to: '/admin/settings', label: 'layout.nav.settings' },
];

/**
 * The sidebar's links, in the order the admin sees them; labels are catalog ids. `unread`: the link shows the
 * count of unread messages; `section`: it stays current on the pages under it (one message under Messages).
 */
export const sidebarLinks: readonly SidebarLink[] = areaLinks.flatMap((link) => [
  link,
  ...mediaKinds.filter((kind) => kind.after === link.label).flatMap((kind) => kind.links),
]);
