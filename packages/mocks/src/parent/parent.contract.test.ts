import {
  addDays,
  authEndpoints,
  planActiveUntilMessage,
  priceChangedMessage,
  todayIso,
  childSchema,
  errorBodySchema,
  idempotentReplayedHeader,
  maxChildrenMessage,
  paymentSchema,
  progressEndpoints,
  progressReportSchema,
  subscriptionEndpoints,
  paymentEndpoints,
  paymentNotFoundMessage,
  noSubscriptionMessage,
  subscriptionAlreadyCancelledMessage,
  subscriptionAlreadyEndedMessage,
  subscriptionCancelledMessage,
  subscriptionRefundedMessage,
  unsetLanguagePreferences,
  childHasNoEmailMessage,
} from '@young-minds/contracts';
import { parentMockState } from './state';
import { withParentView } from '../admin/fixtures';
import { adminMockState } from '../admin/state';
import { mockAccounts, mockToken } from '../fixtures';
import { createMockServer } from '../node';
import { mockState, resetMockState } from '../state';
import { familyChildren, familyPayments, parentMockMessages, progressReportOf } from './fixtures';

const parentToken = mockToken(mockAccounts.parent.user);
const childToken = mockToken(mockAccounts.child.user);
const otherParent = {
  id: 4,
  name: 'Omar Siddiqui',
  email: 'omar.siddiqui@example.com',
  role: 'parent',
  avatar: null,
  username: null,
  preferences: unsetLanguagePreferences,
} as const;
const otherParentToken = mockToken(otherParent);

describe('parent fixtures satisfy the contracts', () => {
  it('when the family is read, then three children, each with a report the schema accepts', () => {
    expect(familyChildren).toHaveLength(3);
    for (const child of familyChildren) {
      expect(childSchema.parse(child)).toEqual(child);
      const report = progressReportOf(child);
      expect(progressReportSchema.parse(report)).toEqual(report);
      expect(report.recent.length).toBeGreaterThan(0);
    }
  });

  it('when the payments are read, then the schema accepts each', () => {
    for (const payment of familyPayments) expect(paymentSchema.parse(payment)).toEqual(payment);
  });
});

