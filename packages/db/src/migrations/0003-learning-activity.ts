import { DataTypes } from 'sequelize';
import { idColumn, optionalString, reference, requiredInteger, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/** What children do: quiz and assignment submissions, and learning progress. A deleted child takes it all along. */
export const learningActivityMigration: Migration = {
  name: '0003-learning-activity',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'quiz_submissions',
      {
        id: idColumn(),
        quiz_id: reference('quizzes', 'CASCADE', { allowNull: false }),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        score: requiredInteger(),
        total: requiredInteger(),
        answers: { type: DataTypes.JSON, allowNull: false },
        submitted_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('quiz_submissions', ['quiz_id', 'submitted_at'], {
      name: 'quiz_submissions_quiz_id_submitted_at',
    });
    await queryInterface.addIndex('quiz_submissions', ['child_id', 'submitted_at'], {
      name: 'quiz_submissions_child_id_submitted_at',
    });

    await queryInterface.createTable(
      'assignment_submissions',
      {
        id: idColumn(),
        assignment_id: reference('assignments', 'CASCADE', { allowNull: false }),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        text: { type: DataTypes.TEXT, allowNull: true },
        file_url: optionalString(500),
        submitted_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('assignment_submissions', ['assignment_id', 'submitted_at'], {
      name: 'assignment_submissions_assignment_id_submitted_at',
    });
    await queryInterface.addIndex('assignment_submissions', ['child_id', 'submitted_at'], {
      name: 'assignment_submissions_child_id_submitted_at',
    });

    await queryInterface.createTable(
      'learning_progress',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        content_type: { type: DataTypes.ENUM('video', 'book', 'quiz', 'assignment'), allowNull: false },
        // Polymorphic (one of four tables), hence no foreign key; deleting content deletes its progress in code.
        content_id: requiredInteger(),
        position_seconds: { type: DataTypes.INTEGER, allowNull: true },
        completed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        score: { type: DataTypes.INTEGER, allowNull: true },
        last_seen_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    // One row per child and item (upserts rely on it); its prefix also serves "everything of a child".
    await queryInterface.addIndex('learning_progress', ['child_id', 'content_type', 'content_id'], {
      name: 'learning_progress_child_content_unique',
      unique: true,
    });
    await queryInterface.addIndex('learning_progress', ['child_id', 'last_seen_at'], {
      name: 'learning_progress_child_id_last_seen_at',
    });
    await queryInterface.addIndex('learning_progress', ['content_type', 'content_id'], {
      name: 'learning_progress_content',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('learning_progress');
    await queryInterface.dropTable('assignment_submissions');
    await queryInterface.dropTable('quiz_submissions');
  },
};
