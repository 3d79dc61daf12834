import { Op } from 'sequelize';
import type { RepoContext } from './context';
import { findRawRow, toBoolean, toDate, toDateOnly, toNumber, type RawRow } from './rows';

export interface SubscriptionRecord {
  id: number;
  parentId: number;
  planName: string;
  price: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  endDate: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewSubscription {
  planName: string;
  price: number;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'YYYY-MM-DD' */
  endDate: string;
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

export function createSubscriptionsRepo({ models }: RepoContext) {
  const { Subscription } = models;

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
        order: [
          ['endDate', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return row ? toSubscriptionRecord(row) : null;
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
