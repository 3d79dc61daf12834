import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, timestamps, type Clock } from './attributes';

/** A remembered device of a user (migration 0018): the sha256 of the token its browser keeps. */
export interface DeviceTokenModel extends Model<
  InferAttributes<DeviceTokenModel>,
  InferCreationAttributes<DeviceTokenModel>
> {
  id: CreationOptional<number>;
  userId: number;
  tokenHash: string;
  /** The user's token version at issue: the token is valid only while it is still the user's. */
  tokenVersion: number;
  expiresAt: Date;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineDeviceTokenModels(sequelize: Sequelize, now: Clock) {
  const DeviceToken = sequelize.define<DeviceTokenModel>(
    'DeviceToken',
    {
      id: id(),
      userId: { type: DataTypes.INTEGER, allowNull: false, field: 'user_id' },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      tokenVersion: { type: DataTypes.INTEGER, allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'device_tokens' },
  );
  return { DeviceToken };
}
