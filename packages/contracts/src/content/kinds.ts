/**
 * The kinds of content a child learns from, in one place. Everything that treats the kinds alike is derived from
 * this registry: the `contentType` values and their error sentences, the progress summaries per kind, the stars
 * and badges, the category-in-use check, the dashboard's joins, the admin totals, the child's tiles and the
 * parent's cards. Adding a kind is adding one entry here (then what the type-check asks for: its table, its
 * screens, its texts); see CONTRIBUTING.md, "Add a content kind".
 */

/** How an item counts as started and completed, and how its attempts are kept. */
interface ProgressRule {
  /** The child records it with `PUT /api/progress/me` (quizzes and activities are written by their submissions). */
  recordable: boolean;
  /**
   * What "completed" means for the kind: `watched-enough` (a video's position reaches `watchedEnough`),
   * `last-page` (a book's bookmark at its last page, an EPUB at any bookmark: `bookmarkPage`), `submitted` (written
   * by the kind's submission or attempt, never claimed), `handed-in-or-marked` (work handed in, or marked done by
   * the child for work on paper offline), `said` (a dua the child says they said: taken at their word, and said
   * again on another day). See `completionRules` in progress.ts.
   */
  completed: 'watched-enough' | 'last-page' | 'submitted' | 'handed-in-or-marked' | 'said';
  /**
   * What a parent's "started" counts: the child's progress rows of the kind, or the different items of a table
   * the child wrote to (`table.column` names the item, `child_id` the child).
   */
  started: 'progress' | { table: string; column: string };
  /**
   * Kinds played in attempts: the attempts table, its item column and the mean a parent sees (`first-try`: the
   * mean of each item's first attempt, so retries never raise it; `every-attempt`: the mean of all attempts).
   * Null: the kind has no attempts.
   */
  attempts: { table: string; column: string; average: 'first-try' | 'every-attempt' } | null;
  /** The field of `PUT /api/progress/me` that keeps the child's place, if any. */
  place: 'positionSeconds' | 'bookmark' | null;
}

/** A badge earned from a kind: `count` different items done, or one item whose best value reaches `best`. */
type KindBadge = { id: string; count: number } | { id: string; best: number };

export interface ContentKindDefinition {
  /** English for server sentences ("used by 1 activity", "2 videos", "Video not found."; Arabic in arabic.json). */
  noun: { one: string; other: string; notFound: string };
  /** The table holding the items (titles are joined from it). */
  table: string;
  /** What links an item to a category: the table and its column holding the category id. */
  category: { table: string; column: string };
  /** Message ids in the areas' catalogs (en.json + ar.json). */
  labels: {
    /** The child area: the home's tile to the kind's list, an item tile's note, the profile's stars row. */
    child: { home: string; tile: string; stars: string };
    /**
     * The parent area: the kind's name, its count on the child's page and card (`counts`: which number of the
     * kind's summary it names, 'Videos watched to the end' the completed ones, 'Quizzes taken' the started ones)
     * and its mean score (if any).
     */
    parent: { kind: string; count: string; counts: 'completed' | 'started'; averageScore: string | null };
    /** The admin dashboard's total card; null when the kind has none. */
    adminTotal: string | null;
  };
  progress: ProgressRule;
  /** Fields of the item's contract holding media (signed URLs): what a download keeps, if `offline`. */
  media: readonly string[];
  /**
   * How an item earns stars (per item, never per attempt): `one` star when completed, `quiz` by its best
   * attempt's percent (`quizStars`), `given` the stars given (a review, an attempt's own stars: 0–3).
   */
  stars: 'one' | 'quiz' | 'given';
  /** The badges the kind's items earn, in the order the profile shows them. */
  badges: readonly KindBadge[];
  /**
   * The admin dashboard's total of the kind (`GET /api/admin/stats`): its key and its card's place after Total
   * Users (the spec's order: videos, assignments, quizzes); null when not counted there.
   */
  adminTotal: { key: string; position: number } | null;
  /**
   * Whether a child may download its items to the device ('My downloads'). Quizzes and activities are answered
   * offline through the device's queue instead, with nothing to download.
   */
  offline: boolean;
  /**
   * Issue 36: a reviewer approves an item of the kind only with its sources (a dua is religious text a child
   * repeats): the content service and the mocks refuse it (409 `duaMessages.sourceRequired`) otherwise.
   */
  approvalNeedsSource?: true;
}

