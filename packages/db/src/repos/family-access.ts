import { QueryTypes } from 'sequelize';
import type { RepoContext } from './context';

/** Whether a child's family may use the content: read on every call a child makes to the content service. */
export function createFamilyAccessRepo({ sequelize }: RepoContext) {
  async function memberHasActiveSubscription(userId: number, today: string): Promise<boolean> {
    const rows = await sequelize.query(
      'SELECT 1 AS found FROM users c JOIN subscriptions s ON s.parent_id = COALESCE(c.parent_id, c.id) ' +
        'WHERE c.id = ? AND s.end_date >= ? AND s.start_date <= ? AND s.is_active = ? LIMIT 1',
      { replacements: [userId, today, today, true], type: QueryTypes.SELECT },
    );
    return rows.length > 0;
  }

  return {
    /**
     * Whether the child's parent holds a subscription with `is_active = 1` and `start_date <= today <= end_date`
     * (UTC days; a cancelled subscription stays active to its end date, a refunded one is `is_active = 0`).
     * One query: the child by primary key, its parent's subscriptions by `subscriptions_parent_id_end_date`.
     */
    async childHasActiveSubscription(childId: number, today: string): Promise<boolean> {
      return memberHasActiveSubscription(childId, today);
    },
    /**
     * The same for any member of a family: a child's family is its parent's, a parent's is their own (an admin
     * has none). Paid media links are handed to parents only while this holds.
     */
    async familyHasActiveSubscription(userId: number, today: string): Promise<boolean> {
      return memberHasActiveSubscription(userId, today);
    },
  };
}

export type FamilyAccessRepo = ReturnType<typeof createFamilyAccessRepo>;
