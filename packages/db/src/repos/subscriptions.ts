import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { addDays, addMonths } from '@young-minds/contracts';
import type { SubscriptionModel } from '../models';
import type { RepoContext } from './context';
import { type OutgoingEmail, writeOutboxEmails } from './email-outbox';
import { createIdempotencyKeysRepo } from './idempotency-keys';
import { insertPayment, type NewSubscriptionPayment, type PaymentRecord } from './payments';
import {
  type AggregateRow,
  containsLiteral,
  definedFields,
  findAggregateRows,
  findRow,
  findRows,
  limitAndOffset,
  readRow,
  selectAttributes,
  toNullableString,
  type Page,
  type PageRequest,
  type Row,
  type WriteResult,
} from './rows';

export type { IdempotencyKeyClaim, IdempotencyKeyState, IdempotencyKeysRepo, StoredResponse } from './idempotency-keys';

/** A subscription; `startDate` and `endDate` (the last day covered) are 'YYYY-MM-DD'. */
export type SubscriptionRecord = Row<SubscriptionModel>;

/** A subscription with its parent's name (null when the parent account is gone), as lists show it. */
export interface SubscriptionWithParent extends SubscriptionRecord {
  parentName: string | null;
}

export interface NewSubscription {
  planName: string;
  price: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  endDate: string;
}

/** What an admin's edit may change; undefined fields are left alone. */
export interface SubscriptionPatch {
  planName?: string;
  price?: number;
  startDate?: string;
  endDate?: string;
  isActive?: boolean;
}

/** One paid period of a plan, bought by a parent (subscribe or renew). */
export interface PaidPeriod {
  parentId: number;
  planName: string;
  price: number;
  durationMonths: number;
  /**
   * A running subscription is extended only when it ends within this many days of `today`; otherwise nothing is
   * written (`renewalNotOpen`, with its end date).
   */
  renewalWindowDays: number;
  /** The caller's calendar day, 'YYYY-MM-DD': a new subscription starts on it. */
  today: string;
  /** The succeeded charge that pays for the period. */
  payment: NewSubscriptionPayment;
  /** The emails the purchase causes (the receipt), written in its transaction from what was recorded. */
  emails?: (recorded: PaidPeriodResult) => readonly OutgoingEmail[];
}

/** Who a family's money emails go to: the parent's name, address and language. */
export interface ParentRecipient {
  name: string;
  email: string;
  locale: string | null;
}

/** A running, uncancelled subscription ending soon, with its parent (the renewal reminder). */
export interface EndingSubscription {
  subscriptionId: number;
  planName: string;
  endDate: string;
  parent: ParentRecipient;
}

export interface PaidPeriodResult {
  subscription: SubscriptionRecord;
  payment: PaymentRecord;
  /** True when an active subscription was extended, false when a new one was started. */
  renewed: boolean;
}

export type SubscriptionUpdateResult = WriteResult<{ subscription: SubscriptionWithParent }, 'notFound'>;
/** `notRunning`: already cancelled, switched off, or not the state the caller saw (nothing is written). */
export type ParentCancelResult = WriteResult<object, 'notRunning'>;

/**
 * A cancel within the money-back guarantee: the subscription ends now and its payment is marked refunded,
 * with the provider's reference of the refund.
 */
export interface RefundedCancel {
  subscriptionId: number;
  paymentId: number;
  at: Date;
  refundReference: string;
  /** The emails the refund causes (its confirmation), written in its transaction. */
  emails?: readonly OutgoingEmail[];
}
export type PaidPeriodWriteResult =
  WriteResult<PaidPeriodResult, 'parentNotFound'> | { ok: false; reason: 'renewalNotOpen'; endDate: string };

type SubscriptionWhere = WhereOptions<SubscriptionModel>;

