import { Op, type Transaction } from 'sequelize';
import type { Models, PaymentModel } from '../models';
import type { RepoContext } from './context';
import {
  findAggregateRows,
  findRow,
  findRows,
  limitAndOffset,
  plainRow,
  toNumber,
  type Page,
  type PageRequest,
  type Row,
} from './rows';

/** A recorded payment. Only 'succeeded' ones count as income; a declined one has no subscription and no `paidAt`. */
export type PaymentRecord = Row<PaymentModel>;

/**
 * What a new payment carries. The repository fills in what it bought (plan and period, from the subscription it
 * pays for); the refund time and reference are set when it is refunded.
 */
export type NewPayment = Omit<
  PaymentRecord,
  'id' | 'createdAt' | 'updatedAt' | 'refundedAt' | 'refundReference' | 'planName' | 'periodStart' | 'periodEnd'
>;

/** A payment recorded together with the subscription it pays for: the repository fills in both ids. */
export type NewSubscriptionPayment = Omit<NewPayment, 'parentId' | 'subscriptionId'>;

/** A half-open period of time: `start` included, `end` excluded. */
export interface PeriodRange {
  start: Date;
  end: Date;
}

/** What a payment bought: the plan and the days it covers ('YYYY-MM-DD', both included). */
export interface BoughtPeriod {
  planName: string;
  periodStart: string;
  periodEnd: string;
}

/**
 * Inserts a payment inside the caller's write transaction (registration, subscribe/renew). `bought` is the
 * period it pays for; without it a payment for a subscription is taken to buy the whole subscription (a new
 * one: registration), read inside the same transaction. A payment for no subscription bought nothing.
 */
export async function insertPayment(
  models: Models,
  payment: NewPayment,
  transaction: Transaction,
  bought?: BoughtPeriod,
): Promise<PaymentRecord> {
  let period: BoughtPeriod | null = bought ?? null;
  if (!period && payment.subscriptionId !== null) {
    const subscription = await findRow(models.Subscription, {
      where: { id: payment.subscriptionId },
      attributes: ['planName', 'startDate', 'endDate'],
      transaction,
    });
    if (subscription)
      period = {
        planName: subscription.planName,
        periodStart: subscription.startDate,
        periodEnd: subscription.endDate,
      };
  }
  const created = await models.Payment.create(
    {
      ...payment,
      planName: period?.planName ?? null,
      periodStart: period?.periodStart ?? null,
      periodEnd: period?.periodEnd ?? null,
    },
    { transaction },
  );
  return plainRow(created);
}

/** A payment with who paid it, as a receipt prints it. */
export interface PaymentWithPayer {
  payment: PaymentRecord;
  payerName: string;
  payerEmail: string | null;
}

export function createPaymentsRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Payment, User } = models;

  return {
    /** Records one payment on its own, e.g. a declined charge (which changes nothing else). */
    record(payment: NewPayment): Promise<PaymentRecord> {
      return writeTransaction((transaction) => insertPayment(models, payment, transaction));
    },

    /** A parent's payments, declined ones included, newest first (a family has a handful: the sort is cheap). */
    async listForParent(parentId: number, request: Omit<PageRequest, 'search'>): Promise<Page<PaymentRecord>> {
      const where = { parentId };
      const [rows, total] = await Promise.all([
        findRows(Payment, {
          where,
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          ...limitAndOffset(request),
        }),
        Payment.count({ where }),
      ]);
      return { rows, total };
    },

    /** One of the parent's own payments with the payer's name and email; null when it is not theirs or not there. */
    async findForParentWithPayer(parentId: number, id: number): Promise<PaymentWithPayer | null> {
      const [payment, payer] = await Promise.all([
        findRow(Payment, { where: { id, parentId } }),
        findRow(User, { where: { id: parentId }, attributes: ['name', 'email'] }),
      ]);
      if (!payment || !payer) return null;
      return { payment, payerName: payer.name, payerEmail: payer.email };
    },

    /** The subscription's latest succeeded payment (the one the money-back guarantee applies to), or null. */
    latestSucceededFor(subscriptionId: number): Promise<PaymentRecord | null> {
      return findRow(Payment, {
        where: { subscriptionId, status: 'succeeded', paidAt: { [Op.ne]: null } },
        order: [
          ['paidAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
    },

    /**
     * The sum of succeeded payments whose `paid_at` falls in each period, in the order given (refunded and
     * declined payments are not income). One query,
     * portable to SQLite and MariaDB (no date functions): the WHERE is a range on the `payments_paid_at`
     * index spanning all periods, and each period is a conditional SUM, so the answer is one row of
     * numbers however many payments there are. Totals are rounded to cents (SQLite sums in floating point).
     */
    async sumSucceededInPeriods(periods: readonly PeriodRange[]): Promise<number[]> {
      if (periods.length === 0) return [];
      const start = new Date(Math.min(...periods.map((period) => period.start.getTime())));
      const end = new Date(Math.max(...periods.map((period) => period.end.getTime())));
      const quote = (identifier: string) => sequelize.getQueryInterface().quoteIdentifier(identifier);
      const paidAt = quote('paid_at');
      const amount = quote('amount');
      const sums = periods.map<[ReturnType<typeof sequelize.literal>, string]>((period, index) => [
        sequelize.literal(
          `SUM(CASE WHEN ${paidAt} >= ${sequelize.escape(period.start)} AND ${paidAt} < ${sequelize.escape(period.end)} ` +
            `THEN ${amount} ELSE 0 END)`,
        ),
        `p${index}`,
      ]);
      const [row] = await findAggregateRows(Payment, {
        attributes: sums,
        where: { status: 'succeeded', paidAt: { [Op.gte]: start, [Op.lt]: end } },
      });
      return periods.map((_period, index) => {
        const value = row?.[`p${index}`];
        return value === null || value === undefined ? 0 : Math.round(toNumber(value) * 100) / 100;
      });
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
