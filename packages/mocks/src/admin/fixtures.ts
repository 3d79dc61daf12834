import type {
  Assignment,
  ItemReview,
  Source,
  Book,
  Category,
  Child,
  IncomePoint,
  Parent,
  Plan,
  Quiz,
  Subscription,
  Video,
} from '@young-minds/contracts';
import {
  childSettingsOf,
  defaultWeeklyGoalMinutes,
  periodCharge,
  proPlan,
  subscriptionDaysLeft,
  subscriptionStatusOf,
  todayIso,
} from '@young-minds/contracts';

/**
 * The admin area's mock data: a platform a few months old, with families, content in every category and a
 * year of payments. Typed by the contracts; under jest every answer made of them is parsed with the endpoint's
 * response schema (kit/route.ts), so QA sees what the services would answer.
 */

export const adminCategories: Category[] = [
  { id: 1, name: 'Akhlaq (Manners)' },
  { id: 2, name: 'Prophets' },
  { id: 3, name: 'Quran' },
  { id: 4, name: 'Ramadan' },
  { id: 5, name: 'Salah' },
];

const categoryName = (id: number) => adminCategories.find((category) => category.id === id)?.name ?? 'Unknown';
const refs = (ids: number[]) => ids.map((id) => ({ id, name: categoryName(id) }));

const parent = (id: number, name: string, email: string, phone: string | null, created_at: string): Parent => ({
  id,
  name,
  email,
  phone,
  created_at,
});

export const adminParents: Parent[] = [
  parent(2, 'Fatima Khan', 'parent@example.com', '+44 20 7946 0101', '2026-06-02T10:15:00.000Z'),
  parent(4, 'Omar Siddiqui', 'omar.siddiqui@example.com', '+1 555 0134', '2026-07-19T08:40:00.000Z'),
  parent(6, 'Aisha Rahman', 'aisha.rahman@example.com', '+971 4 555 0199', '2026-09-03T17:05:00.000Z'),
  parent(8, 'Bilal Ahmed', 'bilal.ahmed@example.com', null, '2026-10-28T12:00:00.000Z'),
];

/** A child of a fixture parent, with the defaults a new child gets (age band and Read to me following the age). */
export function childRow(
  [id, name, age, login, parentId, created_at]: readonly [number, string, number | null, string, number, string],
  more: Partial<Child> = {},
): Child {
  return {
    id,
    name,
    age,
    email: login.includes('@') ? login : null,
    username: login.includes('@') ? null : login,
    parent: adminParents.find((row) => row.id === parentId)?.name ?? null,
    parent_id: parentId,
    avatar: null,
    weekly_goal_minutes: defaultWeeklyGoalMinutes,
    ...childSettingsOf(age, null, null),
    music_free_only: false,
    has_picture_code: false,
    opens_without_code: false,
    weekly_digest: false,
    created_at,
    ...more,
  };
}

export const adminChildren: Child[] = (
  [
    [3, 'Yusuf', 8, 'yusuf', 2, '2026-06-02T10:20:00.000Z'],
    [5, 'Maryam', 6, 'maryam.k', 2, '2026-06-02T10:25:00.000Z'],
    [7, 'Ibrahim', 10, 'ibrahim.s@example.com', 4, '2026-07-19T09:00:00.000Z'],
    [9, 'Zainab', 7, 'zainab.r', 6, '2026-09-03T17:30:00.000Z'],
  ] as const
).map((row) => childRow(row));

/** Who a fixture is for: its age band, whether it is music-free, its language. */
type Audience = [age_band: Video['age_band'], music_free: boolean, language: Video['language']];
const audience = ([age_band, music_free, language]: Audience) => ({ age_band, music_free, language, ...seededReview });

/** The demo content, recorded as reviewed by the bootstrap admin when the platform was set up (issue 35). */
export const seededReview: { sources: Source[]; review: ItemReview } = {
  sources: [],
  review: {
    status: 'published',
    reviewedBy: 'Admin',
    reviewedAt: '2026-10-01T09:00:00.000Z',
    note: null,
    revisionStatus: null,
  },
};
const inCategory = (id: number) => ({ category: categoryName(id), category_id: id });

