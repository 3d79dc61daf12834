import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, requiredString, requiredText, timestamps, type Clock } from './attributes';

/**
 * Issue 35 (migration 0029): one row per item (`kind` + `itemId`, no foreign key: the item tables differ, so each
 * kind's repository deletes it with the item). Its author, its sources (JSON), who checked the live version, and
 * a revision waiting behind a published item (its changed fields and sources as JSON).
 */
export interface ContentReviewModel extends Model<
  InferAttributes<ContentReviewModel>,
  InferCreationAttributes<ContentReviewModel>
> {
  id: CreationOptional<number>;
  kind: string;
  itemId: number;
  authorId: CreationOptional<number | null>;
  /** JSON: the contract's sources (`[]` for none). */
  sources: string;
  reviewedBy: CreationOptional<number | null>;
  reviewedAt: CreationOptional<Date | null>;
  note: CreationOptional<string | null>;
  submittedAt: CreationOptional<Date | null>;
  /** JSON: the changed fields of a published item's edit (null: none waits). */
  revision: CreationOptional<string | null>;
  revisionSources: CreationOptional<string | null>;
  revisionStatus: CreationOptional<string | null>;
  revisionAuthorId: CreationOptional<number | null>;
  revisionSubmittedAt: CreationOptional<Date | null>;
  revisionNote: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** What happened to an item (its history of corrections). */
export interface ContentReviewEventModel extends Model<
  InferAttributes<ContentReviewEventModel>,
  InferCreationAttributes<ContentReviewEventModel>
> {
  id: CreationOptional<number>;
  kind: string;
  itemId: number;
  action: string;
  adminId: number | null;
  note: string | null;
  createdAt: CreationOptional<Date>;
}

/** A family's report of a mistake in an item, and the admin's reply once resolved. */
export interface ContentReportModel extends Model<
  InferAttributes<ContentReportModel>,
  InferCreationAttributes<ContentReportModel>
> {
  id: CreationOptional<number>;
  kind: string;
  itemId: number;
  parentId: number;
  childId: number | null;
  message: string;
  status: CreationOptional<string>;
  reply: CreationOptional<string | null>;
  resolvedBy: CreationOptional<number | null>;
  resolvedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

const optionalDate = () => ({ type: DataTypes.DATE(3), allowNull: true });
const optionalText = () => ({ type: DataTypes.TEXT, allowNull: true });
const optionalId = () => ({ type: DataTypes.INTEGER, allowNull: true });

export function defineReviewModels(sequelize: Sequelize, now: Clock) {
  const ContentReview = sequelize.define<ContentReviewModel>(
    'ContentReview',
    {
      id: id(),
      kind: requiredString(20),
      itemId: { type: DataTypes.INTEGER, allowNull: false },
      authorId: optionalId(),
      sources: requiredText(),
      reviewedBy: optionalId(),
      reviewedAt: optionalDate(),
      note: optionalText(),
      submittedAt: optionalDate(),
      revision: optionalText(),
      revisionSources: optionalText(),
      revisionStatus: { type: DataTypes.STRING(20), allowNull: true },
      revisionAuthorId: optionalId(),
      revisionSubmittedAt: optionalDate(),
      revisionNote: optionalText(),
      ...timestamps(now),
    },
    { tableName: 'content_reviews' },
  );

  const ContentReviewEvent = sequelize.define<ContentReviewEventModel>(
    'ContentReviewEvent',
    {
      id: id(),
      kind: requiredString(20),
      itemId: { type: DataTypes.INTEGER, allowNull: false },
      action: requiredString(30),
      adminId: optionalId(),
      note: optionalText(),
      createdAt: { type: DataTypes.DATE(3), allowNull: false, defaultValue: now },
    },
    { tableName: 'content_review_events', updatedAt: false },
  );

  const ContentReport = sequelize.define<ContentReportModel>(
    'ContentReport',
    {
      id: id(),
      kind: requiredString(20),
      itemId: { type: DataTypes.INTEGER, allowNull: false },
      parentId: { type: DataTypes.INTEGER, allowNull: false },
      childId: optionalId(),
      message: requiredText(),
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'open' },
      reply: optionalText(),
      resolvedBy: optionalId(),
      resolvedAt: optionalDate(),
      ...timestamps(now),
    },
    { tableName: 'content_reports' },
  );

  return { ContentReview, ContentReviewEvent, ContentReport };
}
