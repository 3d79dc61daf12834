import { Op } from 'sequelize';
import type { ChildRecitationModel } from '../models';
import type { RepoContext } from './context';
import { enqueueMediaDeletions } from './media-deletions';
import { findPage, findRow, findRows, plainRow, type Page, type Row, type WriteResult } from './rows';

export type ChildRecitationRecord = Row<ChildRecitationModel>;

export interface NewChildRecitation {
  childId: number;
  surah: number;
  ayahFrom: number;
  ayahTo: number;
  audioUrl: string;
  recordedAt: Date;
  /** sha256 (hex) of the device's Idempotency-Key, or null. */
  clientKey: string | null;
}

/** Which recording of which child (a parent reaches only their own child's). */
export interface ChildRecitationKey {
  childId: number;
  id: number;
}

export interface RecitationReviewWrite extends ChildRecitationKey {
  stars: number;
  comment: string | null;
  reviewedBy: number;
  reviewedAt: Date;
}

export type ChildRecitationResult = WriteResult<{ recitation: ChildRecitationRecord }, 'notFound'>;

/**
 * A child's recorded recitations (issue 36): the parent's answer, keeping, deleting, and the 90-day rule. Files are
 * the caller's to delete, except those of rows the rule removes, which are queued (`media_deletions`) with them.
 */
export function createChildRecitationsRepo({ models, writeTransaction }: RepoContext) {
  const { ChildRecitation } = models;

  /** Updates one of the child's recordings and answers it as stored; `notFound` when it is not the child's. */
  function updateOwn(key: ChildRecitationKey, fields: Partial<ChildRecitationRecord>): Promise<ChildRecitationResult> {
    return writeTransaction(async (transaction): Promise<ChildRecitationResult> => {
      const [changed] = await ChildRecitation.update(fields, { where: { ...key }, transaction });
      if (changed === 0) return { ok: false, reason: 'notFound' };
      const recitation = await findRow(ChildRecitation, { where: { ...key }, transaction });
      return recitation ? { ok: true, recitation } : { ok: false, reason: 'notFound' };
    });
  }

  return {
    /** Stores a recording. A second one with the same child and client key rejects (a unique-constraint error). */
    async create(recitation: NewChildRecitation): Promise<ChildRecitationRecord> {
      return writeTransaction(async (transaction) =>
        plainRow(await ChildRecitation.create(recitation, { transaction })),
      );
    },

    /** The recording a device already sent under this key, if any. */
    async findByClientKey(childId: number, clientKey: string): Promise<ChildRecitationRecord | null> {
      return findRow(ChildRecitation, { where: { childId, clientKey } });
    },

    async findForChild(key: ChildRecitationKey): Promise<ChildRecitationRecord | null> {
      return findRow(ChildRecitation, { where: { ...key } });
    },

    /** A child's recordings, newest first (index `child_recitations_child_id_created_at`). */
    async listForChild(
      childId: number,
      request: { page: number; pageSize: number },
    ): Promise<Page<ChildRecitationRecord>> {
      return findPage(ChildRecitation, { childId }, request);
    },

    /** Sets (or replaces) the parent's answer. */
    review({ stars, comment, reviewedBy, reviewedAt, ...key }: RecitationReviewWrite): Promise<ChildRecitationResult> {
      return updateOwn(key, { reviewStars: stars, reviewComment: comment, reviewedBy, reviewedAt });
    },

    setKept(key: ChildRecitationKey, kept: boolean): Promise<ChildRecitationResult> {
      return updateOwn(key, { kept });
    },

    /** Deletes the row and answers it (its file is the caller's to delete); `notFound` when it is not the child's. */
    remove(key: ChildRecitationKey): Promise<ChildRecitationResult> {
      return writeTransaction(async (transaction): Promise<ChildRecitationResult> => {
        const recitation = await findRow(ChildRecitation, { where: { ...key }, transaction });
        if (!recitation) return { ok: false, reason: 'notFound' };
        await ChildRecitation.destroy({ where: { id: recitation.id }, transaction });
        return { ok: true, recitation };
      });
    },

    /**
     * The 90-day rule: deletes the recordings not kept that were recorded before `recordedBefore`, at most `limit`
     * at once, and queues their files for the media sweep in the same transaction. Returns how many went.
     */
    removeExpired(recordedBefore: Date, limit = 200): Promise<number> {
      return writeTransaction(async (transaction) => {
        const expired = await findRows(ChildRecitation, {
          where: { kept: false, recordedAt: { [Op.lt]: recordedBefore } },
          attributes: ['id', 'audioUrl'],
          order: [['id', 'ASC']],
          limit,
          transaction,
        });
        if (expired.length === 0) return 0;
        await enqueueMediaDeletions(
          models,
          expired.map((row) => row.audioUrl),
          transaction,
        );
        await ChildRecitation.destroy({ where: { id: expired.map((row) => row.id) }, transaction });
        return expired.length;
      });
    },
  };
}

export type ChildRecitationsRepo = ReturnType<typeof createChildRecitationsRepo>;
