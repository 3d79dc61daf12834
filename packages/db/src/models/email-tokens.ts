import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, type Clock } from './attributes';

export const emailTokenPurposes = ['reset-password', 'verify-email', 'sign-in', 'admin-invite'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** An emailed link's token (migration 0027): its sha256, good once until it expires. */
export interface EmailTokenModel extends Model<
  InferAttributes<EmailTokenModel>,
  InferCreationAttributes<EmailTokenModel>
> {
  id: CreationOptional<number>;
  userId: number;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  /** The address the link was sent to. */
  email: string;
  expiresAt: Date;
  usedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
}

export function defineEmailTokenModels(sequelize: Sequelize, now: Clock) {
  const EmailToken = sequelize.define<EmailTokenModel>(
    'EmailToken',
    {
      id: id(),
      userId: { type: DataTypes.INTEGER, allowNull: false, field: 'user_id' },
      purpose: { type: DataTypes.STRING(20), allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
      usedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
    },
    { tableName: 'email_tokens', updatedAt: false },
  );
  return { EmailToken };
}
