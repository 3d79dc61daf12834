/** Where the quiz screens lead. */
export const quizPaths = {
  list: '/admin/quizzes',
  add: '/admin/manage-quizzes/add',
  view: (id: number) => `/admin/manage-quizzes/view/${id}`,
  edit: (id: number) => `/admin/manage-quizzes/edit/${id}`,
} as const;

/** How Edit Quiz and View Quiz show the quiz on its way, or why it did not come (`ItemLoadStatus`). */
export const quizLoadStatus = {
  loadingLabel: 'Loading quiz…',
  notFound: 'Quiz not found.',
  back: { to: quizPaths.list, label: 'Back to quizzes' },
};
