import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, type Clock } from './attributes';

/** A device a parent marked as the family's (migration 0022): the sha256 of the token its browser keeps. */
export interface FamilyDeviceModel extends Model<
  InferAttributes<FamilyDeviceModel>,
  InferCreationAttributes<FamilyDeviceModel>
> {
  id: CreationOptional<number>;
  parentId: number;
  name: string;
  tokenHash: string;
  createdAt: CreationOptional<Date>;
  /** When the children were last listed or a child last logged in on it; null until then. */
  lastUsedAt: CreationOptional<Date | null>;
}

export function defineFamilyDeviceModels(sequelize: Sequelize, now: Clock) {
  const FamilyDevice = sequelize.define<FamilyDeviceModel>(
    'FamilyDevice',
    {
      id: id(),
      parentId: { type: DataTypes.INTEGER, allowNull: false, field: 'parent_id' },
      name: { type: DataTypes.STRING(60), allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
      lastUsedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { tableName: 'family_devices', updatedAt: false },
  );
  return { FamilyDevice };
}
