import type { FamilyDeviceModel } from '../models';
import type { RepoContext } from './context';
import { findRow, findRows, plainRow, type Row, type WriteResult } from './rows';

export type FamilyDeviceRecord = Row<FamilyDeviceModel>;

export interface NewFamilyDevice {
  parentId: number;
  name: string;
  /** sha256 hex of the device's token (the token itself is never stored). */
  tokenHash: string;
}

/**
 * The family devices (issue 32): the devices a parent marked as the family's, on which the children log in by their
 * picture. Only the sha256 of a device's token is stored; removing a device deletes its row, so its token names
 * nothing any more. The rows go with the parent (`removeParent`, and the foreign key).
 */
export function createFamilyDevicesRepo({ models, writeTransaction, now }: RepoContext) {
  const { FamilyDevice } = models;
  return {
    async create(device: NewFamilyDevice): Promise<FamilyDeviceRecord> {
      const created = await writeTransaction((transaction) => FamilyDevice.create(device, { transaction }));
      return plainRow(created);
    },

    /** A parent's devices, newest first. */
    listForParent(parentId: number): Promise<FamilyDeviceRecord[]> {
      return findRows(FamilyDevice, {
        where: { parentId },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
    },

    findByHash(tokenHash: string): Promise<FamilyDeviceRecord | null> {
      return findRow(FamilyDevice, { where: { tokenHash } });
    },

    /** Removes one of the parent's devices; another family's (or none) is `notFound`. */
    async remove(parentId: number, id: number): Promise<WriteResult<{ device: FamilyDeviceRecord }, 'notFound'>> {
      return writeTransaction(async (transaction) => {
        const device = await findRow(FamilyDevice, { where: { id, parentId }, transaction });
        if (!device) return { ok: false, reason: 'notFound' } as const;
        await FamilyDevice.destroy({ where: { id }, transaction });
        return { ok: true, device } as const;
      });
    },

    /** Stamps the device as used now (its children listed, or a child logged in on it). */
    async touch(id: number): Promise<void> {
      await writeTransaction((transaction) =>
        FamilyDevice.update({ lastUsedAt: now() }, { where: { id }, transaction }),
      );
    },
  };
}

export type FamilyDevicesRepo = ReturnType<typeof createFamilyDevicesRepo>;
