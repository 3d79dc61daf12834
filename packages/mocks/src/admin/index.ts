import { activitiesHandlers } from './activities';
import { assignmentsHandlers } from './assignments';
import { blogsHandlers } from './blogs';
import { booksHandlers } from './books';
import { categoriesHandlers } from './categories';
import { contactHandlers } from './contact';
import { digestHandlers } from './digests';
import { dashboardHandlers } from './dashboard';
import { peopleHandlers } from './people';
import { quizzesHandlers } from './quizzes';
import { subscriptionsHandlers } from './subscriptions';
import { videosHandlers } from './videos';

export * from './fixtures';
export * from './contact-fixtures';
export * from './state';
export { mockUnsubscribeToken } from './digests';

/** Every admin call (and the Contact page's, whose messages the admins read), answered from `adminMockState` after the same role check the services make. */
export const adminHandlers = [
  ...dashboardHandlers,
  ...peopleHandlers,
  ...categoriesHandlers,
  ...videosHandlers,
  ...quizzesHandlers,
  ...activitiesHandlers,
  ...assignmentsHandlers,
  ...booksHandlers,
  ...blogsHandlers,
  ...contactHandlers,
  ...subscriptionsHandlers,
  ...digestHandlers,
];
