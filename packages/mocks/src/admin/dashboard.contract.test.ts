import { errorBodySchema, incomeEndpoints, incomeViews, statsEndpoints } from '@young-minds/contracts';
import { mockAccounts, mockMessages, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { adminStatsNow } from './dashboard';
import { adminChildren, adminIncome, adminParents } from './fixtures';
import { adminMockState } from './state';

/**
 * The dashboard mocks answer as the services do: totals counted from the data (content service) and income per
 * period (subscriptions service); every answer satisfies the endpoint's schema, errors the error body.
 */
const base = 'http://localhost';
const tokens = {
  admin: mockToken(mockAccounts.admin.user),
  parent: mockToken(mockAccounts.parent.user),
  child: mockToken(mockAccounts.child.user),
};
type Caller = keyof typeof tokens | 'anonymous';

async function call(method: string, path: string, as: Caller = 'admin') {
  const headers: Record<string, string> = as === 'anonymous' ? {} : { authorization: `Bearer ${tokens[as]}` };
  const response = await fetch(`${base}${path}`, { method, headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

function errorOf(answer: { status: number; body: unknown }, status: number): string {
  expect(answer.status).toBe(status);
  return errorBodySchema.parse(answer.body).message;
}

describe('dashboard fixtures satisfy the contracts', () => {
  it.each(incomeViews)('when the %s income fixture is read, then it is a contract answer', (view) => {
    expect(incomeEndpoints.income.response.parse(adminIncome[view])).toEqual(adminIncome[view]);
  });

  it('when the totals are counted from the fixtures, then they are a contract answer', () => {
    expect(statsEndpoints.adminStats.response.parse(adminStatsNow())).toEqual({
      totalUsers: adminParents.length + adminChildren.length,
      videos: 3,
      assignments: 2,
      quizzes: 2,
    });
  });
});

describe('dashboard handlers answer as the services', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  it('when nobody is logged in, then both calls are 401; a parent or a child gets 403', async () => {
    for (const path of ['/api/admin/stats', '/api/admin/income?view=monthly']) {
      expect(errorOf(await call('GET', path, 'anonymous'), 401)).toBe(mockMessages.loginRequired);
      expect(errorOf(await call('GET', path, 'parent'), 403)).toBe(mockMessages.forbidden);
      expect(errorOf(await call('GET', path, 'child'), 403)).toBe(mockMessages.forbidden);
    }
  });

  it('when an admin asks for the totals, then they are counted from the data: users are parents plus children', async () => {
    const first = await call('GET', '/api/admin/stats');
    expect(first.status).toBe(200);
    expect(statsEndpoints.adminStats.response.parse(first.body)).toEqual({
      totalUsers: 8,
      videos: 3,
      assignments: 2,
      quizzes: 2,
    });

    adminMockState.videos = [];
    adminMockState.children = adminMockState.children.slice(1);
    const after = statsEndpoints.adminStats.response.parse((await call('GET', '/api/admin/stats')).body);
    expect(after).toEqual({ totalUsers: 7, videos: 0, assignments: 2, quizzes: 2 });
  });

  it.each(incomeViews)(
    'when an admin asks for the %s income, then the points of that view come back, oldest first',
    async (view) => {
      const answer = await call('GET', `/api/admin/income?view=${view}`);
      expect(answer.status).toBe(200);
      expect(incomeEndpoints.income.response.parse(answer.body)).toEqual(adminIncome[view]);
    },
  );

  it('when the view is missing or written as the selector shows it, then monthly and Quarterly are understood', async () => {
    expect(incomeEndpoints.income.response.parse((await call('GET', '/api/admin/income')).body)).toEqual(
      adminIncome.monthly,
    );
    expect(incomeEndpoints.income.response.parse((await call('GET', '/api/admin/income?view=Quarterly')).body)).toEqual(
      adminIncome.quarterly,
    );
  });

  it('when the view is unknown, then 400 says which views exist', async () => {
    expect(errorOf(await call('GET', '/api/admin/income?view=weekly'), 400)).toBe(
      'View must be monthly, quarterly, half-yearly or yearly.',
    );
  });
});
