import type {
  Assignment,
  Book,
  Category,
  Child,
  IncomePoint,
  Parent,
  Quiz,
  Subscription,
  Video,
} from '@young-minds/contracts';
import { proPlan, subscriptionDaysLeft, subscriptionStatusOf, todayIso } from '@young-minds/contracts';

/**
 * The admin area's mock data: a platform a few months old, with families, content in every category and a
 * year of payments. Every fixture is typed by the contracts and parsed with the response schemas in the
 * admin contract tests, so QA sees what the services would answer.
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

export const adminParents: Parent[] = [
  {
    id: 2,
    name: 'Fatima Khan',
    email: 'parent@example.com',
    phone: '+44 20 7946 0101',
    created_at: '2026-06-02T10:15:00.000Z',
  },
  {
    id: 4,
    name: 'Omar Siddiqui',
    email: 'omar.siddiqui@example.com',
    phone: '+1 555 0134',
    created_at: '2026-07-19T08:40:00.000Z',
  },
  {
    id: 6,
    name: 'Aisha Rahman',
    email: 'aisha.rahman@example.com',
    phone: '+971 4 555 0199',
    created_at: '2026-09-03T17:05:00.000Z',
  },
  { id: 8, name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phone: null, created_at: '2026-10-28T12:00:00.000Z' },
];

export const adminChildren: Child[] = [
  {
    id: 3,
    name: 'Yusuf',
    age: 8,
    email: null,
    username: 'yusuf',
    parent: 'Fatima Khan',
    parent_id: 2,
    avatar: null,
    weekly_goal_minutes: 120,
    age_band: '6-8',
    age_band_follows_age: true,
    music_free_only: false,
    created_at: '2026-06-02T10:20:00.000Z',
  },
  {
    id: 5,
    name: 'Maryam',
    age: 6,
    email: null,
    username: 'maryam.k',
    parent: 'Fatima Khan',
    parent_id: 2,
    avatar: null,
    weekly_goal_minutes: 120,
    age_band: '6-8',
    age_band_follows_age: true,
    music_free_only: false,
    created_at: '2026-06-02T10:25:00.000Z',
  },
  {
    id: 7,
    name: 'Ibrahim',
    age: 10,
    email: 'ibrahim.s@example.com',
    username: null,
    parent: 'Omar Siddiqui',
    parent_id: 4,
    avatar: null,
    weekly_goal_minutes: 120,
    age_band: '9-12',
    age_band_follows_age: true,
    music_free_only: false,
    created_at: '2026-07-19T09:00:00.000Z',
  },
  {
    id: 9,
    name: 'Zainab',
    age: 7,
    email: null,
    username: 'zainab.r',
    parent: 'Aisha Rahman',
    parent_id: 6,
    avatar: null,
    weekly_goal_minutes: 120,
    age_band: '6-8',
    age_band_follows_age: true,
    music_free_only: false,
    created_at: '2026-09-03T17:30:00.000Z',
  },
];

export const adminVideos: Video[] = [
  {
    id: 3,
    title: 'The Story of Prophet Yunus',
    description: 'Prophet Yunus (peace be upon him) and the whale: patience, and turning back to Allah in hard times.',
    category: 'Prophets',
    category_id: 2,
    video_url: '/media/videos/demo-yunus.webm',
    thumbnail_url: '/media/images/demo-yunus.jpg',
    captions_url: null,
    age_band: '6-8',
    music_free: false,
    language: 'en',
    created_at: '2026-10-12T09:00:00.000Z',
  },
  {
    id: 2,
    title: 'Learning Wudu Step by Step',
    description: 'Follow along as Yusuf learns each step of wudu before salah.',
    category: 'Salah',
    category_id: 5,
    video_url: '/media/videos/demo-wudu.webm',
    thumbnail_url: '/media/images/demo-wudu.jpg',
    captions_url: '/media/captions/demo-wudu.vtt',
    age_band: 'all',
    music_free: true,
    language: 'both',
    created_at: '2026-09-20T09:00:00.000Z',
  },
  {
    id: 1,
    title: 'Saying Salam with a Smile',
    description: 'Why we greet everyone with salam, and how a smile is charity.',
    category: 'Akhlaq (Manners)',
    category_id: 1,
    video_url: '/media/videos/demo-salam.webm',
    thumbnail_url: '/media/images/demo-salam.jpg',
    captions_url: null,
    age_band: '3-5',
    music_free: true,
    language: 'en',
    created_at: '2026-08-30T09:00:00.000Z',
  },
];

const question = (
  id: number,
  text: string,
  a: string,
  b: string,
  c: string,
  d: string,
  correct: 'A' | 'B' | 'C' | 'D',
) => ({
  id,
  question: text,
  option_a: a,
  option_b: b,
  option_c: c,
  option_d: d,
  correct_option: correct,
});

export const adminQuizzes: Quiz[] = [
  {
    id: 2,
    title: 'Pillars of Islam',
    category: 'Ramadan, Salah',
    categories: refs([4, 5]),
    linked_categories: [4, 5],
    questionCount: 2,
    age_band: 'all',
    music_free: true,
    language: 'both',
    created_at: '2026-10-02T11:00:00.000Z',
    updated_at: '2026-10-02T11:00:00.000Z',
    questions: [
      question(3, 'How many pillars of Islam are there?', 'Three', 'Four', 'Five', 'Six', 'C'),
      question(4, 'In which month do Muslims fast?', 'Ramadan', 'Shawwal', 'Muharram', 'Rajab', 'A'),
    ],
  },
  {
    id: 1,
    title: 'Prophets Quiz',
    category: 'Prophets',
    categories: refs([2]),
    linked_categories: [2],
    questionCount: 2,
    age_band: '6-8',
    music_free: true,
    language: 'en',
    created_at: '2026-09-05T11:00:00.000Z',
    updated_at: '2026-09-05T11:00:00.000Z',
    questions: [
      question(1, 'Which prophet was swallowed by a whale?', 'Musa', 'Yunus', 'Nuh', 'Isa', 'B'),
      question(2, 'Which prophet built the Ark?', 'Ibrahim', 'Yusuf', 'Nuh', 'Dawud', 'C'),
    ],
  },
];

export const adminAssignments: Assignment[] = [
  {
    id: 2,
    title: 'Ramadan Good Deeds Chart',
    description: 'Colour a star for every good deed you do each day of Ramadan.',
    category: 'Ramadan',
    categories: refs([4]),
    created_at: '2026-10-20T08:00:00.000Z',
    video: null,
    dueDate: '2026-12-15',
    fileUrl: '/media/assignments/demo-ramadan-chart.pdf',
    age_band: '6-8',
    music_free: true,
    language: 'en',
  },
  {
    id: 1,
    title: 'Wudu Steps Worksheet',
    description: 'Put the steps of wudu in the right order and colour the pictures.',
    category: 'Salah',
    categories: refs([5]),
    created_at: '2026-09-21T08:00:00.000Z',
    video: 2,
    dueDate: '2026-12-01',
    fileUrl: '/media/assignments/demo-wudu-worksheet.pdf',
    age_band: 'all',
    music_free: true,
    language: 'both',
  },
];

export const adminBooks: Book[] = [
  {
    id: 2,
    title: 'My First Book of Duas',
    author: 'Young Minds Team',
    category: 'Quran',
    category_id: 3,
    pages: 32,
    thumbnail_url: '/media/images/demo-duas.jpg',
    fileUrl: '/media/books/demo-duas.pdf',
    format: 'pdf',
    reader_url: null,
    age_band: '3-5',
    music_free: true,
    language: 'both',
    created_at: '2026-10-05T08:00:00.000Z',
  },
  {
    id: 1,
    title: 'The Kind Neighbour',
    author: 'Amina Yusuf',
    category: 'Akhlaq (Manners)',
    category_id: 1,
    pages: 24,
    thumbnail_url: '/media/images/demo-neighbour.jpg',
    fileUrl: '/media/books/demo-neighbour.pdf',
    format: 'pdf',
    reader_url: null,
    age_band: 'all',
    music_free: false,
    language: 'en',
    created_at: '2026-08-25T08:00:00.000Z',
  },
];

/** A stored row as the service answers it: with the parent's status and days left on the day the mocks load. */
export function withParentView(row: Omit<Subscription, 'status' | 'days_left'>): Subscription {
  const today = todayIso();
  return { ...row, status: subscriptionStatusOf(row, today), days_left: subscriptionDaysLeft(row, today) };
}

