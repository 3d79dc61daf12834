import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, optionalInteger, requiredInteger, requiredString, timestamps, type Clock } from './attributes';

/**
 * Issue 36 (migration 0030): a child's memorisation (one row per ayah marked, with its FSRS card as JSON while
 * memorised), each revision graded, and the recitations a child records for a parent.
 */
export interface HifzAyahModel extends Model<InferAttributes<HifzAyahModel>, InferCreationAttributes<HifzAyahModel>> {
  id: CreationOptional<number>;
  childId: number;
  surah: number;
  ayah: number;
  /** 'learning' or 'memorized'. */
  status: string;
  /** JSON: the FSRS card of a memorised ayah; null while learning. */
  card: string | null;
  /** The family's day it is due ('YYYY-MM-DD'); null while learning. */
  dueOn: string | null;
  lastReviewedAt: CreationOptional<Date | null>;
  reviews: CreationOptional<number>;
  lapses: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** One graded revision (the parent's view of the work, and the log FSRS was fed). */
export interface HifzReviewModel extends Model<
  InferAttributes<HifzReviewModel>,
  InferCreationAttributes<HifzReviewModel>
> {
  id: CreationOptional<number>;
  childId: number;
  surah: number;
  ayah: number;
  grade: string;
  dueBefore: string | null;
  dueAfter: string;
  reviewedAt: Date;
}

/** A child's recorded recitation: its file is a child's voice, served only through signed links. */
export interface ChildRecitationModel extends Model<
  InferAttributes<ChildRecitationModel>,
  InferCreationAttributes<ChildRecitationModel>
> {
  id: CreationOptional<number>;
  childId: number;
  surah: number;
  ayahFrom: number;
  ayahTo: number;
  audioUrl: string;
  recordedAt: Date;
  kept: CreationOptional<boolean>;
  reviewStars: CreationOptional<number | null>;
  reviewComment: CreationOptional<string | null>;
  reviewedAt: CreationOptional<Date | null>;
  reviewedBy: CreationOptional<number | null>;
  /** sha256 (hex) of the device's Idempotency-Key; null when sent directly. */
  clientKey: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

const optionalDate = () => ({ type: DataTypes.DATE(3), allowNull: true });
const optionalDay = () => ({ type: DataTypes.DATEONLY, allowNull: true });

export function defineHifzModels(sequelize: Sequelize, now: Clock) {
  const HifzAyah = sequelize.define<HifzAyahModel>(
    'HifzAyah',
    {
      id: id(),
      childId: requiredInteger(),
      surah: requiredInteger(),
      ayah: requiredInteger(),
      status: requiredString(12),
      card: { type: DataTypes.TEXT, allowNull: true },
      dueOn: optionalDay(),
      lastReviewedAt: optionalDate(),
      reviews: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lapses: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps(now),
    },
    { tableName: 'hifz_ayahs' },
  );

  const HifzReview = sequelize.define<HifzReviewModel>(
    'HifzReview',
    {
      id: id(),
      childId: requiredInteger(),
      surah: requiredInteger(),
      ayah: requiredInteger(),
      grade: requiredString(8),
      dueBefore: optionalDay(),
      dueAfter: { type: DataTypes.DATEONLY, allowNull: false },
      reviewedAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { tableName: 'hifz_reviews', timestamps: false },
  );

  const ChildRecitation = sequelize.define<ChildRecitationModel>(
    'ChildRecitation',
    {
      id: id(),
      childId: requiredInteger(),
      surah: requiredInteger(),
      ayahFrom: requiredInteger(),
      ayahTo: requiredInteger(),
      audioUrl: requiredString(500),
      recordedAt: { type: DataTypes.DATE(3), allowNull: false },
      kept: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      reviewStars: optionalInteger(),
      reviewComment: { type: DataTypes.TEXT, allowNull: true },
      reviewedAt: optionalDate(),
      reviewedBy: optionalInteger(),
      clientKey: { type: DataTypes.STRING(64), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'child_recitations' },
  );

  return { HifzAyah, HifzReview, ChildRecitation };
}
