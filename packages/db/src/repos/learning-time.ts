import { Op, type Transaction } from 'sequelize';
import { type OfflineCreditReason, offlineCreditOf } from '@young-minds/contracts';
import type { ProgressContentType } from '../models';
import type { RepoContext } from './context';
import { contentExists, upsertProgressRow } from './progress';
import { isUniqueViolation } from '../errors';
import { findRow, toNumber, type WriteResult } from './rows';

/** The bounds of crediting (the contracts' `learningTimeRules`, passed in so this package need not know them). */
export interface HeartbeatRules {
  maxBeatGapSeconds: number;
  minBeatSpacingSeconds: number;
  dailyLearningCapSeconds: number;
}

export interface HeartbeatWrite {
  childId: number;
  at: Date;
  /** The family's day of `at` ('YYYY-MM-DD', `familyDate` in its zone); default the UTC day. */
  day?: string | undefined;
  /** What the child has open: its progress row gets the credited time too. */
  content?: { type: ProgressContentType; id: number } | undefined;
}

export type HeartbeatResult = WriteResult<{ creditedSeconds: number; todaySeconds: number }, 'notFound'>;

/** Learning time the child area counted on the device while offline, for one of the family's days (and item). */
export interface OfflineLearningWrite {
  childId: number;
  /** 'YYYY-MM-DD' of the family's calendar; the caller has checked it is recent enough and not in the future. */
  day: string;
  /** The family's zone, which says when that day began and ends; default UTC. */
  timeZone?: string | undefined;
  seconds: number;
  content?: { type: ProgressContentType; id: number } | undefined;
  /** When the report arrived: the item's last seen moment moves no later than this. */
  at: Date;
}

export type OfflineLearningResult = WriteResult<
  {
    creditedSeconds: number;
    notCreditedSeconds: number;
    notCreditedReason: OfflineCreditReason | null;
    daySeconds: number;
  },
  'notFound'
>;

/** The UTC day of a moment, 'YYYY-MM-DD'. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * How many seconds a beat at `at` credits after the last counted beat `previous`, before the daily cap:
 * 'ignored' for a beat sooner than the minimum spacing (it must not move the stretch on), 0 for the first beat
 * or one after a gap (or a clock that went backwards), else the whole seconds since the previous beat.
 */
export function creditOfBeat(previous: Date | null, at: Date, rules: HeartbeatRules): number | 'ignored' {
  if (previous === null) return 0;
  const elapsedMs = at.getTime() - previous.getTime();
  if (elapsedMs < 0 || elapsedMs > rules.maxBeatGapSeconds * 1000) return 0;
  if (elapsedMs < rules.minBeatSpacingSeconds * 1000) return 'ignored';
  return Math.floor(elapsedMs / 1000);
}

