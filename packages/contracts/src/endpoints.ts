import { adminTeamEndpoints } from './auth/admins';
import { authEndpoints } from './auth/endpoints';
import { activityEndpoints } from './content/activities';
import { assignmentEndpoints } from './content/assignments';
import { blogEndpoints } from './content/blogs';
import { bookEndpoints } from './content/books';
import { categoryEndpoints } from './content/categories';
import { childEndpoints } from './content/child';
import { childRecitationEndpoints } from './content/child-recitations';
import { contactEndpoints } from './content/contact';
import { digestEndpoints } from './content/digests';
import { duaEndpoints } from './content/duas';
import { familyProgressEndpoints } from './content/family-progress';
import { hifzEndpoints } from './content/hifz';
import { learningTimeEndpoints } from './content/learning-time';
import { offlineEndpoints } from './content/offline';
import { progressEndpoints } from './content/progress';
import { quizEndpoints } from './content/quizzes';
import { quranEndpoints } from './content/quran';
import { reportEndpoints } from './content/reports';
import { reviewEndpoints } from './content/review';
import { statsEndpoints } from './content/stats';
import { videoEndpoints } from './content/videos';
import { incomeEndpoints } from './subscriptions/income';
import { paymentEndpoints } from './subscriptions/payments';
import { planEndpoints } from './subscriptions/plans';
import { subscriptionEndpoints } from './subscriptions/subscriptions';

/**
 * Every call of the API by resource: what clients call (`api.call(endpoints.videos.list, …)`), what the
 * services mount and what the OpenAPI document lists. `allEndpoints` (routes.ts) is this as one list; its test
 * checks that every endpoint the contracts export is here.
 */
export const endpoints = {
  auth: authEndpoints,
  categories: categoryEndpoints,
  videos: videoEndpoints,
  books: bookEndpoints,
  quizzes: quizEndpoints,
  assignments: assignmentEndpoints,
  blogs: blogEndpoints,
  progress: progressEndpoints,
  stats: statsEndpoints,
  plans: planEndpoints,
  subscriptions: subscriptionEndpoints,
  payments: paymentEndpoints,
  income: incomeEndpoints,
  learningTime: learningTimeEndpoints,
  familyProgress: familyProgressEndpoints,
  child: childEndpoints,
  activities: activityEndpoints,
  offline: offlineEndpoints,
  contact: contactEndpoints,
  digests: digestEndpoints,
  admins: adminTeamEndpoints,
  review: reviewEndpoints,
  reports: reportEndpoints,
  quran: quranEndpoints,
  hifz: hifzEndpoints,
  recitations: childRecitationEndpoints,
  duas: duaEndpoints,
} as const;
