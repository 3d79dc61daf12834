import { Op } from 'sequelize';
import { isUniqueViolation } from '../errors';
import type { RepoContext } from './context';
import type { IdempotencyKeyModel } from '../models';
import { findRow, type Row } from './rows';

/** A user's `Idempotency-Key` for one replayable call (a purchase, a child's offline write), as presented. */
export interface IdempotencyKeyClaim {
  /** The caller: a parent or a child (the column is still named `parent_id`). */
  userId: number;
  key: string;
  /** Identifies the call and its body (e.g. sha256 hex): a repeat under the same key must match it. */
  requestHash: string;
  now: Date;
  /** When the key is forgotten (a later request with it starts afresh). */
  expiresAt: Date;
  /**
   * A key still unanswered that was claimed before this moment is taken as abandoned (its process died mid-way) and
   * claimed afresh. Only for work that is one transaction (a child's write); never for a charge. Default: never.
   */
  abandonedBefore?: Date;
}

/** An answer kept for repeats: the status and the JSON body that the first request got. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyKeyState =
  /** The key is new (or had expired): this request runs, and must `complete` or `release` the key. */
  | { state: 'claimed' }
  /** Another request with the key is still running (or ended without an answer that may be repeated). */
  | { state: 'in-progress'; requestHash: string }
  /** A request with the key got this answer: repeat it. */
  | { state: 'completed'; requestHash: string; response: StoredResponse };

function toState(row: Row<IdempotencyKeyModel>): IdempotencyKeyState {
  const { requestHash, responseStatus: status, responseBody: body } = row;
  if (status === null || body === null) return { state: 'in-progress', requestHash };
  return { state: 'completed', requestHash, response: { status, body: JSON.parse(body) as unknown } };
}

/**
 * Idempotency keys of replayable calls (purchases, children's writes). A key is claimed with a unique insert
 * BEFORE the work, so of two requests racing with one key exactly one runs; the other sees it in progress, then
 * its answer. Keys are per user: the unique index is (user, key). It satisfies service-kit's `IdempotencyStore`.
 */
export function createIdempotencyKeysRepo({ models, writeTransaction }: RepoContext) {
  const { IdempotencyKey } = models;
  const where = (userId: number, key: string) => ({ userId, idempotencyKey: key });

  function read(userId: number, key: string): Promise<Row<IdempotencyKeyModel> | null> {
    return findRow(IdempotencyKey, { where: where(userId, key) });
  }

  return {
    /**
     * Claims `key` for this request, or tells what became of the request that holds it. An expired key is
     * replaced. Racing claims: the unique index (user, key) lets one insert through; the others read it.
     */
    async claim(claim: IdempotencyKeyClaim): Promise<IdempotencyKeyState> {
      const { userId, key, requestHash, now, expiresAt, abandonedBefore } = claim;
      try {
        return await writeTransaction(async (transaction): Promise<IdempotencyKeyState> => {
          const existing = await findRow(IdempotencyKey, { where: where(userId, key), transaction });
          const abandoned =
            existing !== null &&
            existing.responseStatus === null &&
            abandonedBefore !== undefined &&
            existing.createdAt < abandonedBefore;
          if (existing && existing.expiresAt > now && !abandoned) return toState(existing);
          if (existing) await IdempotencyKey.destroy({ where: { id: existing.id }, transaction });
          await IdempotencyKey.create({ userId, idempotencyKey: key, requestHash, expiresAt }, { transaction });
          return { state: 'claimed' };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request inserted the key between our read and our insert: it holds the key, we read it.
        const winner = await read(userId, key);
        if (!winner) throw error;
        return toState(winner);
      }
    },

    /** Stores the answer of the request that claimed `key`: every repeat gets it until the key expires. */
    async complete(userId: number, key: string, response: StoredResponse): Promise<void> {
      await writeTransaction((transaction) =>
        IdempotencyKey.update(
          { responseStatus: response.status, responseBody: JSON.stringify(response.body) },
          { where: { ...where(userId, key), responseStatus: null }, transaction },
        ),
      );
    },

    /** Gives `key` up unanswered (the work changed nothing, or was undone): a retry with it runs afresh. */
    async release(userId: number, key: string): Promise<void> {
      await writeTransaction((transaction) =>
        IdempotencyKey.destroy({ where: { ...where(userId, key), responseStatus: null }, transaction }),
      );
    },

    /** Deletes every key that expired by `now`; resolves to how many. */
    sweepExpired(now: Date): Promise<number> {
      return writeTransaction((transaction) =>
        IdempotencyKey.destroy({ where: { expiresAt: { [Op.lte]: now } }, transaction }),
      );
    },
  };
}

export type IdempotencyKeysRepo = ReturnType<typeof createIdempotencyKeysRepo>;