/** Subscriptions of the mock families (one cancelled), newest first. */
export const adminSubscriptions: Subscription[] = (
  [
    {
      id: 4,
      parent_id: 8,
      parent_name: 'Bilal Ahmed',
      plan_name: proPlan.name,
      price: proPlan.price,
      start_date: '2026-10-28',
      end_date: '2027-04-28',
      is_active: 1,
      cancelled_at: null,
      created_at: '2026-10-28T12:00:00.000Z',
    },
    {
      id: 3,
      parent_id: 6,
      parent_name: 'Aisha Rahman',
      plan_name: proPlan.name,
      price: proPlan.price,
      start_date: '2026-09-03',
      end_date: '2027-03-03',
      is_active: 1,
      cancelled_at: null,
      created_at: '2026-09-03T17:05:00.000Z',
    },
    {
      id: 2,
      parent_id: 4,
      parent_name: 'Omar Siddiqui',
      plan_name: proPlan.name,
      price: proPlan.price,
      start_date: '2026-07-19',
      end_date: '2027-01-19',
      is_active: 0,
      cancelled_at: null,
      created_at: '2026-07-19T08:40:00.000Z',
    },
    {
      id: 1,
      parent_id: 2,
      parent_name: 'Fatima Khan',
      plan_name: proPlan.name,
      price: proPlan.price,
      start_date: '2026-06-02',
      end_date: '2026-12-02',
      is_active: 1,
      cancelled_at: null,
      created_at: '2026-06-02T10:15:00.000Z',
    },
  ] as const satisfies Omit<Subscription, 'status' | 'days_left'>[]
).map(withParentView);

