import type { ContactBox } from '@young-minds/contracts';

/** Where the Messages screens live: the list (its box in the address) and one message. */
export const messagePaths = {
  list: (box: ContactBox = 'inbox') => (box === 'archived' ? '/admin/messages?box=archived' : '/admin/messages'),
  view: (id: number | string) => `/admin/messages/${id}`,
} as const;
