/** Where the assignment screens lead. */
export const assignmentPaths = {
  list: '/admin/assignments',
  add: '/admin/manage-assignments/add',
  view: (id: number | string) => `/admin/manage-assignments/view/${id}`,
  edit: (id: number | string) => `/admin/manage-assignments/edit/${id}`,
  video: (id: number) => `/admin/manage-videos/view/${id}`,
} as const;

/** How Edit Assignment and View Assignment show the assignment on its way, or why it did not come (`ItemLoadStatus`). */
export const assignmentLoadStatus = {
  loadingLabel: 'Loading the assignment…',
  notFound: 'Assignment not found',
  back: { to: assignmentPaths.list, label: 'Back to assignments' },
};
