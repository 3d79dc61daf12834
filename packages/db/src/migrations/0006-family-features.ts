import { DataTypes } from 'sequelize';
import { idColumn, optionalString, reference, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/** The content tables that carry the age band and music-free flags. */
const flaggedContentTables = ['videos', 'books', 'quizzes', 'assignments'] as const;

/**
 * The parent area's data: children's goals and content settings, the parent's PIN and the family's theme, the
 * content flags those settings filter on, learning time per child and day, worksheet reviews, cancellations and
 * refunds. Only additions: every existing row keeps its values (new columns have defaults or allow null).
 */
export const familyFeaturesMigration: Migration = {
  name: '0006-family-features',

  async up({ queryInterface }) {
    await queryInterface.addColumn('users', 'weekly_goal_minutes', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 120,
    });
    // Children: '3-5' | '6-8' | '9-12'; null until the parent picks one (the age decides meanwhile).
    await queryInterface.addColumn('users', 'age_band', optionalString(8));
    await queryInterface.addColumn('users', 'music_free_only', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
    // Parents: the 4-digit PIN that takes a handed-over device back (hashed like a password).
    await queryInterface.addColumn('users', 'parent_pin_hash', optionalString(255));
    // Parents: the family's theme by name; null is the default theme.
    await queryInterface.addColumn('users', 'theme_name', optionalString(40));

    for (const table of flaggedContentTables) {
      await queryInterface.addColumn(table, 'age_band', {
        type: DataTypes.STRING(8),
        allowNull: false,
        defaultValue: 'all',
      });
      await queryInterface.addColumn(table, 'music_free', {
        type: DataTypes.BOOLEAN,
        allowNull: false,
        defaultValue: false,
      });
    }

    await queryInterface.createTable(
      'learning_time',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        day: { type: DataTypes.DATEONLY, allowNull: false },
        seconds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_beat_at: { type: DataTypes.DATE(3), allowNull: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    // One row per child and day (heartbeats upsert it); its prefix serves "this week / last week of a child".
    await queryInterface.addIndex('learning_time', ['child_id', 'day'], {
      name: 'learning_time_child_id_day_unique',
      unique: true,
    });

    await queryInterface.addColumn('learning_progress', 'time_spent_seconds', {
      type: DataTypes.INTEGER,
      allowNull: false,
      defaultValue: 0,
    });

    await queryInterface.addColumn('assignment_submissions', 'review_stars', {
      type: DataTypes.INTEGER,
      allowNull: true,
    });
    await queryInterface.addColumn('assignment_submissions', 'review_comment', optionalString(500));
    await queryInterface.addColumn('assignment_submissions', 'reviewed_at', {
      type: DataTypes.DATE(3),
      allowNull: true,
    });

    // Cancelled by the parent: access continues to end_date unless the payment was refunded.
    await queryInterface.addColumn('subscriptions', 'cancelled_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addColumn('payments', 'refunded_at', { type: DataTypes.DATE(3), allowNull: true });
    // What a payment bought (a renewal extends the same subscription, so the period is the payment's own):
    // null for declined charges and for payments recorded before this migration.
    await queryInterface.addColumn('payments', 'plan_name', optionalString(100));
    await queryInterface.addColumn('payments', 'period_start', { type: DataTypes.DATEONLY, allowNull: true });
    await queryInterface.addColumn('payments', 'period_end', { type: DataTypes.DATEONLY, allowNull: true });
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('payments', 'period_end');
    await queryInterface.removeColumn('payments', 'period_start');
    await queryInterface.removeColumn('payments', 'plan_name');
    await queryInterface.removeColumn('payments', 'refunded_at');
    await queryInterface.removeColumn('subscriptions', 'cancelled_at');
    await queryInterface.removeColumn('assignment_submissions', 'reviewed_at');
    await queryInterface.removeColumn('assignment_submissions', 'review_comment');
    await queryInterface.removeColumn('assignment_submissions', 'review_stars');
    await queryInterface.removeColumn('learning_progress', 'time_spent_seconds');
    await queryInterface.dropTable('learning_time');
    for (const table of flaggedContentTables) {
      await queryInterface.removeColumn(table, 'music_free');
      await queryInterface.removeColumn(table, 'age_band');
    }
    for (const column of ['theme_name', 'parent_pin_hash', 'music_free_only', 'age_band', 'weekly_goal_minutes']) {
      await queryInterface.removeColumn('users', column);
    }
  },
};