/** A fixture video, its files at /media under its demo name (captions: `demo-<name>.vtt`). */
const video = (
  [id, name, categoryId, captions, day]: [number, string, number, boolean, string],
  more: Audience,
  text: Pick<Video, 'title' | 'description'>,
): Video => ({
  id,
  ...text,
  ...inCategory(categoryId),
  video_url: `/media/videos/demo-${name}.webm`,
  thumbnail_url: `/media/images/demo-${name}.jpg`,
  captions_url: captions ? `/media/captions/demo-${name}.vtt` : null,
  ...audience(more),
  created_at: `${day}T09:00:00.000Z`,
});

export const adminVideos: Video[] = [
  video([3, 'yunus', 2, false, '2026-10-12'], ['6-8', false, 'en'], {
    title: 'The Story of Prophet Yunus',
    description: 'Prophet Yunus (peace be upon him) and the whale: patience, and turning back to Allah in hard times.',
  }),
  video([2, 'wudu', 5, true, '2026-09-20'], ['all', true, 'both'], {
    title: 'Learning Wudu Step by Step',
    description: 'Follow along as Yusuf learns each step of wudu before salah.',
  }),
  video([1, 'salam', 1, false, '2026-08-30'], ['3-5', true, 'en'], {
    title: 'Saying Salam with a Smile',
    description: 'Why we greet everyone with salam, and how a smile is charity.',
  }),
];

/** A question of four options (A–D, no pictures) and its answer. */
const question = (id: number, question: string, options: Quad, correct_option: 'A' | 'B' | 'C' | 'D') => {
  const [option_a, option_b, option_c, option_d] = options;
  const images = { option_a_image: null, option_b_image: null, option_c_image: null, option_d_image: null };
  return { id, question, option_a, option_b, option_c, option_d, ...images, correct_option };
};
type Quad = [string, string, string, string];

const quiz = (
  [id, categoryIds, day]: [number, number[], string],
  more: Audience,
  title: string,
  questions: Quiz['questions'],
  cover: string | null = null,
): Quiz => ({
  id,
  title,
  cover_image: cover && `/media/images/demo-${cover}.png`,
  category: categoryIds.map(categoryName).join(', '),
  categories: refs(categoryIds),
  linked_categories: categoryIds,
  questionCount: questions.length,
  ...audience(more),
  created_at: `${day}T11:00:00.000Z`,
  updated_at: `${day}T11:00:00.000Z`,
  questions,
});

export const adminQuizzes: Quiz[] = [
  quiz(
    [2, [4, 5], '2026-10-02'],
    ['all', true, 'both'],
    'Pillars of Islam',
    [
      question(3, 'How many pillars of Islam are there?', ['Three', 'Four', 'Five', 'Six'], 'C'),
      question(4, 'In which month do Muslims fast?', ['Ramadan', 'Shawwal', 'Muharram', 'Rajab'], 'A'),
    ],
    'pillars-quiz',
  ),
  quiz([1, [2], '2026-09-05'], ['6-8', true, 'en'], 'Prophets Quiz', [
    question(1, 'Which prophet was swallowed by a whale?', ['Musa', 'Yunus', 'Nuh', 'Isa'], 'B'),
    question(2, 'Which prophet built the Ark?', ['Ibrahim', 'Yusuf', 'Nuh', 'Dawud'], 'C'),
  ]),
];

/** A fixture worksheet, its file at /media/assignments/demo-<file>.pdf. */
const assignment = (
  [id, file, categoryId, video, dueDate, day]: [number, string, number, number | null, string, string],
  more: Audience,
  text: Pick<Assignment, 'title' | 'description'>,
  cover: string | null = null,
): Assignment => ({
  id,
  ...text,
  cover_image: cover && `/media/images/demo-${cover}.png`,
  category: categoryName(categoryId),
  categories: refs([categoryId]),
  created_at: `${day}T08:00:00.000Z`,
  video,
  dueDate,
  fileUrl: `/media/assignments/demo-${file}.pdf`,
  ...audience(more),
});

export const adminAssignments: Assignment[] = [
  assignment(
    [2, 'ramadan-chart', 4, null, '2026-12-15', '2026-10-20'],
    ['6-8', true, 'en'],
    {
      title: 'Ramadan Good Deeds Chart',
      description: 'Colour a star for every good deed you do each day of Ramadan.',
    },
    'ramadan-chart-cover',
  ),
  assignment([1, 'wudu-worksheet', 5, 2, '2026-12-01', '2026-09-21'], ['all', true, 'both'], {
    title: 'Wudu Steps Worksheet',
    description: 'Put the steps of wudu in the right order and colour the pictures.',
  }),
];

