import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import {
  id,
  optionalInteger,
  requiredInteger,
  requiredString,
  requiredText,
  timestamps,
  type Clock,
} from './attributes';

type Attributes<M extends Model> = InferAttributes<M>;
type Creation<M extends Model> = InferCreationAttributes<M>;

/** An activity (migration 0010): Match the Picture, the revealed book or Fill in the Blanks. */
export interface ActivityModel extends Model<Attributes<ActivityModel>, Creation<ActivityModel>> {
  id: CreationOptional<number>;
  title: string;
  prompt: string;
  /** 'match' | 'revealMatch' | 'fillBlanks' (the contract's `activityKindValues`). */
  kind: string;
  /** 'draft' | 'published'. */
  status: CreationOptional<string>;
  /** 'en' | 'ar'. */
  language: CreationOptional<string>;
  /** 'draft' | 'in_review' | 'changes_requested' | 'published' (issue 35): families see 'published' only. */
  reviewStatus: CreationOptional<string>;
  /** The contract's `activityContentSchema` as JSON text: the repository checks it on every read and write. */
  content: string;
  ageBand: CreationOptional<string>;
  musicFree: CreationOptional<boolean>;
  createdBy: CreationOptional<number | null>;
  /** An optional cover picture, one of the activity's uploads ('/media/activity-images/…', migration 0025). */
  coverImage: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface ActivityCategoryModel extends Model<
  Attributes<ActivityCategoryModel>,
  Creation<ActivityCategoryModel>
> {
  activityId: number;
  categoryId: number;
}

/** One try of a child at an activity, as graded on the server. */
export interface ActivityAttemptModel extends Model<Attributes<ActivityAttemptModel>, Creation<ActivityAttemptModel>> {
  id: CreationOptional<number>;
  activityId: number;
  childId: number;
  /** 0–100. */
  score: number;
  correct: number;
  total: number;
  stars: number;
  reveals: CreationOptional<number>;
  seconds: CreationOptional<number>;
  /** What the child gave: `[{ choice, target }]` and `[{ gap, text }]`. */
  pairs: unknown;
  typed: unknown;
  submittedAt: Date;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A file uploaded for activities; `activityId` null while no activity uses it. */
export interface ActivityMediaModel extends Model<Attributes<ActivityMediaModel>, Creation<ActivityMediaModel>> {
  id: CreationOptional<number>;
  url: string;
  /** 'image' | 'audio'. */
  kind: string;
  activityId: CreationOptional<number | null>;
  uploadedAt: Date;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineActivitiesModels(sequelize: Sequelize, now: Clock) {
  const Activity = sequelize.define<ActivityModel>(
    'Activity',
    {
      id: id(),
      title: requiredString(200),
      prompt: requiredString(500),
      kind: requiredString(16),
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
      language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
      reviewStatus: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
      content: requiredText(),
      ageBand: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
      musicFree: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdBy: optionalInteger(),
      coverImage: { type: DataTypes.STRING(500), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'activities' },
  );

  const ActivityCategory = sequelize.define<ActivityCategoryModel>(
    'ActivityCategory',
    {
      activityId: { type: DataTypes.INTEGER, primaryKey: true },
      categoryId: { type: DataTypes.INTEGER, primaryKey: true },
    },
    { tableName: 'activity_categories', timestamps: false },
  );

  const ActivityAttempt = sequelize.define<ActivityAttemptModel>(
    'ActivityAttempt',
    {
      id: id(),
      activityId: requiredInteger(),
      childId: requiredInteger(),
      score: requiredInteger(),
      correct: requiredInteger(),
      total: requiredInteger(),
      stars: requiredInteger(),
      reveals: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      seconds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      pairs: { type: DataTypes.JSON, allowNull: false },
      typed: { type: DataTypes.JSON, allowNull: false },
      submittedAt: { type: DataTypes.DATE(3), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'activity_attempts' },
  );

  const ActivityMedia = sequelize.define<ActivityMediaModel>(
    'ActivityMedia',
    {
      id: id(),
      url: requiredString(500),
      kind: requiredString(16),
      activityId: optionalInteger(),
      uploadedAt: { type: DataTypes.DATE(3), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'activity_media' },
  );

  return { Activity, ActivityCategory, ActivityAttempt, ActivityMedia };
}
