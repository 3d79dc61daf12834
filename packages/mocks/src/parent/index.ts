import type { HttpHandler } from 'msw';
import {
  addDays,
  type Subscription,
  addMonths,
  authEndpoints,
  childSettingsOf,
  findPlan,
  maxChildrenMessage,
  noSubscriptionMessage,
  paymentEndpoints,
  paymentNotFoundMessage,
  periodCharge,
  planActiveUntilMessage,
  priceChangedMessage,
  progressEndpoints,
  proPlan,
  receiptNumber,
  refundWindowHours,
  nextPeriod,
  sameAmount,
  subscriptionAlreadyCancelledMessage,
  subscriptionAlreadyEndedMessage,
  subscriptionCancelledMessage,
  subscriptionEndpoints,
  subscriptionRefundedMessage,
  subscriptionStatusOf,
  todayIso,
  usernameTakenMessage,
} from '@young-minds/contracts';
import { mockToken } from '../fixtures';
import { childRow, subscriptionRow, withParentView } from '../admin/fixtures';
import { adminMockState } from '../admin/state';
import {
  crudHandlers,
  definedOnly,
  MockHttpError,
  mockRoute,
  newestFirst,
  nextId,
  pageOfItems,
  replayableMockRoute,
} from '../kit';
import {
  childUser,
  editedChild,
  endHandOffsOf,
  loginTaken,
  loginsOf,
  mockState,
  refileAccount,
  removeAccounts,
} from '../state';
import { accountHandlers } from './account';
import { familyDeviceHandlers } from './family-device';
import { familyClockHandlers } from './family-clock';
import { parentMockMessages, paymentRow, progressReportOf } from './fixtures';
import { childrenOf, ownChild, parentMockState } from './state';
import { progressHandlers } from './progress';

export * from './account';
export * from './fixtures';
export * from './state';

/** The edited subscription in place of its row. */
const replaceSubscription = (subscription: Subscription) => {
  adminMockState.subscriptions = adminMockState.subscriptions.map((row) =>
    row.id === subscription.id ? subscription : row,
  );
};

/** The parent's current subscription: the active one that runs longest, else the latest (the service's rule). */
function currentSubscription(parentId: number, today = todayIso()): Subscription | undefined {
  const own = adminMockState.subscriptions.filter((row) => row.parent_id === parentId);
  const active = own
    .filter((row) => row.is_active === 1 && row.start_date <= today && today <= row.end_date)
    .sort((a, b) => b.end_date.localeCompare(a.end_date));
  return active[0] ?? [...own].sort(newestFirst)[0];
}

/**
 * Every call the parent area makes, as the auth, content and subscriptions services answer them, for the mock
 * family in `parentMockState` (children, payments) and `adminMockState.subscriptions`.
 */
