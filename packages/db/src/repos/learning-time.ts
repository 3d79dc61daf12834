import type { ProgressContentType } from '../models';
import type { RepoContext } from './context';
import { contentExists, upsertProgressRow } from './progress';
import { findRow, type WriteResult } from './rows';

/** The bounds of crediting (the contracts' `learningTimeRules`, passed in so this package need not know them). */
export interface HeartbeatRules {
  maxBeatGapSeconds: number;
  minBeatSpacingSeconds: number;
  dailyLearningCapSeconds: number;
}

export interface HeartbeatWrite {
  childId: number;
  at: Date;
  /** What the child has open: its progress row gets the credited time too. */
  content?: { type: ProgressContentType; id: number } | undefined;
}

export type HeartbeatResult = WriteResult<{ creditedSeconds: number; todaySeconds: number }, 'notFound'>;

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

/** Learning time per child and UTC day, written only by the child area's heartbeats. */
export function createLearningTimeRepo({ models, writeTransaction }: RepoContext) {
  const { LearningTime } = models;

  return {
    /**
     * Credits one heartbeat (see `creditOfBeat`) to the child's day and to the open item, capped per day.
     * The child's latest day row is read FOR UPDATE (MariaDB), so two racing beats of one child queue up and the
     * second credits only the time since the first. `notFound` when the named item does not exist (nothing written).
     */
    beat(write: HeartbeatWrite, rules: HeartbeatRules): Promise<HeartbeatResult> {
      return writeTransaction(async (transaction): Promise<HeartbeatResult> => {
        const { childId, at, content } = write;
        if (content && !(await contentExists(models, content.type, content.id, transaction))) {
          return { ok: false, reason: 'notFound' };
        }
        const day = utcDay(at);
        // The latest row, whatever its day: a stretch that crosses midnight credits its first beat of the new day.
        const latest = await findRow(LearningTime, {
          where: { childId },
          order: [['day', 'DESC']],
          lock: transaction.LOCK.UPDATE,
          transaction,
        });
        const today = latest?.day === day ? latest : null;
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
        if (content && credited > 0) {
          await upsertProgressRow(
            models,
            { childId, contentType: content.type, contentId: content.id, addTimeSpentSeconds: credited, seenAt: at },
            transaction,
          );
        }
        return { ok: true, creditedSeconds: credited, todaySeconds: todayBefore + credited };
      });
    },
  };
}

export type LearningTimeRepo = ReturnType<typeof createLearningTimeRepo>;
