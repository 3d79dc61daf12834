import { blogsHandlers } from './blogs';
import { categoriesHandlers } from './categories';
import { contactHandlers } from './contact';
import { digestHandlers } from './digests';
import { dashboardHandlers } from './dashboard';
import { kindHandlers } from './kinds';
import { peopleHandlers } from './people';
import { subscriptionsHandlers } from './subscriptions';
import { uploadedFilesHandlers } from '../kit';
import { reportHandlers } from './reports';
import { reviewHandlers } from './review';
import { teamHandlers } from './team';

export * from './fixtures';
export * from './contact-fixtures';
export * from './state';
export { mockUnsubscribeToken } from './digests';
export { reportMockState } from './reports';
export { reviewMockState } from './review';
export { teamMockState } from './team';

/** Every admin call (and the Contact page's, whose messages the admins read), answered from `adminMockState` after the same role check the services make. */
export const adminHandlers = [
  ...dashboardHandlers,
  ...peopleHandlers,
  ...categoriesHandlers,
  // Every content kind's, from its own mock file (admin/kinds.ts).
  ...kindHandlers(),
  ...blogsHandlers,
  ...contactHandlers,
  ...subscriptionsHandlers,
  ...digestHandlers,
  // Issue 35: scholar review, the families' reports and Admin → Team.
  ...reviewHandlers(),
  ...reportHandlers(),
  ...teamHandlers(),
  // Every upload's stored file (videos, thumbnails, worksheets, books, banners), served back at its /media path.
  ...uploadedFilesHandlers,
];
