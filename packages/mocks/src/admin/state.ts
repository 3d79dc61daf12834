import type {
  Activity,
  Assignment,
  Book,
  Category,
  Child,
  ContactDetails,
  ContactMessage,
  Parent,
  Quiz,
  Subscription,
  Video,
} from '@young-minds/contracts';
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

/** What the admin mocks remember between calls (blogs and accounts live in the shared `mockState`). */
export interface AdminMockState {
  categories: Category[];
  parents: Parent[];
  children: Child[];
  videos: Video[];
  quizzes: Quiz[];
  assignments: Assignment[];
  books: Book[];
  subscriptions: Subscription[];
  activities: Activity[];
  /** Messages sent from /Contact, and the contact details the public pages show. */
  contactMessages: ContactMessage[];
  contactDetails: ContactDetails;
  /** When each sender (lowercased email) sent their messages (ms since the epoch): the 10-a-minute limit. */
  contactSends: Map<string, number[]>;
  /** The next id any created row gets (one counter: ids never collide across lists). */
  nextId: number;
}

const copy = <T>(rows: readonly T[]): T[] => rows.map((row) => structuredClone(row));

function initial(): AdminMockState {
  return {
    categories: copy(adminCategories),
    parents: copy(adminParents),
    children: copy(adminChildren),
    videos: copy(adminVideos),
    quizzes: copy(adminQuizzes),
    assignments: copy(adminAssignments),
    books: copy(adminBooks),
    subscriptions: copy(adminSubscriptions),
    activities: copy(adminActivities),
    contactMessages: copy(contactMessagesFixture),
    contactDetails: { ...contactDetailsFixture },
    contactSends: new Map(),
    nextId: 1000,
  };
}

export const adminMockState: AdminMockState = initial();

/** Back to the fixtures (resetMockState calls it too). */
export function resetAdminMockState(overrides: Partial<AdminMockState> = {}): void {
  Object.assign(adminMockState, initial(), overrides);
}
