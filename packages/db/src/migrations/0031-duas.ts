import { DataTypes } from 'sequelize';
import {
  idColumn,
  optionalString,
  reference,
  requiredString,
  requiredText,
  tableOptions,
  timestampColumns,
} from './columns';
import type { Migration } from './types';

/** The learning progress kinds before and after this migration (the column is an ENUM on MariaDB). */
const progressKindsBefore = ['video', 'book', 'quiz', 'assignment', 'activity'] as const;
const progressKindsAfter = [...progressKindsBefore, 'dua'] as const;

/**
 * Issue 36, duas: the dua cards (Arabic, transliteration, meaning, occasion, a picture and an optional recording),
 * one category each, with the flags, language and review status every kind carries (a new dua is a draft: families
 * see it only once a reviewer approved it). Learning progress may point at a dua ("I said it"). Only additions:
 * `down` removes the table and the progress rows that point into it, nothing else.
 */
export const duasMigration: Migration = {
  name: '0031-duas',

  async up({ queryInterface, sequelize }) {
    await queryInterface.createTable(
      'duas',
      {
        id: idColumn(),
        title: requiredString(200),
        arabic: requiredText(),
        transliteration: requiredText(),
        meaning: requiredText(),
        occasion: requiredString(20),
        category_id: reference('categories', 'RESTRICT', { allowNull: false }),
        thumbnail_url: requiredString(500),
        audio_url: optionalString(500),
        created_by: reference('users', 'SET NULL', { allowNull: true }),
        age_band: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'all' },
        music_free: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        language: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'both' },
        review_status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'draft' },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('duas', ['category_id', 'created_at'], { name: 'duas_category_id_created_at' });
    await queryInterface.addIndex('duas', ['created_at'], { name: 'duas_created_at' });
    await queryInterface.addIndex('duas', ['created_by'], { name: 'duas_created_by' });
    await queryInterface.addIndex('duas', ['review_status'], { name: 'duas_review_status' });

    // SQLite keeps an ENUM as TEXT without a check (Sequelize), so only MariaDB's column learns the new kind.
    if (sequelize.getDialect() !== 'sqlite') {
      await queryInterface.changeColumn('learning_progress', 'content_type', {
        type: DataTypes.ENUM(...progressKindsAfter),
        allowNull: false,
      });
    }
  },

  async down({ queryInterface, sequelize }) {
    // Progress on duas, and their reviews, point at the rows dropped below; they go with them.
    await sequelize.query("DELETE FROM learning_progress WHERE content_type = 'dua'");
    for (const table of ['content_reports', 'content_review_events', 'content_reviews'])
      await sequelize.query(`DELETE FROM ${table} WHERE kind = 'dua'`);
    if (sequelize.getDialect() !== 'sqlite') {
      await queryInterface.changeColumn('learning_progress', 'content_type', {
        type: DataTypes.ENUM(...progressKindsBefore),
        allowNull: false,
      });
    }
    await queryInterface.dropTable('duas');
  },
};
