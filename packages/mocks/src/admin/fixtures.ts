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
import { ageBandForAge, proPlan, subscriptionDaysLeft, subscriptionStatusOf, todayIso } from '@young-minds/contracts';

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

/** A child of a fixture parent, with the defaults a new child gets (age band following the age). */
function child([id, name, age, login, parentId, created_at]: [number, string, number, string, number, string]): Child {
  return {
    id,
    name,
    age,
    email: login.includes('@') ? login : null,
    username: login.includes('@') ? null : login,
    parent: adminParents.find((row) => row.id === parentId)!.name,
    parent_id: parentId,
    avatar: null,
    weekly_goal_minutes: 120,
    age_band: ageBandForAge(age),
    age_band_follows_age: true,
    music_free_only: false,
    created_at,
  };
}

export const adminChildren: Child[] = (
  [
    [3, 'Yusuf', 8, 'yusuf', 2, '2026-06-02T10:20:00.000Z'],
    [5, 'Maryam', 6, 'maryam.k', 2, '2026-06-02T10:25:00.000Z'],
    [7, 'Ibrahim', 10, 'ibrahim.s@example.com', 4, '2026-07-19T09:00:00.000Z'],
    [9, 'Zainab', 7, 'zainab.r', 6, '2026-09-03T17:30:00.000Z'],
  ] as const
).map((row) => child([...row]));

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

/** Subscriptions of the mock families (one no longer active), newest first: one Pro plan each, from the day they joined. */
export const adminSubscriptions: Subscription[] = (
  [
    [4, 8, '2026-10-28', '2027-04-28', 1],
    [3, 6, '2026-09-03', '2027-03-03', 1],
    [2, 4, '2026-07-19', '2027-01-19', 0],
    [1, 2, '2026-06-02', '2026-12-02', 1],
  ] as const
).map(([id, parentId, start_date, end_date, is_active]) => {
  const payer = adminParents.find((row) => row.id === parentId)!;
  return withParentView({
    id,
    parent_id: parentId,
    parent_name: payer.name,
    plan_name: proPlan.name,
    price: proPlan.price,
    start_date,
    end_date,
    is_active,
    cancelled_at: null,
    created_at: payer.created_at,
  });
});

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