export const parentHandlers: HttpHandler[] = [
  ...crudHandlers({
    endpoints: {
      get: authEndpoints.getOwnChild,
      create: authEndpoints.addChild,
      update: authEndpoints.updateOwnChild,
      remove: authEndpoints.removeOwnChild,
    },
    rows: () => parentMockState.children,
    notFound: parentMockMessages.childNotFound,
    // Another family's child is a 403, as the contract's `ownChild` rule answers (checked before the kit's lookup).
    visible: (child, user) => {
      if (child.parent_id !== user?.id) throw new MockHttpError(403, parentMockMessages.notOwner);
      return true;
    },
    create: ({ body, user }) => {
      const parent = user!;
      const family = parentMockState.children.filter((child) => child.parent_id === parent.id);
      if (family.length >= proPlan.max_children) throw new MockHttpError(409, maxChildrenMessage);
      if (loginTaken(body.username, 0)) throw new MockHttpError(409, usernameTakenMessage);
      const { password: _password, age_band, read_to_me, email: _none, ...fields } = body;
      const added = childRow([nextId(), body.name, body.age, body.username, parent.id, new Date().toISOString()], {
        ...definedOnly(fields),
        ...childSettingsOf(body.age, age_band ?? null, read_to_me ?? null),
        parent: parent.name,
      });
      refileAccount(childUser(added), body.password);
      return added;
    },
    update: { apply: (row, { body }) => editedChild(row, body) },
    remove: {
      after: (child) => {
        removeAccounts([child.id]);
        parentMockState.pictureCodes.delete(child.id);
      },
      message: parentMockMessages.childRemoved,
    },
  }),

  mockRoute(authEndpoints.listOwnChildren, ({ user }) => ({ data: childrenOf(user!.id) })),

  mockRoute(authEndpoints.changePassword, ({ body, user }) => {
    const entries = loginsOf(user!.id);
    const account = entries[0]?.[1];
    if (!account || account.password !== body.currentPassword)
      throw new MockHttpError(400, parentMockMessages.wrongCurrentPassword);
    for (const [, entry] of entries) entry.password = body.newPassword;
    endHandOffsOf(account.user.id);
    return { token: mockToken(account.user), user: account.user };
  }),

  mockRoute(progressEndpoints.child, ({ params, user }) => progressReportOf(ownChild(params.id, user))),

  mockRoute(subscriptionEndpoints.ownSubscription, ({ user }) => {
    const subscription = currentSubscription(user!.id);
    if (!subscription) throw new MockHttpError(404, noSubscriptionMessage);
    // Status and days left as of today, as the service computes them on every answer.
    return withParentView(subscription);
  }),

  // With an Idempotency-Key a repeat is answered again, never charged again (the shared replay of the mocks).
  replayableMockRoute(subscriptionEndpoints.subscribe, ({ body, user }) => {
    const parent = user!;
    const plan = findPlan(body.plan) ?? proPlan;
    const today = todayIso();
    // As the service: the total the parent confirmed must be the plan's, and a running plan renews only near its end.
    const total = periodCharge(plan);
    if (!sameAmount(body.expectedTotal, total)) throw new MockHttpError(409, priceChangedMessage(total));
    const current = currentSubscription(parent.id, today);
    const active = current && current.is_active === 1 && current.start_date <= today && today <= current.end_date;
    const next = nextPeriod(current ?? null, plan.duration_months, today);
    if (!next.open) throw new MockHttpError(409, planActiveUntilMessage(next.activeUntil));
    let subscription: Subscription;
    if (current && active) {
      subscription = withParentView({
        ...current,
        end_date: addMonths(current.end_date, plan.duration_months),
        cancelled_at: null,
      });
      replaceSubscription(subscription);
    } else {
      const end = addMonths(today, plan.duration_months);
      subscription = subscriptionRow([nextId(), parent, today, end, 1], plan, new Date().toISOString());
      adminMockState.subscriptions.push(subscription);
    }
    const payment = paymentRow(parentMockState.nextPaymentId++, new Date().toISOString(), {
      subscription: subscription.id,
      reference: `test_ch_${Date.now()}`,
      period: [current && active ? addDays(current.end_date, 1) : today, subscription.end_date],
      plan,
    });
    parentMockState.payments.unshift({ parentId: parent.id, payment });
    return { subscription, payment, renewed: Boolean(active) };
  }),

  mockRoute(paymentEndpoints.listOwnPayments, ({ query, user }) => {
    const own = parentMockState.payments
      .filter((entry) => entry.parentId === user?.id)
      .map((entry) => entry.payment)
      .sort(newestFirst);
    return pageOfItems(own, query.page, query.pageSize);
  }),

  mockRoute(paymentEndpoints.ownPaymentReceipt, ({ params, user }) => {
    const entry = parentMockState.payments.find(
      ({ parentId, payment }) => parentId === user?.id && payment.id === params.id,
    );
    if (!entry) throw new MockHttpError(404, paymentNotFoundMessage);
    const payer = [...mockState.accounts.values()].find((account) => account.user.id === entry.parentId)?.user;
    return {
      ...entry.payment,
      receipt_number: receiptNumber(entry.payment.id),
      payer_name: payer?.name ?? user!.name,
      payer_email: payer?.email ?? user!.email,
    };
  }),

  // The service's rules: within `refundWindowHours` of the latest succeeded payment, that payment is refunded and
  // access ends now; otherwise cancelled_at is set and access continues to the end date.
  mockRoute(subscriptionEndpoints.cancelOwnSubscription, ({ user }) => {
    const now = new Date();
    const today = todayIso(now);
    const current = currentSubscription(user!.id, today);
    if (!current) throw new MockHttpError(404, noSubscriptionMessage);
    const status = subscriptionStatusOf(current, today);
    if (status === 'cancelled') throw new MockHttpError(409, subscriptionAlreadyCancelledMessage);
    if (status === 'expired') throw new MockHttpError(409, subscriptionAlreadyEndedMessage);
    const at = now.toISOString();
    const latest = parentMockState.payments
      .filter(({ payment }) => payment.subscription_id === current.id && payment.status === 'succeeded')
      .filter(({ payment }) => payment.paid_at !== null)
      .sort((a, b) => b.payment.paid_at!.localeCompare(a.payment.paid_at!))[0];
    const refundable =
      latest !== undefined && now.getTime() - Date.parse(latest.payment.paid_at!) <= refundWindowHours * 3_600_000;
    const subscription = withParentView({
      ...current,
      is_active: refundable ? 0 : current.is_active,
      cancelled_at: at,
    });
    replaceSubscription(subscription);
    if (!refundable) {
      return {
        message: subscriptionCancelledMessage(subscription.end_date),
        subscription,
        refunded_payment: null,
      };
    }
    // The test-mode provider's refunds are named like this ('test_refund_<uuid>').
    const refund_reference = `test_refund_${latest.payment.id}_${now.getTime()}`;
    latest.payment = { ...latest.payment, status: 'refunded', refunded_at: at, refund_reference };
    return { message: subscriptionRefundedMessage, subscription, refunded_payment: latest.payment };
  }),

  ...accountHandlers,
  ...familyDeviceHandlers,
  ...progressHandlers,
  ...familyClockHandlers,
];
