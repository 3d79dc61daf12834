/** The sidebar's twelve links (spec section 2, in its order). */
export const sidebarLinks = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/parents', label: 'Manage Parents' },
  { to: '/admin/children', label: 'Manage Children' },
  { to: '/admin/videos', label: 'Manage Videos' },
  { to: '/admin/manage-videos/add', label: 'Add Video' },
  { to: '/admin/quizzes', label: 'Manage Quizzes' },
  { to: '/admin/assignments', label: 'Manage Assignments' },
  { to: '/admin/manage-books', label: 'Manage Books' },
  { to: '/admin/blogs', label: 'Manage Blogs' },
  { to: '/admin/subscriptions', label: 'Manage Subscriptions' },
  { to: '/admin/categories', label: 'Manage Categories' },
  { to: '/admin/settings', label: 'Settings' },
] as const;
