import { DataTypes } from 'sequelize';
import {
  idColumn,
  optionalInteger,
  optionalString,
  reference,
  requiredInteger,
  requiredString,
  requiredText,
  tableOptions,
  timestampColumns,
} from './columns';
import type { Migration } from './types';

/**
 * categories, videos, quizzes (+ questions, categories), assignments (+ categories), books, blogs.
 * Content → category keys are RESTRICT: the database refuses to delete a category that content still uses,
 * so nothing ends up pointing at a category that is gone.
 */
export const contentMigration: Migration = {
  name: '0002-content',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'categories',
      { id: idColumn(), name: requiredString(100), ...timestampColumns() },
      tableOptions,
    );
    await queryInterface.addIndex('categories', ['name'], { name: 'categories_name_unique', unique: true });

    await queryInterface.createTable(
      'videos',
      {
        id: idColumn(),
        title: requiredString(200),
        description: requiredText(),
        category_id: reference('categories', 'RESTRICT', { allowNull: false }),
        video_url: requiredString(500),
        thumbnail_url: requiredString(500),
        duration_seconds: optionalInteger(),
        created_by: reference('users', 'SET NULL', { allowNull: true }),
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('videos', ['category_id', 'created_at'], { name: 'videos_category_id_created_at' });
    await queryInterface.addIndex('videos', ['created_at'], { name: 'videos_created_at' });
    await queryInterface.addIndex('videos', ['created_by'], { name: 'videos_created_by' });

    await queryInterface.createTable(
      'quizzes',
      {
        id: idColumn(),
        title: requiredString(200),
        created_by: reference('users', 'SET NULL', { allowNull: true }),
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('quizzes', ['created_at'], { name: 'quizzes_created_at' });
    await queryInterface.addIndex('quizzes', ['created_by'], { name: 'quizzes_created_by' });

    await queryInterface.createTable(
      'quiz_questions',
      {
        id: idColumn(),
        quiz_id: reference('quizzes', 'CASCADE', { allowNull: false }),
        position: requiredInteger(),
        question: requiredText(),
        option_a: requiredString(500),
        option_b: requiredString(500),
        option_c: requiredString(500),
        option_d: requiredString(500),
        correct_option: { type: DataTypes.ENUM('A', 'B', 'C', 'D'), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('quiz_questions', ['quiz_id', 'position'], {
      name: 'quiz_questions_quiz_id_position_unique',
      unique: true,
    });

    await queryInterface.createTable(
      'quiz_categories',
      {
        quiz_id: reference('quizzes', 'CASCADE', { allowNull: false, primaryKey: true }),
        category_id: reference('categories', 'RESTRICT', { allowNull: false, primaryKey: true }),
      },
      tableOptions,
    );
    // The primary key (quiz_id, category_id) serves "categories of a quiz"; this serves "quizzes in a category".
    await queryInterface.addIndex('quiz_categories', ['category_id'], { name: 'quiz_categories_category_id' });

    await queryInterface.createTable(
      'assignments',
      {
        id: idColumn(),
        title: requiredString(200),
        description: requiredText(),
        file_url: requiredString(500),
        video_id: reference('videos', 'SET NULL', { allowNull: true }),
        due_date: { type: DataTypes.DATEONLY, allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('assignments', ['created_at'], { name: 'assignments_created_at' });
    await queryInterface.addIndex('assignments', ['due_date'], { name: 'assignments_due_date' });
    await queryInterface.addIndex('assignments', ['video_id'], { name: 'assignments_video_id' });

    await queryInterface.createTable(
      'assignment_categories',
      {
        assignment_id: reference('assignments', 'CASCADE', { allowNull: false, primaryKey: true }),
        category_id: reference('categories', 'RESTRICT', { allowNull: false, primaryKey: true }),
      },
      tableOptions,
    );
    await queryInterface.addIndex('assignment_categories', ['category_id'], {
      name: 'assignment_categories_category_id',
    });

    await queryInterface.createTable(
      'books',
      {
        id: idColumn(),
        title: requiredString(200),
        author: requiredString(200),
        category_id: reference('categories', 'RESTRICT', { allowNull: false }),
        pages: requiredInteger(),
        thumbnail_url: requiredString(500),
        file_url: requiredString(500),
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('books', ['category_id', 'created_at'], { name: 'books_category_id_created_at' });
    await queryInterface.addIndex('books', ['created_at'], { name: 'books_created_at' });

    await queryInterface.createTable(
      'blogs',
      {
        id: idColumn(),
        title: requiredString(200),
        slug: requiredString(200),
        category: optionalString(100),
        author: optionalString(200),
        description: requiredText(),
        publish_date: { type: DataTypes.DATEONLY, allowNull: false },
        banner_image: requiredString(500),
        is_published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('blogs', ['slug'], { name: 'blogs_slug_unique', unique: true });
    await queryInterface.addIndex('blogs', ['publish_date'], { name: 'blogs_publish_date' });
    // The public list: published posts, newest first.
    await queryInterface.addIndex('blogs', ['is_published', 'publish_date'], {
      name: 'blogs_is_published_publish_date',
    });
  },

  async down({ queryInterface }) {
    for (const table of [
      'blogs',
      'books',
      'assignment_categories',
      'assignments',
      'quiz_categories',
      'quiz_questions',
      'quizzes',
      'videos',
      'categories',
    ]) {
      await queryInterface.dropTable(table);
    }
  },
};
