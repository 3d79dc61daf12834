import { type ContentKind, contentKindIds } from '@young-minds/contracts';
import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { id, requiredInteger, timestamps, type Clock } from './attributes';

export interface QuizSubmissionModel extends Model<
  InferAttributes<QuizSubmissionModel>,
  InferCreationAttributes<QuizSubmissionModel>
> {
  id: CreationOptional<number>;
  quizId: number;
  childId: number;
  score: number;
  total: number;
  /** The child's choices, e.g. `{ "12": "B" }` (question id → option). */
  answers: unknown;
  submittedAt: Date;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface AssignmentSubmissionModel extends Model<
  InferAttributes<AssignmentSubmissionModel>,
  InferCreationAttributes<AssignmentSubmissionModel>
> {
  id: CreationOptional<number>;
  assignmentId: number;
  childId: number;
  text: CreationOptional<string | null>;
  fileUrl: CreationOptional<string | null>;
  submittedAt: Date;
  /** The parent's review, which the child sees: 1–3 stars and a short comment. */
  reviewStars: CreationOptional<number | null>;
  reviewComment: CreationOptional<string | null>;
  reviewedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** Every kind of the registry (a new kind also needs a migration widening `learning_progress.content_type`). */
export const progressContentTypes = contentKindIds;
export type ProgressContentType = ContentKind;

/** What a child watched, read, completed or scored: one row per child and piece of content. */
export interface LearningProgressModel extends Model<
  InferAttributes<LearningProgressModel>,
  InferCreationAttributes<LearningProgressModel>
> {
  id: CreationOptional<number>;
  childId: number;
  contentType: ProgressContentType;
  /** Id in the table that `contentType` names (no foreign key: it points at one of several tables). */
  contentId: number;
  positionSeconds: CreationOptional<number | null>;
  /** Books: where the child stopped reading (a page number, or an EPUB CFI); null for everything else. */
  bookmark: CreationOptional<string | null>;
  completed: CreationOptional<boolean>;
  score: CreationOptional<number | null>;
  lastSeenAt: Date;
  /** Seconds of learning time credited to this item by the child area's heartbeats. */
  timeSpentSeconds: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A child's learning time on one day (UTC), summed from the child area's heartbeats. */
export interface LearningTimeModel extends Model<
  InferAttributes<LearningTimeModel>,
  InferCreationAttributes<LearningTimeModel>
> {
  id: CreationOptional<number>;
  childId: number;
  /** 'YYYY-MM-DD' (DATEONLY travels as a string). */
  day: string;
  seconds: CreationOptional<number>;
  /** The last heartbeat credited, so the next one credits only the time since (bounded). */
  lastBeatAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineActivityModels(sequelize: Sequelize, now: Clock) {
  const QuizSubmission = sequelize.define<QuizSubmissionModel>(
    'QuizSubmission',
    {
      id: id(),
      quizId: requiredInteger(),
      childId: requiredInteger(),
      score: requiredInteger(),
      total: requiredInteger(),
      answers: { type: DataTypes.JSON, allowNull: false },
      submittedAt: { type: DataTypes.DATE(3), allowNull: false },
      ...timestamps(now),
    },
    { tableName: 'quiz_submissions' },
  );

  const AssignmentSubmission = sequelize.define<AssignmentSubmissionModel>(
    'AssignmentSubmission',
    {
      id: id(),
      assignmentId: requiredInteger(),
      childId: requiredInteger(),
      text: { type: DataTypes.TEXT, allowNull: true },
      fileUrl: { type: DataTypes.STRING(500), allowNull: true },
      submittedAt: { type: DataTypes.DATE(3), allowNull: false },
      reviewStars: { type: DataTypes.INTEGER, allowNull: true },
      reviewComment: { type: DataTypes.STRING(500), allowNull: true },
      reviewedAt: { type: DataTypes.DATE(3), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'assignment_submissions' },
  );

  const LearningProgress = sequelize.define<LearningProgressModel>(
    'LearningProgress',
    {
      id: id(),
      childId: requiredInteger(),
      contentType: { type: DataTypes.ENUM(...progressContentTypes), allowNull: false },
      contentId: requiredInteger(),
      positionSeconds: { type: DataTypes.INTEGER, allowNull: true },
      bookmark: { type: DataTypes.STRING(500), allowNull: true },
      completed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      score: { type: DataTypes.INTEGER, allowNull: true },
      lastSeenAt: { type: DataTypes.DATE(3), allowNull: false },
      timeSpentSeconds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps(now),
    },
    { tableName: 'learning_progress' },
  );

  const LearningTime = sequelize.define<LearningTimeModel>(
    'LearningTime',
    {
      id: id(),
      childId: requiredInteger(),
      day: { type: DataTypes.DATEONLY, allowNull: false },
      seconds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastBeatAt: { type: DataTypes.DATE(3), allowNull: true },
      ...timestamps(now),
    },
    { tableName: 'learning_time' },
  );

  return { QuizSubmission, AssignmentSubmission, LearningProgress, LearningTime };
}
