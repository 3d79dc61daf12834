import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, timestamps, type Clock } from './attributes';

/** A child's last sync report: when the device finished sending its offline queue, and its size (migration 0011). */
export interface ChildSyncModel extends Model<
  InferAttributes<ChildSyncModel>,
  InferCreationAttributes<ChildSyncModel>
> {
  id: CreationOptional<number>;
  childId: number;
  lastSyncAt: Date;
  lastSyncItems: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/**
 * One offline learning-time report of a child's device: the day it was for, the seconds reported and the seconds
 * credited (migration 0017). The credits received since the child's last sync bound the next report's.
 */
export interface OfflineTimeCreditModel extends Model<
  InferAttributes<OfflineTimeCreditModel>,
  InferCreationAttributes<OfflineTimeCreditModel>
> {
  id: CreationOptional<number>;
  childId: number;
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  reportedSeconds: number;
  creditedSeconds: number;
  receivedAt: Date;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineSyncModels(sequelize: Sequelize, now: Clock) {
  const ChildSync = sequelize.define<ChildSyncModel>(
    'ChildSync',
    {
      id: id(),
      childId: { type: DataTypes.INTEGER, allowNull: false },
      lastSyncAt: { type: DataTypes.DATE(3), allowNull: false },
      lastSyncItems: { type: DataTypes.INTEGER, allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'child_syncs' },
  );
  const OfflineTimeCredit = sequelize.define<OfflineTimeCreditModel>(
    'OfflineTimeCredit',
    {
      id: id(),
      childId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      reportedSeconds: { type: DataTypes.INTEGER, allowNull: false },
      creditedSeconds: { type: DataTypes.INTEGER, allowNull: false },
      receivedAt: { type: DataTypes.DATE(3), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'offline_time_credits' },
  );
  return { ChildSync, OfflineTimeCredit };
}