/** A fixture book, its thumbnail and file at /media under its demo name (the child's reader books too). */
export const book = (
  [id, name, format, categoryId, pages, day]: [number, string, Book['format'], number, number, string],
  more: Audience,
  title: string,
  author = 'Young Minds Team',
): Book => ({
  id,
  title,
  author,
  ...inCategory(categoryId),
  pages,
  thumbnail_url: `/media/images/demo-${name}.jpg`,
  fileUrl: `/media/books/demo-${name}.${format}`,
  format,
  reader_url: null,
  ...audience(more),
  created_at: `${day}T08:00:00.000Z`,
});

export const adminBooks: Book[] = [
  book([2, 'duas', 'pdf', 3, 32, '2026-10-05'], ['3-5', true, 'both'], 'My First Book of Duas'),
  book([1, 'neighbour', 'pdf', 1, 24, '2026-08-25'], ['all', false, 'en'], 'The Kind Neighbour', 'Amina Yusuf'),
];

/** A stored row as the service answers it: with the parent's status and days left on the day the mocks load. */
export function withParentView(row: Omit<Subscription, 'status' | 'days_left'>): Subscription {
  const today = todayIso();
  return { ...row, status: subscriptionStatusOf(row, today), days_left: subscriptionDaysLeft(row, today) };
}

/** A subscription to `plan` as the service stores it, with the parent's view on the day the mocks load. */
export const subscriptionRow = (
  [id, parent, start_date, end_date, is_active]: [number, Pick<Parent, 'id' | 'name'>, string, string, 0 | 1],
  plan: Pick<Plan, 'name' | 'price'>,
  created_at: string,
) =>
  withParentView({
    id,
    parent_id: parent.id,
    parent_name: parent.name,
    plan_name: plan.name,
    price: plan.price,
    start_date,
    end_date,
    is_active,
    cancelled_at: null,
    created_at,
  });

/** Subscriptions of the mock families (one no longer active), newest first: one Pro plan each, from the day they joined. */
export const adminSubscriptions: Subscription[] = (
  [
    [4, 8, '2026-10-28', '2027-04-28', 1],
    [3, 6, '2026-09-03', '2027-03-03', 1],
    [2, 4, '2026-07-19', '2027-01-19', 0],
    [1, 2, '2026-06-02', '2026-12-02', 1],
  ] as const
).map(([id, parentId, start, end, active]) => {
  const payer = adminParents.find((row) => row.id === parentId)!;
  return subscriptionRow([id, payer, start, end, active], proPlan, payer.created_at);
});

/** Income per view, oldest period first, as GET /api/admin/income answers (one 119.94 charge per registration). */
/** One period's points: its labels, and the periods (by index) with the charges made in them. */
const income = (labels: string, charges: Record<number, number> = {}): IncomePoint[] =>
  labels
    .split(',')
    .map((label, index) => ({ label, total: Math.round((charges[index] ?? 0) * periodCharge(proPlan) * 100) / 100 }));

/** Income per view, oldest period first, as GET /api/admin/income answers (one 119.94 charge per registration). */
export const adminIncome: Record<'monthly' | 'quarterly' | 'half-yearly' | 'yearly', IncomePoint[]> = {
  monthly: income(
    'Dec 2025,Jan 2026,Feb 2026,Mar 2026,Apr 2026,May 2026,Jun 2026,Jul 2026,Aug 2026,Sep 2026,Oct 2026,Nov 2026',
    { 6: 1, 7: 1, 9: 1, 10: 1 },
  ),
  quarterly: income('Q1 2026,Q2 2026,Q3 2026,Q4 2026', { 1: 1, 2: 2, 3: 1 }),
  'half-yearly': income('H1 2025,H2 2025,H1 2026,H2 2026', { 2: 1, 3: 3 }),
  yearly: income('2022,2023,2024,2025,2026', { 4: 4 }),
};

export const adminMockMessages = {
  parentNotFound: 'Parent not found.',
  childNotFound: 'Child not found.',
  subscriptionCancelled: 'Subscription cancelled.',
} as const;
