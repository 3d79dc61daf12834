import { Op } from 'sequelize';
import type { DeviceTokenModel } from '../models';
import type { RepoContext } from './context';
import { findRow, type Row } from './rows';

export type DeviceTokenRecord = Row<DeviceTokenModel>;

/** A new remembered device for a user, replacing the one its login presented (if any). */
export interface DeviceTokenIssue {
  userId: number;
  /** sha256 hex of the new token. */
  tokenHash: string;
  /** The user's current token version (the token ends when it changes). */
  tokenVersion: number;
  expiresAt: Date;
  now: Date;
  /** The id of the token this login presented: it is replaced. */
  replacing?: number;
  /** The most devices a user keeps remembered; the oldest go first (default 10). */
  keep?: number;
}

/**
 * Remembered-device tokens (only their sha256 is stored). A token is valid while unexpired and while its token
 * version is still its user's: anything that ends every session of a user (a password change, a log-out
 * everywhere) ends the user's remembered devices too, without touching this table.
 */
export function createDeviceTokensRepo({ models, writeTransaction }: RepoContext) {
  const { DeviceToken } = models;
  return {
    findByHash(tokenHash: string): Promise<DeviceTokenRecord | null> {
      return findRow(DeviceToken, { where: { tokenHash } });
    },

    /** Stores a new token in one write with the clean-up: the replaced one, the user's ended ones, the oldest. */
    async issue(issue: DeviceTokenIssue): Promise<void> {
      const { userId, tokenHash, tokenVersion, expiresAt, now, replacing, keep = 10 } = issue;
      await writeTransaction(async (transaction) => {
        await DeviceToken.destroy({
          where: {
            userId,
            [Op.or]: [
              ...(replacing === undefined ? [] : [{ id: replacing }]),
              { tokenVersion: { [Op.ne]: tokenVersion } },
              { expiresAt: { [Op.lte]: now } },
            ],
          },
          transaction,
        });
        await DeviceToken.create({ userId, tokenHash, tokenVersion, expiresAt }, { transaction });
        const newest = await DeviceToken.findAll({
          where: { userId },
          attributes: ['id'],
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          limit: keep,
          transaction,
        });
        await DeviceToken.destroy({
          where: { userId, id: { [Op.notIn]: newest.map((row) => row.id) } },
          transaction,
        });
      });
    },
  };
}