export const contentKinds = {
  video: {
    noun: { one: 'video', other: 'videos', notFound: 'Video not found.' },
    table: 'videos',
    category: { table: 'videos', column: 'category_id' },
    labels: {
      child: { home: 'home.videos', tile: 'tile.video', stars: 'profile.starsFromVideos' },
      parent: { kind: 'kind.video', count: 'progress.videos', counts: 'completed', averageScore: null },
      adminTotal: 'dashboard.totalVideos',
    },
    progress: {
      recordable: true,
      completed: 'watched-enough',
      started: 'progress',
      attempts: null,
      place: 'positionSeconds',
    },
    media: ['video_url', 'thumbnail_url', 'captions_url'],
    stars: 'one',
    badges: [{ id: 'first-video', count: 1 }],
    adminTotal: { key: 'videos', position: 1 },
    offline: true,
  },
  book: {
    noun: { one: 'book', other: 'books', notFound: 'Book not found.' },
    table: 'books',
    category: { table: 'books', column: 'category_id' },
    labels: {
      child: { home: 'home.books', tile: 'tile.book', stars: 'profile.starsFromBooks' },
      parent: { kind: 'kind.book', count: 'progress.books', counts: 'completed', averageScore: null },
      adminTotal: null,
    },
    progress: {
      recordable: true,
      completed: 'last-page',
      started: 'progress',
      attempts: null,
      place: 'bookmark',
    },
    media: ['fileUrl', 'thumbnail_url', 'reader_url'],
    stars: 'one',
    badges: [
      { id: 'first-book', count: 1 },
      { id: 'five-books', count: 5 },
    ],
    adminTotal: null,
    offline: true,
  },
  quiz: {
    noun: { one: 'quiz', other: 'quizzes', notFound: 'Quiz not found.' },
    table: 'quizzes',
    category: { table: 'quiz_categories', column: 'category_id' },
    labels: {
      child: { home: 'home.quizzes', tile: 'tile.quiz', stars: 'profile.starsFromQuizzes' },
      parent: {
        kind: 'kind.quiz',
        count: 'progress.quizzes',
        counts: 'started',
        averageScore: 'progress.averageScore',
      },
      adminTotal: 'dashboard.totalQuizzes',
    },
    progress: {
      recordable: false,
      completed: 'submitted',
      started: { table: 'quiz_submissions', column: 'quiz_id' },
      attempts: { table: 'quiz_submissions', column: 'quiz_id', average: 'first-try' },
      place: null,
    },
    media: [],
    stars: 'quiz',
    badges: [
      { id: 'first-quiz', count: 1 },
      { id: 'quiz-perfect', best: 100 },
    ],
    adminTotal: { key: 'quizzes', position: 3 },
    offline: false,
  },
  assignment: {
    noun: { one: 'assignment', other: 'assignments', notFound: 'Assignment not found.' },
    table: 'assignments',
    category: { table: 'assignment_categories', column: 'category_id' },
    labels: {
      child: { home: 'home.assignments', tile: 'tile.assignment', stars: 'profile.starsFromWorksheets' },
      parent: { kind: 'kind.assignment', count: 'progress.assignments', counts: 'started', averageScore: null },
      adminTotal: 'dashboard.totalAssignments',
    },
    progress: {
      recordable: true,
      completed: 'handed-in-or-marked',
      started: { table: 'assignment_submissions', column: 'assignment_id' },
      attempts: null,
      place: null,
    },
    media: ['fileUrl'],
    stars: 'given',
    badges: [{ id: 'first-worksheet', count: 1 }],
    adminTotal: { key: 'assignments', position: 2 },
    offline: true,
  },
  activity: {
    noun: { one: 'activity', other: 'activities', notFound: 'Activity not found.' },
    table: 'activities',
    category: { table: 'activity_categories', column: 'category_id' },
    labels: {
      child: { home: 'home.activities', tile: 'tile.activity', stars: 'profile.starsFromActivities' },
      parent: {
        kind: 'kind.activity',
        count: 'progress.activities',
        counts: 'started',
        averageScore: 'progress.averageActivityScore',
      },
      adminTotal: null,
    },
    progress: {
      recordable: false,
      completed: 'submitted',
      started: { table: 'activity_attempts', column: 'activity_id' },
      attempts: { table: 'activity_attempts', column: 'activity_id', average: 'every-attempt' },
      place: null,
    },
    media: ['cover_url'],
    stars: 'given',
    badges: [
      { id: 'first-activity', count: 1 },
      { id: 'activity-three-stars', best: 3 },
    ],
    adminTotal: null,
    offline: false,
  },
  dua: {
    noun: { one: 'dua', other: 'duas', notFound: 'Dua not found.' },
    table: 'duas',
    category: { table: 'duas', column: 'category_id' },
    labels: {
      child: { home: 'home.duas', tile: 'tile.dua', stars: 'profile.starsFromDuas' },
      parent: { kind: 'kind.dua', count: 'progress.duas', counts: 'completed', averageScore: null },
      adminTotal: null,
    },
    progress: {
      recordable: true,
      completed: 'said',
      started: 'progress',
      attempts: null,
      place: null,
    },
    media: ['thumbnail_url', 'audio_url'],
    stars: 'one',
    badges: [{ id: 'first-dua', count: 1 }],
    adminTotal: null,
    // A family's trip or a grandparent's house without the internet: the duas of the day go with the child.
    offline: true,
    approvalNeedsSource: true,
  },
} as const satisfies Record<string, ContentKindDefinition>;

