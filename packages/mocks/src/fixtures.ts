import {
  type Blog,
  type ChildAvatar,
  type Plan,
  type PublicUser,
  type LoginResponse,
  type SessionResponse,
  proPlan,
  slugify,
  toPlan,
  unsetLanguagePreferences,
} from '@young-minds/contracts';

/** Fixtures for every call the shell and the public area make, typed by the contracts. */

const user = (
  id: number,
  name: string,
  role: PublicUser['role'],
  login: string,
  avatar: ChildAvatar | null = null,
) => ({
  id,
  name,
  email: login.includes('@') ? login : null,
  role,
  avatar,
  username: login.includes('@') ? null : login,
  preferences: unsetLanguagePreferences,
  // As the service: admins are confirmed, parents once they follow the emailed link, children never.
  emailVerified: role === 'admin',
});

/** Accounts the mock login knows (email or child username → password and user). */
const account = (password: string, ...details: Parameters<typeof user>) => ({
  login: details[3],
  password,
  user: user(...details),
});

export const mockAccounts = {
  admin: account('admin123', 1, 'Admin', 'admin', 'admin@youngminds.local'),
  parent: account('parent123', 2, 'Fatima Khan', 'parent', 'parent@example.com'),
  // His picture as his row in the parent fixtures has it (`familyChildren`), so `me` and the child's home agree.
  child: account('child123', 3, 'Yusuf', 'child', 'yusuf', 'falcon'),
  // A second admin, a scholar who reviews content (issue 35): the demo admin cannot approve what they wrote.
  reviewer: account('scholar123', 90, 'Shaykh Ibrahim', 'admin', 'scholar@youngminds.local'),
} as const satisfies Record<string, { login: string; password: string; user: PublicUser }>;

/** The bootstrap admin's setup code in QA mode (the real one is printed by `pnpm start`). */
export const mockSetupCode = 'QAQA-2345-6789-MOCK';

export const mockMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  noAdmin: 'No administrator account uses this email.',
  passwordAlreadySet: 'Password already set. Please login.',
  passwordSet: 'Password set successfully.',
  loggedOut: 'Logged out.',
  notFound: 'Blog post not found.',
  sessionEnded: 'Your session is no longer valid. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  loginRequired: 'Please log in to continue.',
} as const;

/** An email the mock register refuses as taken (409). */
export const takenEmail = 'taken@example.com';

/** A token-shaped string; the mocks only check that one is present. */
export function mockToken(user: Pick<PublicUser, 'id' | 'role'>): string {
  return `mock.${user.role}.${user.id}`;
}

export function sessionFor(user: PublicUser): SessionResponse {
  return { token: mockToken(user), user };
}

/** What each mock account's login answers (a remembered-device token included). */
export const loginResponses = {
  admin: { ...sessionFor(mockAccounts.admin.user), deviceToken: 'mock-device-admin' },
  parent: { ...sessionFor(mockAccounts.parent.user), deviceToken: 'mock-device-parent' },
  child: { ...sessionFor(mockAccounts.child.user), deviceToken: 'mock-device-child' },
} satisfies Record<string, LoginResponse>;

export function registerResponse(input: { name: string; email: string }, id = 100): SessionResponse {
  // Registration never charges and buys nothing: the plan is bought at the parent area's checkout.
  return sessionFor(user(id, input.name, 'parent', input.email.toLowerCase()));
}

export const planList: { data: Plan[] } = { data: [toPlan(proPlan)] };

/** A demo post by the team, published on its day, its banner at /media/images/<banner>.jpg. */
const post = (
  id: number,
  [title, category, day, banner]: [string, string, string, string],
  description: string,
): Blog => ({
  id,
  title,
  category,
  description,
  publish_date: day,
  banner_image: `/media/images/${banner}.jpg`,
  slug: slugify(title),
  author: 'Young Minds Team',
  is_published: true,
  created_at: `${day}T09:00:00.000Z`,
});

/** The three demo posts of the home page (the content service seeds the same titles). */
export const blogs: Blog[] = [
  post(
    3,
    ['Table Manners from the Sunnah', 'Manners', '2026-01-20', 'manners'],
    'Say Bismillah, eat with the right hand and from what is in front of you, and thank Allah afterwards. Small ' +
      'habits at the table teach gratitude and care for others.',
  ),
  post(
    2,
    ['Preparing Kids for Ramadan', 'Ramadan', '2026-01-13', 'ramadan'],
    'Ramadan is a month children can look forward to. Start early with a countdown calendar, practise short fasts, ' +
      'and make a family plan for reading and giving charity together.',
  ),
  post(
    1,
    ['Teaching Kindness to Neighbours', 'Manners', '2026-01-06', 'kindness'],
    'The Prophet (peace be upon him) taught that a good neighbour is part of a good faith. Here are simple ways to ' +
      'practise kindness next door with your children: a shared plate of food, a friendly greeting, and a helping hand.',
  ),
];