export function createSubscriptionsRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction, now, principalsChanged, rawSelect } = context;
  const { Subscription, User, Payment } = models;
  // The admin's list searches the parent's name.
  const lists = context.listCache(Subscription, User);

  /** Locks the parent's row, so one family's purchases and cancels run one after the other. */
  function lockParent(parentId: number, transaction: Transaction) {
    return findRow(User, {
      where: { id: parentId, role: 'parent' },
      attributes: ['id'],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
  }

  /** A row read with the `parent` include (raw rows name the included column 'parent.name'). */
  function toSubscriptionWithParent(row: AggregateRow): SubscriptionWithParent {
    return { ...readRow(Subscription, row), parentName: toNullableString(row['parent.name']) };
  }
  const newestFirst: [string, string][] = [
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ];
  const runsLongestFirst: [string, string][] = [
    ['endDate', 'DESC'],
    ['id', 'DESC'],
  ];

  /** The parent's name comes along through a LEFT JOIN (an INNER JOIN when `parentWhere` filters on it). */
  function withParent(parentWhere?: WhereOptions) {
    const parent = { model: User, as: 'parent', attributes: ['name'] };
    return [
      parentWhere === undefined ? { ...parent, required: false } : { ...parent, required: true, where: parentWhere },
    ];
  }

  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const subscriptionColumns = selectAttributes(sequelize, Subscription, 's');
  /** Whether a row of `s` still runs on the day bound to its `?`: active, not ended before it. */
  const running = '(s.is_active = 1 AND s.end_date >= ?)';

  async function findWithParent(where: SubscriptionWhere, order = newestFirst): Promise<SubscriptionWithParent | null> {
    const [row] = await findAggregateRows(Subscription, { where, include: withParent(), order, limit: 1 });
    return row ? toSubscriptionWithParent(row) : null;
  }

  /** The active subscription that covers `today` or later, the one that runs longest, read inside `transaction`. */
  function runningFor(parentId: number, today: string, transaction: Transaction): Promise<SubscriptionRecord | null> {
    return findRow(Subscription, {
      where: { parentId, isActive: true, endDate: { [Op.gte]: today } },
      order: runsLongestFirst,
      transaction,
    });
  }

  /**
   * Tells the session caches (`principalsChanged`) that the family's access may have changed: the content service
   * keeps a child's "subscribed today" with its session, so a plan switched off or cut short must reach it.
   */
  async function familyAccessChanged(parentId: number): Promise<void> {
    const children = await findRows(User, { where: { parentId }, attributes: ['id'] });
    await principalsChanged([parentId, ...children.map((child) => child.id)]);
  }

  async function update(id: number, patch: SubscriptionPatch): Promise<SubscriptionUpdateResult> {
    const values = definedFields(patch);
    const [updated] = await writeTransaction((transaction) =>
      Subscription.update(values, { where: { id }, transaction }),
    );
    // Should a driver count only rows whose values changed, an edit to the same values still finds its row.
    if (updated === 0 && !(await findRow(Subscription, { where: { id }, attributes: ['id'] })))
      return { ok: false, reason: 'notFound' };
    const subscription = await findWithParent({ id });
    if (subscription) await familyAccessChanged(subscription.parentId);
    return subscription ? { ok: true, subscription } : { ok: false, reason: 'notFound' };
  }

  return {
    /**
     * The parent's subscription that is active and covers `today` ('YYYY-MM-DD', the caller's calendar day),
     * the one that runs longest when several do; null when none does.
     */
    activeForParent(parentId: number, today: string): Promise<SubscriptionRecord | null> {
      return findRow(Subscription, {
        where: {
          parentId,
          isActive: true,
          startDate: { [Op.lte]: today },
          endDate: { [Op.gte]: today },
        },
        order: runsLongestFirst,
      });
    },

    /**
     * The subscription a parent's screen shows: the active one that has not ended by `today` (the one that
     * runs longest), otherwise the most recently created one; null when the parent never had one.
     */
    async currentForParent(parentId: number, today: string): Promise<SubscriptionWithParent | null> {
      // One raw statement (a parent's screen and every plan check read it): the running rows first, longest first
      // (`runsLongestFirst`), then the rest newest first (`newestFirst`).
      const [row] = await rawSelect(
        `SELECT ${subscriptionColumns}, parent.name AS ${quote('parent.name')} FROM subscriptions s ` +
          'LEFT JOIN users parent ON parent.id = s.parent_id WHERE s.parent_id = ? ORDER BY ' +
          `${running} DESC, CASE WHEN ${running} THEN s.end_date END DESC, CASE WHEN ${running} THEN s.id END DESC, ` +
          's.created_at DESC, s.id DESC LIMIT 1',
        [parentId, today, today, today],
      );
      return row ? toSubscriptionWithParent(row) : null;
    },

    findById(id: number): Promise<SubscriptionWithParent | null> {
      return findWithParent({ id });
    },

    /** Every subscription, newest first, with the parent's name; `search` matches the parent's name. */
    async list({ search, ...request }: PageRequest): Promise<Page<SubscriptionWithParent>> {
      const term = search?.trim();
      const parentWhere = term ? { [Op.and]: [containsLiteral(sequelize, 'parent.name', term)] } : undefined;
      const include = withParent(parentWhere);
      const [rows, total] = await Promise.all([
        findAggregateRows(Subscription, { include, order: newestFirst, ...limitAndOffset(request) }),
        lists.count(JSON.stringify([term]), () => Subscription.count({ include })),
      ]);
      return { rows: rows.map(toSubscriptionWithParent), total };
    },

    /** Applies the patch; the subscription as stored. */
    update,

    /** The parent's name, address and language, for the emails about the family's money; null without an address. */
    async recipientOf(parentId: number): Promise<ParentRecipient | null> {
      const parent = await findRow(User, {
        where: { id: parentId, role: 'parent' },
        attributes: ['name', 'email', 'locale'],
      });
      if (!parent?.email) return null;
      return { name: parent.name, email: parent.email, locale: parent.locale };
    },

    /**
     * Subscriptions still running and not cancelled whose last day falls from `from` to `to` ('YYYY-MM-DD', both
     * included), with their parents: the plans about to end (none renews by itself; a cancelled one was told its
     * last day when cancelled). A scan of the subscriptions (one row per family's plan), run hourly at most.
     */
    async endingBetween(from: string, to: string): Promise<EndingSubscription[]> {
      const rows = await findAggregateRows(Subscription, {
        where: { isActive: true, cancelledAt: null, endDate: { [Op.gte]: from, [Op.lte]: to } },
        include: [
          {
            model: User,
            as: 'parent',
            attributes: ['name', 'email', 'locale'],
            required: true,
            where: { role: 'parent' },
          },
        ],
        order: [['id', 'ASC']],
      });
      const ending: EndingSubscription[] = [];
      for (const row of rows) {
        const record = readRow(Subscription, row);
        const email = toNullableString(row['parent.email']);
        if (!email) continue;
        ending.push({
          subscriptionId: record.id,
          planName: record.planName,
          endDate: record.endDate,
          parent: { name: String(row['parent.name']), email, locale: toNullableString(row['parent.locale']) },
        });
      }
      return ending;
    },

    /** `Idempotency-Key`s of subscribe/renew: a repeated request is answered again, never charged again. */
    idempotencyKeys: createIdempotencyKeysRepo(context),

    /** Cancels: the row stays (inactive) and so do its payments. */
    cancel(id: number): Promise<SubscriptionUpdateResult> {
      return update(id, { isActive: false });
    },

    /**
     * A parent's cancel without a refund: `cancelledAt` is set and the subscription stays active to its end date.
     * `notRunning` when it is already cancelled or switched off.
     */
    cancelAtPeriodEnd(id: number, at: Date, emails: readonly OutgoingEmail[] = []): Promise<ParentCancelResult> {
      return writeTransaction(async (transaction): Promise<ParentCancelResult> => {
        const [updated] = await Subscription.update(
          { cancelledAt: at },
          { where: { id, isActive: true, cancelledAt: null }, transaction },
        );
        if (updated === 0) return { ok: false, reason: 'notRunning' };
        await writeOutboxEmails(models, transaction, emails, now());
        return { ok: true };
      });
    },

    /**
     * A parent's cancel within the money-back guarantee, in one transaction: the subscription ends now
     * (`isActive` off, `cancelledAt` set) and the payment is marked refunded. `notRunning` (nothing written) when
     * the subscription is no longer running uncancelled or the payment no longer succeeded.
     */
    async cancelWithRefund({
      subscriptionId,
      paymentId,
      at,
      refundReference,
      emails = [],
    }: RefundedCancel): Promise<ParentCancelResult> {
      let parentId: number | undefined;
      const result = await writeTransaction(async (transaction): Promise<ParentCancelResult> => {
        const subscription = await findRow(Subscription, { where: { id: subscriptionId }, transaction });
        if (!subscription || !(await lockParent(subscription.parentId, transaction)))
          return { ok: false, reason: 'notRunning' };
        const [stillRunning, stillPaid] = await Promise.all([
          Subscription.count({ where: { id: subscriptionId, isActive: true, cancelledAt: null }, transaction }),
          Payment.count({ where: { id: paymentId, subscriptionId, status: 'succeeded' }, transaction }),
        ]);
        if (stillRunning === 0 || stillPaid === 0) return { ok: false, reason: 'notRunning' };
        await Subscription.update({ isActive: false, cancelledAt: at }, { where: { id: subscriptionId }, transaction });
        await Payment.update(
          { status: 'refunded', refundedAt: at, refundReference },
          { where: { id: paymentId }, transaction },
        );
        await writeOutboxEmails(models, transaction, emails, now());
        parentId = subscription.parentId;
        return { ok: true };
      });
      // The plan ends now: the family's children are refused from their next call.
      if (result.ok && parentId !== undefined) await familyAccessChanged(parentId);
      return result;
    },

    /**
     * Records one paid period and its payment in one transaction. If the parent has an active subscription
     * that has not ended by `today`, it is extended from its end date (a cancel of it is withdrawn: `cancelledAt`
     * cleared); otherwise (none, refunded or expired) a new one starts today. The payment records the plan and the
     * days it buys: from today, or from the day after the old end date.
     * The parent's row is locked first (MariaDB: SELECT … FOR UPDATE; SQLite: the write lock of BEGIN
     * IMMEDIATE), so two payments of one family at once extend one after the other and both count.
     * `parentNotFound` when `parentId` is not a parent, `renewalNotOpen` when the running subscription ends more
     * than `renewalWindowDays` after `today` (nothing is written either way).
     */
    recordPaidPeriod(period: PaidPeriod): Promise<PaidPeriodWriteResult> {
      const { parentId, planName, price, durationMonths, today } = period;
      return writeTransaction(async (transaction): Promise<PaidPeriodWriteResult> => {
        if (!(await lockParent(parentId, transaction))) return { ok: false, reason: 'parentNotFound' };

        const running = await runningFor(parentId, today, transaction);
        // Read under the parent's lock: of two renewals at once, the second sees the first one's new end date.
        if (running && running.endDate > addDays(today, period.renewalWindowDays))
          return { ok: false, reason: 'renewalNotOpen', endDate: running.endDate };
        let subscriptionId: number;
        let bought: { periodStart: string; periodEnd: string };
        if (running) {
          const endDate = addMonths(running.endDate, durationMonths);
          await Subscription.update(
            { endDate, planName, price, cancelledAt: null },
            { where: { id: running.id }, transaction },
          );
          subscriptionId = running.id;
          bought = { periodStart: addDays(running.endDate, 1), periodEnd: endDate };
        } else {
          const endDate = addMonths(today, durationMonths);
          const created = await Subscription.create(
            { parentId, planName, price, startDate: today, endDate, isActive: true },
            { transaction },
          );
          subscriptionId = created.id;
          bought = { periodStart: today, periodEnd: endDate };
        }
        const payment = await insertPayment(models, { ...period.payment, parentId, subscriptionId }, transaction, {
          planName,
          ...bought,
        });
        const subscription = await findRow(Subscription, { where: { id: subscriptionId }, transaction });
        if (!subscription) throw new Error(`Subscription ${subscriptionId} vanished inside its own transaction.`);
        const recorded: PaidPeriodResult = { subscription, payment, renewed: running !== null };
        if (period.emails) await writeOutboxEmails(models, transaction, period.emails(recorded), now());
        return { ok: true, ...recorded };
      });
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