describe('parent handlers answer like the services', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // Another family's parent, so ownership refusals are tested with a valid session.
  beforeEach(() => mockState.accounts.set(otherParent.email, { password: 'omar1234', user: { ...otherParent } }));
  afterEach(() => {
    server.resetHandlers();
    resetMockState();
  });
  afterAll(() => server.close());

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const token = options.token === undefined ? parentToken : options.token;
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`http://localhost${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  function expectError(answer: { status: number; body: unknown }, status: number, message?: string) {
    expect(answer.status).toBe(status);
    const body = errorBodySchema.parse(answer.body);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  const newChild = { name: 'Sara', age: 5, username: 'sara.k', password: 'sara123', avatar: 'bee' };

  it('when the parent lists their children, then the three of the family parse; a child or no token is refused', async () => {
    const answer = await call('GET', '/api/parent/children');
    expect(answer.status).toBe(200);
    const names = authEndpoints.listOwnChildren.response.parse(answer.body).data.map((child) => child.name);
    expect(names).toEqual(['Yusuf', 'Maryam', 'Hamza']);
    expectError(await call('GET', '/api/parent/children', { token: childToken }), 403);
    expectError(await call('GET', '/api/parent/children', { token: null }), 401);
  });

  it('when an email is sent for a child (added or edited), then 400 naming the field, and the child keeps none', async () => {
    const edited = await call('PUT', '/api/parent/children/3', { body: { email: 'someone@example.com' } });
    expectError(edited, 400, childHasNoEmailMessage);
    expect(errorBodySchema.parse(edited.body).fields).toEqual({ email: childHasNoEmailMessage });
    expectError(
      await call('POST', '/api/parent/add-child', { body: { ...newChild, email: 'someone@example.com' } }),
      400,
      childHasNoEmailMessage,
    );
    const child = authEndpoints.getOwnChild.response.parse((await call('GET', '/api/parent/children/3')).body);
    expect(child.email).toBeNull();
  });

  it('when a child is added, then 201 with the child; it can log in; a taken username is a 409', async () => {
    const answer = await call('POST', '/api/parent/add-child', { body: newChild });
    expect(answer.status).toBe(201);
    expect(authEndpoints.addChild.response.parse(answer.body)).toMatchObject({ name: 'Sara', username: 'sara.k' });
    const login = await call('POST', '/api/auth/login', {
      token: null,
      body: { email: 'sara.k', password: 'sara123' },
    });
    expect(login.status).toBe(200);
    expectError(
      await call('POST', '/api/parent/add-child', { body: { ...newChild, name: 'Other' } }),
      409,
      parentMockMessages.usernameTaken,
    );
    expectError(await call('POST', '/api/parent/add-child', { body: { ...newChild, username: 'yusuf' } }), 409);
  });

  it('when a sixth child is added, then 409 with the plan limit and nothing is stored', async () => {
    await call('POST', '/api/parent/add-child', { body: newChild });
    await call('POST', '/api/parent/add-child', { body: { ...newChild, username: 'sara.two' } });
    const refused = await call('POST', '/api/parent/add-child', { body: { ...newChild, username: 'sara.three' } });
    expectError(refused, 409, maxChildrenMessage);
    const list = authEndpoints.listOwnChildren.response.parse((await call('GET', '/api/parent/children')).body);
    expect(list.data).toHaveLength(5);
  });

  it("when a child is edited or removed, then the answer parses; another family's child is a 403, an unknown one a 404", async () => {
    const edited = await call('PUT', '/api/parent/children/5', { body: { name: 'Maryam K', age: 7 } });
    expect(authEndpoints.updateOwnChild.response.parse(edited.body)).toMatchObject({ name: 'Maryam K', age: 7 });
    expectError(await call('PUT', '/api/parent/children/5', { token: otherParentToken, body: { age: 7 } }), 403);
    expectError(await call('GET', '/api/parent/children/9999'), 404, parentMockMessages.childNotFound);
    const removed = await call('DELETE', '/api/parent/children/5');
    expect(removed.body).toEqual({ message: parentMockMessages.childRemoved });
    expectError(await call('GET', '/api/parent/children/5'), 404);
  });

  it("when the parent reads a child's progress, then the report parses; another family's child is a 403", async () => {
    const answer = await call('GET', '/api/progress/children/3');
    expect(progressEndpoints.child.response.parse(answer.body).child.name).toBe('Yusuf');
    expectError(await call('GET', '/api/progress/children/3', { token: otherParentToken }), 403);
  });

  it('when the password is changed, then the old one fails at login; a wrong current password is a 400', async () => {
    expectError(
      await call('POST', '/api/auth/change-password', { body: { currentPassword: 'nope', newPassword: 'fresh123' } }),
      400,
      parentMockMessages.wrongCurrentPassword,
    );
    const changed = await call('POST', '/api/auth/change-password', {
      body: { currentPassword: mockAccounts.parent.password, newPassword: 'fresh123' },
    });
    expect(authEndpoints.changePassword.response.parse(changed.body).user.id).toBe(mockAccounts.parent.user.id);
    const old = await call('POST', '/api/auth/login', {
      token: null,
      body: { email: mockAccounts.parent.login, password: mockAccounts.parent.password },
    });
    expect(old.status).toBe(401);
  });

  /** The mock parent's plan (row 1) ends `days` after today. */
  function ownPlanEndsIn(days: number) {
    adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
      row.parent_id === mockAccounts.parent.user.id
        ? withParentView({ ...row, end_date: addDays(todayIso(), days) })
        : row,
    );
  }

  it('when the parent renews with an Idempotency-Key twice, then one payment is made and the repeat is replayed', async () => {
    ownPlanEndsIn(10);
    const before = subscriptionEndpoints.ownSubscription.response.parse(
      (await call('GET', '/api/subscriptions/me')).body,
    );
    const headers = { 'Idempotency-Key': 'renew-1' };
    const first = await call('POST', '/api/subscriptions/subscribe', {
      body: { plan: 'Pro', expectedTotal: 119.94 },
      headers,
    });
    expect(first.status).toBe(201);
    const answer = subscriptionEndpoints.subscribe.response.parse(first.body);
    expect(answer.subscription.end_date > before.end_date || answer.subscription.start_date > before.start_date).toBe(
      true,
    );
    const repeat = await call('POST', '/api/subscriptions/subscribe', {
      body: { plan: 'Pro', expectedTotal: 119.94 },
      headers,
    });
    expect(repeat.headers.get(idempotentReplayedHeader)).toBe('true');
    expect(repeat.body).toEqual(first.body);
    const payments = paymentEndpoints.listOwnPayments.response.parse((await call('GET', '/api/payments/me')).body);
    expect(payments.total).toBe(familyPayments.length + 1);
    expect(payments.data[0]!.id).toBe(answer.payment.id);
  });

  it('when the plan runs more than 30 days more, then a renewal is a 409 with the end date, and nothing is paid', async () => {
    ownPlanEndsIn(31);
    const end = addDays(todayIso(), 31);
    const answer = await call('POST', '/api/subscriptions/subscribe', { body: { plan: 'Pro', expectedTotal: 119.94 } });
    expect(answer.status).toBe(409);
    expect(errorBodySchema.parse(answer.body).message).toBe(planActiveUntilMessage(end));
    expect(paymentEndpoints.listOwnPayments.response.parse((await call('GET', '/api/payments/me')).body).total).toBe(
      familyPayments.length,
    );
  });

  it('when the confirmed total is not the plan total, then 409 gives the price now; without it, 400', async () => {
    ownPlanEndsIn(10);
    const wrong = await call('POST', '/api/subscriptions/subscribe', { body: { plan: 'Pro', expectedTotal: 39 } });
    expect(wrong.status).toBe(409);
    expect(errorBodySchema.parse(wrong.body).message).toBe(priceChangedMessage(119.94));
    const missing = await call('POST', '/api/subscriptions/subscribe', { body: { plan: 'Pro' } });
    expect(missing.status).toBe(400);
    expect(errorBodySchema.parse(missing.body).message).toBe('Expected total is required.');
  });

  it("when the parent opens a receipt, then it parses with its number and payer; another family's is a 404", async () => {
    const answer = await call('GET', '/api/payments/me/1');
    expect(answer.status).toBe(200);
    expect(paymentEndpoints.ownPaymentReceipt.response.parse(answer.body)).toMatchObject({
      id: 1,
      receipt_number: 'YM-000001',
      payer_name: mockAccounts.parent.user.name,
      payer_email: mockAccounts.parent.user.email,
      period_start: '2026-06-02',
      period_end: '2026-12-02',
    });
    expectError(await call('GET', '/api/payments/me/1', { token: otherParentToken }), 404, paymentNotFoundMessage);
    expectError(await call('GET', '/api/payments/me/9999'), 404, paymentNotFoundMessage);
    expectError(await call('GET', '/api/payments/me/1', { token: childToken }), 403);
  });

  it('when the parent cancels long after the payment, then access continues to the end date and a second cancel is a 409', async () => {
    const answer = await call('POST', '/api/subscriptions/me/cancel');
    expect(answer.status).toBe(200);
    const cancelled = subscriptionEndpoints.cancelOwnSubscription.response.parse(answer.body);
    expect(cancelled.message).toBe(subscriptionCancelledMessage(cancelled.subscription.end_date));
    expect(cancelled.subscription).toMatchObject({ is_active: 1, status: 'cancelled' });
    expect(cancelled.subscription.cancelled_at).not.toBeNull();
    expect(cancelled.subscription.days_left).toBeGreaterThan(0);
    expect(cancelled.refunded_payment).toBeNull();
    const mine = subscriptionEndpoints.ownSubscription.response.parse(
      (await call('GET', '/api/subscriptions/me')).body,
    );
    expect(mine.status).toBe('cancelled');
    expectError(await call('POST', '/api/subscriptions/me/cancel'), 409, subscriptionAlreadyCancelledMessage);
    const payments = paymentEndpoints.listOwnPayments.response.parse((await call('GET', '/api/payments/me')).body);
    expect(payments.data.map((payment) => payment.status)).toEqual(['failed', 'succeeded']);
  });

  it('when the parent cancels within 7 days of the payment, then it is refunded and access ends now', async () => {
    const paidAt = new Date(Date.now() - 167 * 3_600_000).toISOString();
    for (const entry of parentMockState.payments)
      if (entry.payment.id === 1) entry.payment = { ...entry.payment, paid_at: paidAt };
    const answer = await call('POST', '/api/subscriptions/me/cancel');
    expect(answer.status).toBe(200);
    const cancelled = subscriptionEndpoints.cancelOwnSubscription.response.parse(answer.body);
    expect(cancelled.message).toBe(subscriptionRefundedMessage);
    expect(cancelled.subscription).toMatchObject({ is_active: 0, status: 'cancelled', days_left: 0 });
    expect(cancelled.refunded_payment).toMatchObject({ id: 1, status: 'refunded' });
    expect(cancelled.refunded_payment!.refunded_at).not.toBeNull();
    expect(cancelled.refunded_payment!.refund_reference).toMatch(/^test_refund_/);
    const receipt = paymentEndpoints.ownPaymentReceipt.response.parse((await call('GET', '/api/payments/me/1')).body);
    expect(receipt).toMatchObject({
      status: 'refunded',
      refunded_at: cancelled.refunded_payment!.refunded_at,
      refund_reference: cancelled.refunded_payment!.refund_reference,
    });
    expectError(await call('POST', '/api/subscriptions/me/cancel'), 409, subscriptionAlreadyCancelledMessage);
  });

  it('when the subscription has ended or there is none, then cancel is a 409 or a 404', async () => {
    expectError(
      await call('POST', '/api/subscriptions/me/cancel', { token: otherParentToken }),
      409,
      subscriptionAlreadyEndedMessage,
    );
    const newcomer = { ...otherParent, id: 99, email: 'newcomer@example.com', name: 'New Parent' };
    mockState.accounts.set(newcomer.email, { password: 'new12345', user: newcomer });
    expectError(
      await call('POST', '/api/subscriptions/me/cancel', { token: mockToken(newcomer) }),
      404,
      noSubscriptionMessage,
    );
    expectError(await call('POST', '/api/subscriptions/me/cancel', { token: childToken }), 403);
  });

  it('when another parent reads their payments, then they see none of this family', async () => {
    const answer = await call('GET', '/api/payments/me', { token: otherParentToken });
    expect(paymentEndpoints.listOwnPayments.response.parse(answer.body).total).toBe(0);
  });
});
