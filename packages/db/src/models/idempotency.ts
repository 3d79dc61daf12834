import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, timestamps, type Clock } from './attributes';

/**
 * An `Idempotency-Key` a user sent with a replayable call (a parent's purchase, a child's write queued offline) and
 * the answer it got (see migration 0005).
 */
export interface IdempotencyKeyModel extends Model<
  InferAttributes<IdempotencyKeyModel>,
  InferCreationAttributes<IdempotencyKeyModel>
> {
  id: CreationOptional<number>;
  /** The caller. The column is `parent_id` (purchases came first); it holds any user's id, a child's too. */
  userId: number;
  idempotencyKey: string;
  requestHash: string;
  /** Null while the first request with the key is still running. */
  responseStatus: CreationOptional<number | null>;
  /** The answer's JSON, as sent. */
  responseBody: CreationOptional<string | null>;
  expiresAt: Date;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineIdempotencyModels(sequelize: Sequelize, now: Clock) {
  const IdempotencyKey = sequelize.define<IdempotencyKeyModel>(
    'IdempotencyKey',
    {
      id: id(),
      userId: { type: DataTypes.INTEGER, allowNull: false, field: 'parent_id' },
      idempotencyKey: { type: DataTypes.STRING(191).BINARY, allowNull: false },
      requestHash: { type: DataTypes.STRING(64), allowNull: false },
      responseStatus: { type: DataTypes.INTEGER, allowNull: true },
      responseBody: { type: DataTypes.TEXT, allowNull: true },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'idempotency_keys' },
  );
  return { IdempotencyKey };
}
