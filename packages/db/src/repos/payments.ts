import { Op, type Transaction } from 'sequelize';
import type { Models, PaymentModel } from '../models';
import type { RepoContext } from './context';
import {
  findAggregateRows,
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

/** What a new payment carries; the refund time, and (for now) the plan and period, are filled in later. */
export type NewPayment = Omit<
  PaymentRecord,
  'id' | 'createdAt' | 'updatedAt' | 'refundedAt' | 'planName' | 'periodStart' | 'periodEnd'
>;

/** A payment recorded together with the subscription it pays for: the repository fills in both ids. */
export type NewSubscriptionPayment = Omit<NewPayment, 'parentId' | 'subscriptionId'>;

/** A half-open period of time: `start` included, `end` excluded. */
export interface PeriodRange {
  start: Date;
  end: Date;
}

/** Inserts a payment inside the caller's write transaction (registration, subscribe/renew). */
export async function insertPayment(
  models: Models,
  payment: NewPayment,
  transaction: Transaction,
): Promise<PaymentRecord> {
  const created = await models.Payment.create(payment, { transaction });
  return plainRow(created);
}

export function createPaymentsRepo({ sequelize, models, writeTransaction }: RepoContext) {
  const { Payment } = models;

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

    /**
     * The sum of succeeded payments whose `paid_at` falls in each period, in the order given. One query,
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
