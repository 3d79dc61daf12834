import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, requiredString, requiredText, type Clock } from './attributes';

/** A message sent from the Contact page (migration 0014). Never edited: only read and archived marks change. */
export interface ContactMessageModel extends Model<
  InferAttributes<ContactMessageModel>,
  InferCreationAttributes<ContactMessageModel>
> {
  id: CreationOptional<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: CreationOptional<Date>;
  readAt: CreationOptional<Date | null>;
  archivedAt: CreationOptional<Date | null>;
}

/** An admin's emailed answer to a Contact message (migration 0028); `adminId` null once that admin is gone. */
export interface ContactReplyModel extends Model<
  InferAttributes<ContactReplyModel>,
  InferCreationAttributes<ContactReplyModel>
> {
  id: CreationOptional<number>;
  contactMessageId: number;
  adminId: number | null;
  message: string;
  createdAt: CreationOptional<Date>;
}

/** One site setting an admin edits (e.g. 'contact_details'): its value is JSON text, read by its repository. */
export interface SiteSettingModel extends Model<
  InferAttributes<SiteSettingModel>,
  InferCreationAttributes<SiteSettingModel>
> {
  key: string;
  value: string;
  updatedAt: CreationOptional<Date>;
}

export function defineContactModels(sequelize: Sequelize, now: Clock) {
  const ContactMessage = sequelize.define<ContactMessageModel>(
    'ContactMessage',
    {
      id: id(),
      name: requiredString(120),
      email: requiredString(254),
      subject: requiredString(150),
      message: requiredText(),
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
      readAt: { type: DataTypes.DATE(3), allowNull: true },
      archivedAt: { type: DataTypes.DATE(3), allowNull: true },
    },
    { tableName: 'contact_messages', updatedAt: false },
  );

  const SiteSetting = sequelize.define<SiteSettingModel>(
    'SiteSetting',
    {
      key: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
      value: requiredText(),
      updatedAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
    },
    { tableName: 'site_settings', createdAt: false },
  );

  const ContactReply = sequelize.define<ContactReplyModel>(
    'ContactReply',
    {
      id: id(),
      contactMessageId: { type: DataTypes.INTEGER, allowNull: false },
      adminId: { type: DataTypes.INTEGER, allowNull: true },
      message: requiredText(),
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
    },
    { tableName: 'contact_message_replies', updatedAt: false },
  );

  return { ContactMessage, SiteSetting, ContactReply };
}
