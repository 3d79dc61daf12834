/** Where the subscription screens lead. */
export const subscriptionPaths = {
  list: '/admin/subscriptions',
  edit: (id: number | string) => `/admin/manage-subscriptions/edit/${id}`,
} as const;
