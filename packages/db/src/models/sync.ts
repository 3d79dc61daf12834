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
  return { ChildSync };
}
