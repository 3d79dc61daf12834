import { Op, type Transaction, type WhereOptions } from 'sequelize';
import { addMonths } from '@young-minds/contracts';
import { RecordNotFoundError } from '../errors';
import type { SubscriptionModel } from '../models';
import type { RepoContext } from './context';
import { createIdempotencyKeysRepo } from './idempotency-keys';
import { insertPayment, type NewSubscriptionPayment, type PaymentRecord } from './payments';
import {
  containsLiteral,
  findRawRow,
  findRawRows,
  limitAndOffset,
  toBoolean,
  toDate,
  toDateOnly,
  toNullableString,
  toNumber,
  type Page,
  type PageRequest,
  type RawRow,
} from './rows';

export type { IdempotencyKeyClaim, IdempotencyKeyState, IdempotencyKeysRepo, StoredResponse } from './idempotency-keys';

export interface SubscriptionRecord {
  id: number;
  parentId: number;
  planName: string;
  price: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD', the last day covered. */
  endDate: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

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
  /** The caller's calendar day, 'YYYY-MM-DD': a new subscription starts on it. */
  today: string;
  /** The succeeded charge that pays for the period. */
  payment: NewSubscriptionPayment;
}

export interface PaidPeriodResult {
  subscription: SubscriptionRecord;
  payment: PaymentRecord;
  /** True when an active subscription was extended, false when a new one was started. */
  renewed: boolean;
}

export function toSubscriptionRecord(row: RawRow): SubscriptionRecord {
  return {
    id: toNumber(row.id),
    parentId: toNumber(row.parentId),
    planName: String(row.planName),
    price: toNumber(row.price),
    startDate: toDateOnly(row.startDate),
    endDate: toDateOnly(row.endDate),
    isActive: toBoolean(row.isActive),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  };
}

/** A row read with the `parent` include (raw rows name the included column 'parent.name'). */
function toSubscriptionWithParent(row: RawRow): SubscriptionWithParent {
  return { ...toSubscriptionRecord(row), parentName: toNullableString(row['parent.name']) };
}

type SubscriptionWhere = WhereOptions<SubscriptionModel>;

export function createSubscriptionsRepo(context: RepoContext) {
  const { sequelize, models, writeTransaction } = context;
  const { Subscription, User } = models;
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
    return [parentWhere === undefined ? { ...parent, required: false } : { ...parent, required: true, where: parentWhere }];
  }

  async function findWithParent(where: SubscriptionWhere, order = newestFirst): Promise<SubscriptionWithParent | null> {
    const [row] = await findRawRows(Subscription, { where, include: withParent(), order, limit: 1 });
    return row ? toSubscriptionWithParent(row) : null;
  }

  /** The active subscription that covers `today` or later, the one that runs longest, read inside `transaction`. */
  async function runningFor(parentId: number, today: string, transaction: Transaction): Promise<SubscriptionRecord | null> {
    const row = await findRawRow(Subscription, {
      where: { parentId, isActive: true, endDate: { [Op.gte]: today } },
      order: runsLongestFirst,
      transaction,
    });
    return row ? toSubscriptionRecord(row) : null;
  }

  async function update(id: number, patch: SubscriptionPatch): Promise<SubscriptionWithParent | null> {
    const values = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as SubscriptionPatch;
    const [updated] = await writeTransaction((transaction) => Subscription.update(values, { where: { id }, transaction }));
    // Should a driver count only rows whose values changed, an edit to the same values still finds its row.
    if (updated === 0 && !(await findRawRow(Subscription, { where: { id }, attributes: ['id'] }))) return null;
    return findWithParent({ id });
  }

  async function readInside(id: number, transaction: Transaction): Promise<SubscriptionRecord> {
    const row = await findRawRow(Subscription, { where: { id }, transaction });
    if (!row) throw new RecordNotFoundError('subscriptions', id);
    return toSubscriptionRecord(row);
  }

  return {
    /**
     * The parent's subscription that is active and covers `today` ('YYYY-MM-DD', the caller's calendar day),
     * the one that runs longest when several do; null when none does.
     */
    async activeForParent(parentId: number, today: string): Promise<SubscriptionRecord | null> {
      const row = await findRawRow(Subscription, {
        where: {
          parentId,
          isActive: true,
          startDate: { [Op.lte]: today },
          endDate: { [Op.gte]: today },
        },
        order: runsLongestFirst,
      });
      return row ? toSubscriptionRecord(row) : null;
    },

    /**
     * The subscription a parent's screen shows: the active one that has not ended by `today` (the one that
     * runs longest), otherwise the most recently created one; null when the parent never had one.
     */
    async currentForParent(parentId: number, today: string): Promise<SubscriptionWithParent | null> {
      const running = await findWithParent({ parentId, isActive: true, endDate: { [Op.gte]: today } }, runsLongestFirst);
      return running ?? findWithParent({ parentId });
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
        findRawRows(Subscription, { include, order: newestFirst, ...limitAndOffset(request) }),
        Subscription.count({ include }),
      ]);
      return { rows: rows.map(toSubscriptionWithParent), total };
    },

    /** Applies the patch and returns the row as stored; null when there is no such subscription. */
    update,

    /** `Idempotency-Key`s of subscribe/renew: a repeated request is answered again, never charged again. */
    idempotencyKeys: createIdempotencyKeysRepo(context),

    /** Cancels: the row stays (inactive) and so do its payments. Null when there is no such subscription. */
    cancel(id: number): Promise<SubscriptionWithParent | null> {
      return update(id, { isActive: false });
    },

    /**
     * Records one paid period and its payment in one transaction. If the parent has an active subscription
     * that has not ended by `today`, it is extended from its end date; otherwise a new one starts today.
     * The parent's row is locked first (MariaDB: SELECT … FOR UPDATE; SQLite: the write lock of BEGIN
     * IMMEDIATE), so two payments of one family at once extend one after the other and both count.
     * Throws RecordNotFoundError when `parentId` is not a parent.
     */
    recordPaidPeriod(period: PaidPeriod): Promise<PaidPeriodResult> {
      const { parentId, planName, price, durationMonths, today } = period;
      return writeTransaction(async (transaction): Promise<PaidPeriodResult> => {
        const parent = await findRawRow(User, {
          where: { id: parentId, role: 'parent' },
          attributes: ['id'],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        if (!parent) throw new RecordNotFoundError('users', parentId);

        const running = await runningFor(parentId, today, transaction);
        let subscriptionId: number;
        if (running) {
          const endDate = addMonths(running.endDate, durationMonths);
          await Subscription.update({ endDate, planName, price }, { where: { id: running.id }, transaction });
          subscriptionId = running.id;
        } else {
          const created = await Subscription.create(
            { parentId, planName, price, startDate: today, endDate: addMonths(today, durationMonths), isActive: true },
            { transaction },
          );
          subscriptionId = created.id;
        }
        const payment = await insertPayment(models, { ...period.payment, parentId, subscriptionId }, transaction);
        return { subscription: await readInside(subscriptionId, transaction), payment, renewed: running !== null };
      });
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
