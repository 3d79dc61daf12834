import type { ContactReply } from '@young-minds/contracts';
import { mockStore } from '../kit/errors';
import {
  adminAssignments,
  adminBooks,
  adminCategories,
  adminChildren,
  adminParents,
  adminQuizzes,
  adminSubscriptions,
  adminVideos,
} from './fixtures';
import { adminActivities } from './activity-fixtures';
import { contactDetailsFixture, contactMessagesFixture } from './contact-fixtures';

/** The rows each list starts from (a reset copies them again). */
const fixtures = {
  categories: adminCategories,
  parents: adminParents,
  children: adminChildren,
  videos: adminVideos,
  quizzes: adminQuizzes,
  assignments: adminAssignments,
  books: adminBooks,
  subscriptions: adminSubscriptions,
  activities: adminActivities,
  /** Books' recorded pages (none at first): `{ bookId, page, url }`. */
  narrations: [] as { bookId: number; page: number; url: string }[],
  /** Messages sent from /Contact, and the contact details the public pages show. */
  contactMessages: contactMessagesFixture,
  contactDetails: contactDetailsFixture,
  /** The admins' emailed replies to Contact messages (none at first), with the message each answers. */
  contactReplies: [] as (ContactReply & { contactMessageId: number })[],
};

/** What the admin mocks remember between calls (blogs and accounts live in the shared `mockState`). */
export type AdminMockState = typeof fixtures & {
  /** When each sender (lowercased email) sent their messages (ms since the epoch): the 10-a-minute limit. */
  contactSends: Map<string, number[]>;
  /** The next id any created row gets (one counter: ids never collide across lists). */
  nextId: number;
};

const initial = (): AdminMockState => ({ ...structuredClone(fixtures), contactSends: new Map(), nextId: 1000 });

/** `resetAdminMockState`: back to the fixtures (resetMockState calls it too). */
export const [adminMockState, resetAdminMockState] = mockStore(initial);
