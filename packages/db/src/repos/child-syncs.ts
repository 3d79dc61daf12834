import { isUniqueViolation } from '../errors';
import type { RepoContext } from './context';
import { findRow, type WriteResult } from './rows';

export interface ChildSyncWrite {
  childId: number;
  at: Date;
  /** How many items the device's queue held when it was sent. */
  sentItems: number;
}

export type ChildSyncResult = WriteResult<{ lastSyncAt: Date; lastSyncItems: number }, 'notFound'>;

/** The child area's sync reports: one row per child, replaced by each report (the parent sees the last one). */
export function createChildSyncsRepo({ models, writeTransaction }: RepoContext) {
  const { ChildSync, User } = models;

  const write = ({ childId, at, sentItems }: ChildSyncWrite) =>
    writeTransaction(async (transaction): Promise<ChildSyncResult> => {
      // The child's account may have been deleted since the token was checked: nothing is written then.
      if (!(await findRow(User, { where: { id: childId, role: 'child' }, attributes: ['id'], transaction }))) {
        return { ok: false, reason: 'notFound' };
      }
      const values = { lastSyncAt: at, lastSyncItems: sentItems };
      const [updated] = await ChildSync.update(values, { where: { childId }, transaction });
      if (updated === 0) await ChildSync.create({ childId, ...values }, { transaction });
      return { ok: true, ...values };
    });

  return {
    /** Records a report as the child's last sync. */
    async record(report: ChildSyncWrite): Promise<ChildSyncResult> {
      try {
        return await write(report);
      } catch (error) {
        // Two first reports of one child raced to insert: the loser's run now finds the row and replaces it.
        if (!isUniqueViolation(error)) throw error;
        return write(report);
      }
    },
  };
}

export type ChildSyncsRepo = ReturnType<typeof createChildSyncsRepo>;