export type ContentKind = keyof typeof contentKinds;
type Kinds = typeof contentKinds;

/** The kinds in registry order (the order every list of kinds shows them in). */
export const contentKindIds = Object.keys(contentKinds) as [ContentKind, ...ContentKind[]];

/** The kinds whose entry matches `predicate`, in registry order. */
export function kindsWhere(predicate: (kind: ContentKindDefinition) => boolean): ContentKind[] {
  return contentKindIds.filter((kind) => predicate(contentKinds[kind]));
}

/** The kinds a child records themselves (`PUT /api/progress/me`). */
export type RecordableKind = {
  [Kind in ContentKind]: Kinds[Kind]['progress']['recordable'] extends true ? Kind : never;
}[ContentKind];
export const recordableKinds = kindsWhere((kind) => kind.progress.recordable) as [RecordableKind, ...RecordableKind[]];

/** The kinds a child may download to the device (`offline` in the registry). */
export type OfflineKind = {
  [Kind in ContentKind]: Kinds[Kind]['offline'] extends true ? Kind : never;
}[ContentKind];
export const offlineKinds = kindsWhere((kind) => kind.offline) as OfflineKind[];

/** The kinds played in attempts (`progress.attempts` in the registry). */
export type AttemptKind = {
  [Kind in ContentKind]: Kinds[Kind]['progress']['attempts'] extends null ? never : Kind;
}[ContentKind];

/** The kinds whose place a child's device keeps (`progress.place` in the registry: a position or a bookmark). */
export type PlacedKind = {
  [Kind in ContentKind]: Kinds[Kind]['progress']['place'] extends null ? never : Kind;
}[ContentKind];
/** Whether the registry keeps a place for `kind`. */
export function isPlacedKind(kind: ContentKind): kind is PlacedKind {
  return contentKinds[kind].progress.place !== null;
}

/** The keys of the admin dashboard's totals of kinds. */
export type AdminTotalKey = NonNullable<Kinds[ContentKind]['adminTotal']>['key'];

/** `video, book or assignment`: the kinds listed the way error sentences list allowed values. */
export function listOfKinds(kinds: readonly ContentKind[]): string {
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}` : (kinds[0] ?? '');
}

/** The sentence for a `contentType` that is none of `kinds`: 'contentType must be video, book or assignment.'. */
export function contentTypeMessage(kinds: readonly ContentKind[] = contentKindIds): string {
  return `contentType must be ${listOfKinds(kinds)}.`;
}

/** `1 activity`, `2 videos`. */
export function countOfKind(kind: ContentKind, count: number): string {
  const { noun } = contentKinds[kind];
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}

/** A value per kind, in registry order (e.g. an empty summary). */
export function perKind<Value>(valueOf: (kind: ContentKind) => Value): Record<ContentKind, Value> {
  return Object.fromEntries(contentKindIds.map((kind) => [kind, valueOf(kind)])) as Record<ContentKind, Value>;
}
