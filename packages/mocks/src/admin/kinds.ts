import type { Activity, Assignment, Book, CategoryRef, ContentKind, Quiz, Video } from '@young-minds/contracts';
import { adminActivities } from './activity-fixtures';
import { adminAssignments, adminBooks, adminQuizzes, adminVideos } from './fixtures';
import { adminMockState } from './state';

/**
 * The mocks' one record per content kind (the registry's `ContentKind`s): where its rows live, the fixtures they
 * start from, which categories a row points at and how a rename reaches it. Everything in the mocks that treats
 * the kinds alike reads this (the category-in-use 409, renames, progress titles, the parent's report titles), so
 * a new kind adds its entry here and the type-check asks for nothing else.
 */
interface MockKind<Row extends TitledRow> {
  /** The kind's rows in the admin state, as they are now. */
  rows(): Row[];
  /** The rows the state starts from (the reports of the fixtures read their titles). */
  fixtures: readonly Row[];
  /** The categories the row points at (the service's category link of the kind). */
  categoryIds(row: Row): readonly number[];
  /** The services join category names when they read content: the row after category `id` was renamed. */
  renameCategory(row: Row, id: number, name: string): void;
}

/** By name (ignoring case), then id: how the content service lists categories and joins them into content. */
export const byName = (a: CategoryRef, b: CategoryRef) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** A row of one category (`category_id`, and its name in `category`). */
const oneCategory = {
  categoryIds: (row: { category_id: number }) => [row.category_id],
  renameCategory: (row: { category_id: number; category: string }, id: number, name: string) => {
    if (row.category_id === id) row.category = name;
  },
};

/** A row of several categories (`categories`, by name, and their names joined in `category`). */
function renameInRefs(row: { categories: CategoryRef[]; category: string }, id: number, name: string): void {
  if (!row.categories.some((category) => category.id === id)) return;
  row.categories = row.categories.map((category) => (category.id === id ? { id, name } : category)).sort(byName);
  row.category = row.categories.map((category) => category.name).join(', ');
}

type TitledRow = { id: number; title: string };

/** A kind's record, its row type read from its rows. */
const mockKind = <Row extends TitledRow>(kind: MockKind<Row>) => kind;

const mockKinds = {
  video: mockKind<Video>({ rows: () => adminMockState.videos, fixtures: adminVideos, ...oneCategory }),
  book: mockKind<Book>({ rows: () => adminMockState.books, fixtures: adminBooks, ...oneCategory }),
  quiz: mockKind<Quiz>({
    rows: () => adminMockState.quizzes,
    fixtures: adminQuizzes,
    categoryIds: (quiz) => quiz.linked_categories,
    renameCategory: (quiz, id, name) => {
      renameInRefs(quiz, id, name);
      quiz.linked_categories = quiz.categories.map((category) => category.id);
    },
  }),
  assignment: mockKind<Assignment>({
    rows: () => adminMockState.assignments,
    fixtures: adminAssignments,
    categoryIds: (assignment) => assignment.categories.map((category) => category.id),
    renameCategory: renameInRefs,
  }),
  activity: mockKind<Activity>({
    rows: () => adminMockState.activities,
    fixtures: adminActivities,
    categoryIds: (activity) => activity.linked_categories,
    // An activity reads its categories' names live (`categoryRefs`): nothing stored to rename.
    renameCategory: () => undefined,
  }),
} satisfies Record<ContentKind, MockKind<TitledRow>>;

/** The record of `kind`, read alike for every kind. */
export const mockKindOf = (kind: ContentKind): MockKind<TitledRow> => mockKinds[kind];
