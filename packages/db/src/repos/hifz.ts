import { Op } from 'sequelize';
import type { HifzAyahModel } from '../models';
import type { RepoContext } from './context';
import { findRow, findRows, type Row, type WriteResult } from './rows';

export type HifzAyahRecord = Row<HifzAyahModel>;

/** Which ayah of which child. */
export interface HifzKey {
  childId: number;
  surah: number;
  ayah: number;
}

/** A memorised ayah's schedule: its FSRS card (JSON) and the family's day it is due. */
export interface HifzSchedule {
  card: string;
  dueOn: string;
}

/** How a revision reschedules an ayah, worked out from the stored row inside the write's transaction. */
export type HifzReschedule = (current: HifzAyahRecord & { card: string }) => HifzSchedule & { lapsed: boolean };

export type HifzReviewResult = WriteResult<{ ayah: HifzAyahRecord }, 'notMemorized'>;

/** Memorisation (issue 36): each child's marked ayahs and their revisions (hifz_ayahs, hifz_reviews). */
export function createHifzRepo({ models, writeTransaction }: RepoContext) {
  const { HifzAyah, HifzReview } = models;
  const surahThenAyah: [string, string][] = [
    ['surah', 'ASC'],
    ['ayah', 'ASC'],
  ];

  return {
    /** Every ayah the child marked, in surah then ayah order. */
    async listForChild(childId: number): Promise<HifzAyahRecord[]> {
      return findRows(HifzAyah, { where: { childId }, order: surahThenAyah });
    },

    /** Memorised ayahs due on or before `today`, the longest overdue first (index `hifz_ayahs_child_id_due_on`). */
    async dueForChild(childId: number, today: string): Promise<HifzAyahRecord[]> {
      return findRows(HifzAyah, {
        where: { childId, status: 'memorized', dueOn: { [Op.lte]: today } },
        order: [['dueOn', 'ASC'], ...surahThenAyah],
      });
    },

    async find(key: HifzKey): Promise<HifzAyahRecord | null> {
      return findRow(HifzAyah, { where: { ...key } });
    },

    /**
     * Marks an ayah: `learning` (no schedule: card and due day cleared) or `memorized` with its first schedule. An
     * ayah already in that status is left as it is (a repeated PUT does not restart its schedule).
     */
    setStatus(key: HifzKey, status: 'learning' | 'memorized', schedule: HifzSchedule | null): Promise<HifzAyahRecord> {
      return writeTransaction(async (transaction) => {
        const existing = await findRow(HifzAyah, { where: { ...key }, transaction });
        if (existing?.status === status) return existing;
        const fields = { status, card: schedule?.card ?? null, dueOn: schedule?.dueOn ?? null };
        if (existing) await HifzAyah.update(fields, { where: { id: existing.id }, transaction });
        else await HifzAyah.create({ ...key, ...fields }, { transaction });
        return (await findRow(HifzAyah, { where: { ...key }, transaction }))!;
      });
    },

    /**
     * A graded revision of a memorised ayah: the card and due day replaced by `reschedule`'s, the counts moved on
     * and the revision logged, in one transaction. `notMemorized` for an ayah that is not memorised.
     */
    review(key: HifzKey, grade: string, reviewedAt: Date, reschedule: HifzReschedule): Promise<HifzReviewResult> {
      return writeTransaction(async (transaction): Promise<HifzReviewResult> => {
        const current = await findRow(HifzAyah, { where: { ...key }, transaction });
        if (current?.status !== 'memorized' || current.card === null) return { ok: false, reason: 'notMemorized' };
        const next = reschedule({ ...current, card: current.card });
        await HifzAyah.update(
          {
            card: next.card,
            dueOn: next.dueOn,
            lastReviewedAt: reviewedAt,
            reviews: current.reviews + 1,
            lapses: current.lapses + (next.lapsed ? 1 : 0),
          },
          { where: { id: current.id }, transaction },
        );
        await HifzReview.create(
          { ...key, grade, dueBefore: current.dueOn, dueAfter: next.dueOn, reviewedAt },
          { transaction },
        );
        return { ok: true, ayah: (await findRow(HifzAyah, { where: { id: current.id }, transaction }))! };
      });
    },

    /** A child's graded revisions, oldest first. */
    async reviewsOf(childId: number) {
      return findRows(HifzReview, { where: { childId }, order: [['id', 'ASC']] });
    },
  };
}

export type HifzRepo = ReturnType<typeof createHifzRepo>;