/** Income per view, oldest period first, as GET /api/admin/income answers (one 119.94 charge per registration). */
export const adminIncome: Record<'monthly' | 'quarterly' | 'half-yearly' | 'yearly', IncomePoint[]> = {
  monthly: [
    { label: 'Dec 2025', total: 0 },
    { label: 'Jan 2026', total: 0 },
    { label: 'Feb 2026', total: 0 },
    { label: 'Mar 2026', total: 0 },
    { label: 'Apr 2026', total: 0 },
    { label: 'May 2026', total: 0 },
    { label: 'Jun 2026', total: 119.94 },
    { label: 'Jul 2026', total: 119.94 },
    { label: 'Aug 2026', total: 0 },
    { label: 'Sep 2026', total: 119.94 },
    { label: 'Oct 2026', total: 119.94 },
    { label: 'Nov 2026', total: 0 },
  ],
  quarterly: [
    { label: 'Q1 2026', total: 0 },
    { label: 'Q2 2026', total: 119.94 },
    { label: 'Q3 2026', total: 239.88 },
    { label: 'Q4 2026', total: 119.94 },
  ],
  'half-yearly': [
    { label: 'H1 2025', total: 0 },
    { label: 'H2 2025', total: 0 },
    { label: 'H1 2026', total: 119.94 },
    { label: 'H2 2026', total: 359.82 },
  ],
  yearly: [
    { label: '2022', total: 0 },
    { label: '2023', total: 0 },
    { label: '2024', total: 0 },
    { label: '2025', total: 0 },
    { label: '2026', total: 479.76 },
  ],
};

export const adminMockMessages = {
  parentNotFound: 'Parent not found.',
  childNotFound: 'Child not found.',
  subscriptionCancelled: 'Subscription cancelled.',
} as const;