/** Learning time per child and day of the family's clock, written only by the child area's heartbeats. */
export function createLearningTimeRepo(context: RepoContext) {
  const { models, writeTransaction } = context;
  const { LearningTime, User, ChildSync, OfflineTimeCredit } = models;

  /** The credited seconds go to the open item's progress too (its row is made if the child never opened it). */
  async function creditItem(
    childId: number,
    content: HeartbeatWrite['content'],
    credited: number,
    at: Date,
    transaction: Transaction,
  ): Promise<void> {
    if (!content || credited <= 0) return;
    await upsertProgressRow(
      context,
      { childId, contentType: content.type, contentId: content.id, addTimeSpentSeconds: credited, seenAt: at },
      transaction,
    );
  }

  return {
    /**
     * Credits one heartbeat (see `creditOfBeat`) to the child's day and to the open item, capped per day.
     * The child's latest day row is read FOR UPDATE (MariaDB), so two racing beats of one child queue up and the
     * second credits only the time since the first. `notFound` when the named item does not exist (nothing written).
     */
    beat(write: HeartbeatWrite, rules: HeartbeatRules): Promise<HeartbeatResult> {
      return writeTransaction(async (transaction): Promise<HeartbeatResult> => {
        const { childId, at, content } = write;
        const day = write.day ?? utcDay(at);
        if (content && !(await contentExists(models, content.type, content.id, transaction))) {
          return { ok: false, reason: 'notFound' };
        }
        // The latest row, whatever its day: a stretch that crosses midnight credits its first beat of the new day.
        const latest = await findRow(LearningTime, {
          where: { childId },
          order: [['day', 'DESC']],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        // After the family moved its clock back a zone, the latest row can be a later day than this one.
        const today =
          latest?.day === day
            ? latest
            : latest && latest.day > day
              ? await findRow(LearningTime, { where: { childId, day }, lock: transaction.LOCK.UPDATE, transaction })
              : null;
        const todayBefore = today?.seconds ?? 0;
        const credit = creditOfBeat(latest?.lastBeatAt ?? null, at, rules);
        if (credit === 'ignored') return { ok: true, creditedSeconds: 0, todaySeconds: todayBefore };

        const credited = Math.max(0, Math.min(credit, rules.dailyLearningCapSeconds - todayBefore));
        if (today) {
          await LearningTime.update(
            { seconds: todayBefore + credited, lastBeatAt: at },
            { where: { id: today.id }, transaction },
          );
        } else {
          await LearningTime.create({ childId, day, seconds: credited, lastBeatAt: at }, { transaction });
        }
        await creditItem(childId, content, credited, at, transaction);
        return { ok: true, creditedSeconds: credited, todaySeconds: todayBefore + credited };
      });
    },

    /**
     * Credits offline learning time to its day and the credited seconds to the item's progress (as a beat does),
     * in one transaction, never more than could have happened (`offlineCreditOf`): the day's cap, the part of the
     * day that had passed while the child existed, and the wall-clock time since the child's last sync less the
     * offline time credited since. Every report is kept (reported and credited seconds) in
     * `offline_time_credits`. The child's row is read FOR UPDATE (MariaDB), so one child's reports queue up and
     * two of them never spend the same budget; the day's row too, so reports and beats of one day queue up. A new
     * day row has no last beat: the next heartbeat starts a stretch rather than counting the time since the report.
     * `notFound` when the child or the named item does not exist.
     */
    async creditOffline(write: OfflineLearningWrite, rules: Pick<HeartbeatRules, 'dailyLearningCapSeconds'>) {
      const attempt = () =>
        writeTransaction(async (transaction): Promise<OfflineLearningResult> => {
          const { childId, day, seconds, content, at, timeZone } = write;
          const child = await findRow(User, {
            where: { id: childId, role: 'child' },
            attributes: ['id', 'createdAt'],
            lock: transaction.LOCK.UPDATE,
            transaction,
          });
          if (!child) return { ok: false, reason: 'notFound' };
          if (content && !(await contentExists(models, content.type, content.id, transaction))) {
            return { ok: false, reason: 'notFound' };
          }
          const sync = await findRow(ChildSync, { where: { childId }, attributes: ['lastSyncAt'], transaction });
          const since =
            sync && sync.lastSyncAt.getTime() > child.createdAt.getTime() ? sync.lastSyncAt : child.createdAt;
          const creditedSince = toNumber(
            (await OfflineTimeCredit.sum('creditedSeconds', {
              where: { childId, receivedAt: { [Op.gt]: since } },
              transaction,
            })) ?? 0,
          );
          const row = await findRow(LearningTime, {
            where: { childId, day },
            lock: transaction.LOCK.UPDATE,
            transaction,
          });
          const before = row?.seconds ?? 0;
          const { credited, reason } = offlineCreditOf({
            day,
            seconds,
            daySecondsBefore: before,
            childCreatedAt: child.createdAt,
            since,
            creditedSince,
            at,
            dailyCapSeconds: rules.dailyLearningCapSeconds,
            timeZone,
          });
          if (row) {
            if (credited > 0)
              await LearningTime.update({ seconds: before + credited }, { where: { id: row.id }, transaction });
          } else if (credited > 0) {
            await LearningTime.create({ childId, day, seconds: credited, lastBeatAt: null }, { transaction });
          }
          await OfflineTimeCredit.create(
            { childId, day, reportedSeconds: seconds, creditedSeconds: credited, receivedAt: at },
            { transaction },
          );
          await creditItem(childId, content, credited, at, transaction);
          return {
            ok: true,
            creditedSeconds: credited,
            notCreditedSeconds: seconds - credited,
            notCreditedReason: credited < seconds ? reason : null,
            daySeconds: before + credited,
          };
        });
      try {
        return await attempt();
      } catch (error) {
        // Two first reports of one day raced to create its row: the loser runs again and adds to the winner's.
        if (!isUniqueViolation(error)) throw error;
        return attempt();
      }
    },
  };
}

export type LearningTimeRepo = ReturnType<typeof createLearningTimeRepo>;
