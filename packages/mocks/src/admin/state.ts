import type {
  Activity,
  Assignment,
  Book,
  Category,
  Child,
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
    nextId: 1000,
  };
}

export const adminMockState: AdminMockState = initial();

/** Back to the fixtures (resetMockState calls it too). */
export function resetAdminMockState(overrides: Partial<AdminMockState> = {}): void {
  Object.assign(adminMockState, initial(), overrides);
}
