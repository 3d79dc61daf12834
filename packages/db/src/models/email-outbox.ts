import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, type Clock } from './attributes';

export const emailStatuses = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

/** One email in the outbox (migration 0026): written with the event that causes it, sent by the outbox sender. */
export interface EmailOutboxModel extends Model<
  InferAttributes<EmailOutboxModel>,
  InferCreationAttributes<EmailOutboxModel>
> {
  id: CreationOptional<number>;
  /** At most one email per key (a child's weekly note for one week); null: no such rule. */
  dedupeKey: CreationOptional<string | null>;
  toAddress: string;
  language: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  /** Extra headers, as JSON text; null: none. */
  headers: CreationOptional<string | null>;
  status: CreationOptional<EmailStatus>;
  attempts: CreationOptional<number>;
  nextAttemptAt: Date;
  /** The lease of the instance sending it; null or past: free to take. */
  claimedUntil: CreationOptional<Date | null>;
  sentAt: CreationOptional<Date | null>;
  lastError: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
}

export function defineEmailOutboxModels(sequelize: Sequelize, now: Clock) {
  const EmailOutbox = sequelize.define<EmailOutboxModel>(
    'EmailOutbox',
    {
      id: id(),
      dedupeKey: { type: DataTypes.STRING(191), allowNull: true },
      toAddress: { type: DataTypes.STRING(254), allowNull: false },
      language: { type: DataTypes.STRING(8), allowNull: false },
      kind: { type: DataTypes.STRING(40), allowNull: false },
      subject: { type: DataTypes.STRING(255), allowNull: false },
      textBody: { type: DataTypes.TEXT, allowNull: false },
      htmlBody: { type: DataTypes.TEXT, allowNull: false },
      headers: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE(3), allowNull: false },
      claimedUntil: { type: DataTypes.DATE(3), allowNull: true },
      sentAt: { type: DataTypes.DATE(3), allowNull: true },
      lastError: { type: DataTypes.STRING(500), allowNull: true },
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
    },
    { tableName: 'email_outbox', updatedAt: false },
  );
  return { EmailOutbox };
}
