import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredInteger, requiredString, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/** The learning progress kinds before and after this migration (the column is an ENUM on MariaDB). */
const progressKindsBefore = ['video', 'book', 'quiz', 'assignment'] as const;
const progressKindsAfter = [...progressKindsBefore, 'activity'] as const;

/**
 * Activities (Match the Picture, the revealed book, Fill in the Blanks): the activities with their content as
 * JSON text, their categories, the children's attempts, and the media files uploaded for them (so files no
 * activity uses can be deleted). Learning progress may point at an activity. Only additions.
 */
export const activitiesMigration: Migration = {
  name: '0010-activities',

  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable(
      'activities',
      {
        id: idColumn(),
        title: requiredString(200),
        prompt: requiredString(500),
        kind: requiredString(16),
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
        language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'en' },
        // The game as JSON text, checked against the contract's schema on the way in and out; MEDIUMTEXT on
        // MariaDB because a full passage with accepted answers can pass TEXT's 64 KB in utf8mb4 (SQLite's TEXT
        // has no such limit and takes no size).
        content: {
          type: sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('medium'),
          allowNull: false,
        },
        age_band: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
        music_free: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_by: reference('users', 'SET NULL', { allowNull: true }),
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('activities', ['created_at'], { name: 'activities_created_at' });
    await queryInterface.addIndex('activities', ['created_by'], { name: 'activities_created_by' });
    // A child's list: published ones that fit their age band and music-free setting.
    await queryInterface.addIndex('activities', ['status', 'age_band', 'music_free'], {
      name: 'activities_status_age_band_music_free',
    });

    await queryInterface.createTable(
      'activity_categories',
      {
        activity_id: reference('activities', 'CASCADE', { allowNull: false, primaryKey: true }),
        category_id: reference('categories', 'RESTRICT', { allowNull: false, primaryKey: true }),
      },
      tableOptions,
    );
    await queryInterface.addIndex('activity_categories', ['category_id'], { name: 'activity_categories_category_id' });

    await queryInterface.createTable(
      'activity_attempts',
      {
        id: idColumn(),
        activity_id: reference('activities', 'CASCADE', { allowNull: false }),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        score: requiredInteger(),
        correct: requiredInteger(),
        total: requiredInteger(),
        stars: requiredInteger(),
        reveals: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        seconds: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        pairs: { type: DataTypes.JSON, allowNull: false },
        typed: { type: DataTypes.JSON, allowNull: false },
        submitted_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    // A child's attempts on an activity (best score, last score, count), and everything of a child.
    await queryInterface.addIndex('activity_attempts', ['child_id', 'activity_id', 'submitted_at'], {
      name: 'activity_attempts_child_id_activity_id_submitted_at',
    });
    await queryInterface.addIndex('activity_attempts', ['activity_id'], { name: 'activity_attempts_activity_id' });

    await queryInterface.createTable(
      'activity_media',
      {
        id: idColumn(),
        // '/media/<folder>/<file>', as the upload answered it (as long as the other media url columns).
        url: requiredString(500),
        kind: requiredString(16),
        // Null until an activity uses the file; a deleted activity's files fall back to null and are swept.
        activity_id: reference('activities', 'SET NULL', { allowNull: true }),
        uploaded_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('activity_media', ['url'], {
      name: 'activity_media_url_unique',
      unique: true,
    });
    await queryInterface.addIndex('activity_media', ['activity_id'], { name: 'activity_media_activity_id' });
    await queryInterface.addIndex('activity_media', ['uploaded_at'], { name: 'activity_media_uploaded_at' });

    // SQLite keeps an ENUM as TEXT without a check (Sequelize), so only MariaDB's column learns the new kind.
    if (sequelize.getDialect() !== 'sqlite') {
      await queryInterface.changeColumn('learning_progress', 'content_type', {
        type: DataTypes.ENUM(...progressKindsAfter),
        allowNull: false,
      });
    }
  },

  async down({ queryInterface, sequelize }) {
    // Progress on activities points at the rows dropped below; it goes with them before the kind is removed.
    await sequelize.query("DELETE FROM learning_progress WHERE content_type = 'activity'");
    if (sequelize.getDialect() !== 'sqlite') {
      await queryInterface.changeColumn('learning_progress', 'content_type', {
        type: DataTypes.ENUM(...progressKindsBefore),
        allowNull: false,
      });
    }
    await queryInterface.dropTable('activity_media');
    await queryInterface.dropTable('activity_attempts');
    await queryInterface.dropTable('activity_categories');
    await queryInterface.dropTable('activities');
  },
};
