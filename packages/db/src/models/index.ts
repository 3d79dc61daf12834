import type { Sequelize } from 'sequelize';
import { type Clock, systemClock } from './attributes';
import { defineAccountModels } from './accounts';
import { defineActivityModels } from './activity';
import { defineActivitiesModels } from './activities';
import { defineContentModels } from './content';
import { defineMediaModels } from './media';
import { defineIdempotencyModels } from './idempotency';
import { defineSyncModels } from './sync';
import { defineContactModels } from './contact';
import { defineDeviceTokenModels } from './device-tokens';
import { defineEmailOutboxModels } from './email-outbox';
import { defineEmailTokenModels } from './email-tokens';
import { defineFamilyDeviceModels } from './family-devices';
import { defineReviewModels } from './review';
import { defineQuranRecitationModels } from './quran-recitations';
import { defineHifzModels } from './hifz';

export type * from './accounts';
export type * from './content';
export type * from './activity';
export type * from './media';
export type * from './idempotency';
export type * from './activities';
export type * from './sync';
export type * from './contact';
export type * from './device-tokens';
export type * from './family-devices';
export type * from './email-outbox';
export type * from './email-tokens';
export type * from './review';
export type * from './quran-recitations';
export type * from './hifz';
export { emailTokenPurposes } from './email-tokens';
export { answerOptions } from './content';
export { systemClock, type Clock } from './attributes';
export { progressContentTypes } from './activity';

/**
 * Defines every model on one Sequelize instance. Models are defined per instance (not as global classes)
 * so that one process can hold several databases, as the tests do with SQLite and MariaDB side by side.
 * The migrations own the schema (types, foreign keys, indexes); models only describe it, so associations
 * say `constraints: false` and nothing here ever calls `sync()`.
 */
export function defineModels(sequelize: Sequelize, now: Clock = systemClock) {
  const models = {
    ...defineAccountModels(sequelize, now),
    ...defineContentModels(sequelize, now),
    ...defineActivityModels(sequelize, now),
    ...defineMediaModels(sequelize, now),
    ...defineIdempotencyModels(sequelize, now),
    ...defineActivitiesModels(sequelize, now),
    ...defineSyncModels(sequelize, now),
    ...defineContactModels(sequelize, now),
    ...defineDeviceTokenModels(sequelize, now),
    ...defineFamilyDeviceModels(sequelize, now),
    ...defineEmailOutboxModels(sequelize, now),
    ...defineEmailTokenModels(sequelize, now),
    ...defineReviewModels(sequelize, now),
    ...defineQuranRecitationModels(sequelize, now),
    ...defineHifzModels(sequelize, now),
  };
  const {
    User,
    Subscription,
    Payment,
    Category,
    Video,
    Quiz,
    QuizQuestion,
    QuizCategory,
    Assignment,
    AssignmentCategory,
    Book,
    QuizSubmission,
    AssignmentSubmission,
    LearningProgress,
    LearningTime,
  } = models;
  const described = { constraints: false } as const;

  User.belongsTo(User, { ...described, as: 'parent', foreignKey: 'parentId' });
  User.hasMany(User, { ...described, as: 'children', foreignKey: 'parentId' });
  User.hasMany(Subscription, { ...described, as: 'subscriptions', foreignKey: 'parentId' });
  Subscription.belongsTo(User, { ...described, as: 'parent', foreignKey: 'parentId' });
  Payment.belongsTo(User, { ...described, as: 'parent', foreignKey: 'parentId' });
  Payment.belongsTo(Subscription, { ...described, as: 'subscription', foreignKey: 'subscriptionId' });

  Video.belongsTo(Category, { ...described, as: 'category', foreignKey: 'categoryId' });
  Video.belongsTo(User, { ...described, as: 'creator', foreignKey: 'createdBy' });
  Book.belongsTo(Category, { ...described, as: 'category', foreignKey: 'categoryId' });
  models.Dua.belongsTo(Category, { ...described, as: 'category', foreignKey: 'categoryId' });
  Quiz.belongsTo(User, { ...described, as: 'creator', foreignKey: 'createdBy' });
  Quiz.hasMany(QuizQuestion, { ...described, as: 'questions', foreignKey: 'quizId' });
  QuizQuestion.belongsTo(Quiz, { ...described, as: 'quiz', foreignKey: 'quizId' });
  Quiz.belongsToMany(Category, {
    ...described,
    as: 'categories',
    through: QuizCategory,
    foreignKey: 'quizId',
    otherKey: 'categoryId',
  });
  Assignment.belongsTo(Video, { ...described, as: 'video', foreignKey: 'videoId' });
  Assignment.belongsToMany(Category, {
    ...described,
    as: 'categories',
    through: AssignmentCategory,
    foreignKey: 'assignmentId',
    otherKey: 'categoryId',
  });

  QuizSubmission.belongsTo(Quiz, { ...described, as: 'quiz', foreignKey: 'quizId' });
  QuizSubmission.belongsTo(User, { ...described, as: 'child', foreignKey: 'childId' });
  AssignmentSubmission.belongsTo(Assignment, { ...described, as: 'assignment', foreignKey: 'assignmentId' });
  AssignmentSubmission.belongsTo(User, { ...described, as: 'child', foreignKey: 'childId' });
  LearningProgress.belongsTo(User, { ...described, as: 'child', foreignKey: 'childId' });
  LearningTime.belongsTo(User, { ...described, as: 'child', foreignKey: 'childId' });

  return models;
}

export type Models = ReturnType<typeof defineModels>;

/** Every table, children before parents: the order in which rows can be deleted without a foreign key error. */
export const tablesInDeleteOrder = [
  'quran_recitations',
  'child_recitations',
  'hifz_reviews',
  'hifz_ayahs',
  'content_reports',
  'content_review_events',
  'content_reviews',
  'email_outbox',
  'contact_message_replies',
  'contact_messages',
  'site_settings',
  'offline_time_credits',
  'hand_offs',
  'child_syncs',
  'media_deletions',
  'activity_media',
  'activity_attempts',
  'activity_categories',
  'activities',
  'learning_time',
  'learning_progress',
  'assignment_submissions',
  'quiz_submissions',
  'assignment_categories',
  'quiz_categories',
  'quiz_questions',
  'assignments',
  'quizzes',
  'book_page_narrations',
  'books',
  'duas',
  'videos',
  'blogs',
  'categories',
  'payments',
  'subscriptions',
  'idempotency_keys',
  'device_tokens',
  'family_devices',
  'email_tokens',
  'users',
] as const;
