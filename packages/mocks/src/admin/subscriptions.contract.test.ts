import {
  endBeforeStartMessage,
  errorBodySchema,
  subscriptionEndpoints,
  subscriptionNotFoundMessage,
  subscriptionSchema,
} from '@young-minds/contracts';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { resetMockState } from '../state';
import { adminMockMessages, adminSubscriptions, withParentView } from './fixtures';
import { adminMockState } from './state';

const adminToken = mockToken(mockAccounts.admin.user);
const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);

describe('subscription fixtures satisfy the contracts', () => {
  it.each(adminSubscriptions.map((row) => [row.id, row] as const))(
    'when subscription %i is read, then the schema accepts it',
    (_id, row) => {
      expect(subscriptionSchema.parse(row)).toEqual(row);
    },
  );

  it('when the fixtures are listed as one page, then the list schema accepts it', () => {
    const page = { data: adminSubscriptions, total: adminSubscriptions.length, page: 1, pageSize: 10 };
    expect(subscriptionEndpoints.listSubscriptions.response.safeParse(page).success).toBe(true);
  });
});

describe('subscription handlers answer like the subscriptions service', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(
    method: 'GET' | 'PUT' | 'DELETE',
    path: string,
    options: { token?: string | null; body?: unknown } = {},
  ) {
    const token = options.token === undefined ? adminToken : options.token;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  const idsOf = (answer: { body: unknown }) =>
    subscriptionEndpoints.listSubscriptions.response.parse(answer.body).data.map((row) => row.id);

  it('when the admin lists subscriptions, then the page parses, newest first, searchable by parent name and paged', async () => {
    const answer = await call('GET', '/api/subscriptions?page=1&pageSize=10');
    expect(answer.status).toBe(200);
    expect(subscriptionEndpoints.listSubscriptions.response.parse(answer.body)).toMatchObject({
      total: 4,
      page: 1,
      pageSize: 10,
    });
    expect(idsOf(answer)).toEqual([4, 3, 2, 1]);
    expect(idsOf(await call('GET', '/api/subscriptions?search=OMAR'))).toEqual([2]);
    expect(idsOf(await call('GET', '/api/subscriptions?page=2&pageSize=3'))).toEqual([1]);
    expectError(await call('GET', '/api/subscriptions?pageSize=500'), 400);
  });

  it('when the admin edits only some fields, then 200 with the row as stored and the rest kept', async () => {
    const answer = await call('PUT', '/api/subscriptions/2', { body: { end_date: '2027-07-19', is_active: 1 } });
    expect(answer.status).toBe(200);
    // The status and days left follow the stored fields, as the service derives them.
    expect(subscriptionEndpoints.updateSubscription.response.parse(answer.body)).toEqual(
      withParentView({ ...adminSubscriptions[2]!, end_date: '2027-07-19', is_active: 1 }),
    );
    const plan = subscriptionEndpoints.updateSubscription.response.parse(
      (await call('PUT', '/api/subscriptions/2', { body: { plan_name: 'Pro', is_active: false } })).body,
    );
    expect(plan).toMatchObject({ plan_name: 'Pro', price: 19.99, is_active: 0 });
  });

  it.each([
    ['nothing', {}, 'Nothing to update.'],
    ['an unknown plan', { plan_name: 'Gold' }, 'Unknown plan: choose Pro.'],
    ['a date that does not exist', { start_date: '2026-02-30' }, 'Start date is not a real date.'],
    ['an end before the start', { start_date: '2026-05-02', end_date: '2026-05-01' }, endBeforeStartMessage],
    ['an end before the stored start', { end_date: '2026-01-01' }, endBeforeStartMessage],
    ['a start after the stored end', { start_date: '2028-01-01' }, endBeforeStartMessage],
  ])('when an edit sends %s, then 400 with the service text and nothing changes', async (_case, body, message) => {
    expectError(await call('PUT', '/api/subscriptions/1', { body }), 400, message);
    expect(adminMockState.subscriptions).toEqual(adminSubscriptions);
  });

  it('when an unknown subscription is edited or cancelled, then 404 with the service text', async () => {
    expectError(
      await call('PUT', '/api/subscriptions/999', { body: { is_active: 1 } }),
      404,
      subscriptionNotFoundMessage,
    );
    expectError(await call('DELETE', '/api/subscriptions/999'), 404, subscriptionNotFoundMessage);
    expectError(await call('DELETE', '/api/subscriptions/abc'), 400);
  });

  it("when the admin cancels, then 'Subscription cancelled.' with the row kept and inactive; cancelling again is harmless", async () => {
    const answer = await call('DELETE', '/api/subscriptions/3');
    expect(answer.status).toBe(200);
    expect(subscriptionEndpoints.cancelSubscription.response.parse(answer.body)).toEqual({
      message: adminMockMessages.subscriptionCancelled,
      subscription: { ...adminSubscriptions[1], is_active: 0, status: 'expired', days_left: 0 },
    });
    expect(idsOf(await call('GET', '/api/subscriptions'))).toEqual([4, 3, 2, 1]);
    const again = await call('DELETE', '/api/subscriptions/3');
    expect(subscriptionEndpoints.cancelSubscription.response.parse(again.body).subscription.is_active).toBe(0);
  });

  it.each([
    ['GET', '/api/subscriptions'],
    ['PUT', '/api/subscriptions/1'],
    ['DELETE', '/api/subscriptions/1'],
  ] as const)('when %s %s is called without a token, then 401 and nothing changes', async (method, path) => {
    expectError(await call(method, path, { token: null, body: method === 'PUT' ? { is_active: 0 } : undefined }), 401);
    expect(adminMockState.subscriptions).toEqual(adminSubscriptions);
  });

  it.each([
    ['GET', '/api/subscriptions', 'parent', parentToken],
    ['PUT', '/api/subscriptions/1', 'parent', parentToken],
    // Even their own (subscription 1 is the parent's): parents cancel through POST /api/subscriptions/me/cancel.
    ['DELETE', '/api/subscriptions/1', 'parent', parentToken],
    ['GET', '/api/subscriptions', 'child', childToken],
    ['DELETE', '/api/subscriptions/1', 'child', childToken],
  ] as const)(
    'when %s %s is called with a %s token, then 403 and nothing changes',
    async (method, path, _role, token) => {
      expectError(await call(method, path, { token, body: method === 'PUT' ? { is_active: 0 } : undefined }), 403);
      expect(adminMockState.subscriptions).toEqual(adminSubscriptions);
    },
  );
});
