import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredText, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/** The content tables as they stood at this migration (kept here: a released migration never follows the registry). */
const contentTables = [
  { kind: 'video', table: 'videos', author: 'created_by' },
  { kind: 'book', table: 'books', author: null },
  { kind: 'quiz', table: 'quizzes', author: 'created_by' },
  { kind: 'assignment', table: 'assignments', author: null },
  { kind: 'activity', table: 'activities', author: 'created_by' },
] as const;

/**
 * Issue 35, scholar review.
 * - Each content table gets `review_status` ('draft', 'in_review', 'changes_requested', 'published'): what a
 *   family may see is 'published' only. Existing items were live, so they are recorded as published (an activity
 *   kept as a draft stays a draft); new rows start as drafts.
 * - `content_reviews`: one row per item (kind + item id): its author, its sources (JSON), who checked the live
 *   version and when (with the note), and a revision waiting behind a published item (its changed fields and
 *   sources as JSON, its status, author and when it was submitted). Existing items are recorded as reviewed by
 *   the first admin (the bootstrap admin), at the time of the migration.
 * - `content_review_events`: an item's history of corrections (submitted, approved, changes requested, sources
 *   changed, a report resolved), with the admin and the note.
 * - `content_reports`: a family's report of a mistake in an item, and the admin's reply when it is resolved.
 * - `users.reviewer`: the admins who may approve content; every existing admin is one (they published alone).
 * The item tables are polymorphic here (kind + id), so the repositories delete an item's review, events and
 * reports in the item's own delete transaction. Only additions: `down` removes just these.
 */
export const scholarReviewMigration: Migration = {
  name: '0029-scholar-review',

  async up({ queryInterface, sequelize }) {
    await queryInterface.addColumn('users', 'reviewer', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
    await sequelize.query("UPDATE users SET reviewer = ? WHERE role = 'admin'", { replacements: [true] });

    for (const { table } of contentTables) {
      await queryInterface.addColumn(table, 'review_status', {
        type: DataTypes.STRING(20),
        allowNull: false,
        defaultValue: 'draft',
      });
    }
    for (const { table } of contentTables) {
      const keptDraft = table === 'activities' ? " WHERE status = 'published'" : '';
      await sequelize.query(`UPDATE ${table} SET review_status = 'published'${keptDraft}`);
      await queryInterface.addIndex(table, ['review_status'], { name: `${table}_review_status` });
    }

    await queryInterface.createTable(
      'content_reviews',
      {
        id: idColumn(),
        kind: { type: DataTypes.STRING(20), allowNull: false },
        item_id: { type: DataTypes.INTEGER, allowNull: false },
        author_id: reference('users', 'SET NULL', { allowNull: true }),
        // JSON: the item's sources as the contract shapes them (`[]` for none).
        sources: requiredText(),
        reviewed_by: reference('users', 'SET NULL', { allowNull: true }),
        reviewed_at: { type: DataTypes.DATE(3), allowNull: true },
        note: { type: DataTypes.TEXT, allowNull: true },
        submitted_at: { type: DataTypes.DATE(3), allowNull: true },
        // A published item's edit waiting for review: its changed fields and its sources as JSON (null: none).
        revision: { type: DataTypes.TEXT, allowNull: true },
        revision_sources: { type: DataTypes.TEXT, allowNull: true },
        revision_status: { type: DataTypes.STRING(20), allowNull: true },
        revision_author_id: reference('users', 'SET NULL', { allowNull: true }),
        revision_submitted_at: { type: DataTypes.DATE(3), allowNull: true },
        revision_note: { type: DataTypes.TEXT, allowNull: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('content_reviews', ['kind', 'item_id'], {
      name: 'content_reviews_kind_item_id',
      unique: true,
    });
    await queryInterface.addIndex('content_reviews', ['revision_status'], { name: 'content_reviews_revision_status' });

    await queryInterface.createTable(
      'content_review_events',
      {
        id: idColumn(),
        kind: { type: DataTypes.STRING(20), allowNull: false },
        item_id: { type: DataTypes.INTEGER, allowNull: false },
        // 'submitted', 'approved', 'changes_requested', 'sources_changed', 'report_resolved'.
        action: { type: DataTypes.STRING(30), allowNull: false },
        admin_id: reference('users', 'SET NULL', { allowNull: true }),
        note: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      tableOptions,
    );
    await queryInterface.addIndex('content_review_events', ['kind', 'item_id', 'created_at'], {
      name: 'content_review_events_kind_item_id_created_at',
    });

    await queryInterface.createTable(
      'content_reports',
      {
        id: idColumn(),
        kind: { type: DataTypes.STRING(20), allowNull: false },
        item_id: { type: DataTypes.INTEGER, allowNull: false },
        // The parent who reported (or whose child pressed the button): the report goes with the family.
        parent_id: reference('users', 'CASCADE', { allowNull: false }),
        child_id: reference('users', 'SET NULL', { allowNull: true }),
        message: requiredText(),
        // 'open' or 'resolved'.
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'open' },
        reply: { type: DataTypes.TEXT, allowNull: true },
        resolved_by: reference('users', 'SET NULL', { allowNull: true }),
        resolved_at: { type: DataTypes.DATE(3), allowNull: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('content_reports', ['status', 'created_at'], {
      name: 'content_reports_status_created_at',
    });
    await queryInterface.addIndex('content_reports', ['kind', 'item_id'], { name: 'content_reports_kind_item_id' });

    // The existing items, recorded as reviewed by the first admin (the bootstrap admin) now.
    const now = new Date();
    for (const { kind, table, author } of contentTables) {
      await sequelize.query(
        `INSERT INTO content_reviews (kind, item_id, author_id, sources, reviewed_by, reviewed_at, created_at, updated_at)
         SELECT ?, id, ${author ?? 'NULL'}, '[]',
                (SELECT MIN(admins.id) FROM users admins WHERE admins.role = 'admin'),
                ?, ?, ?
         FROM ${table} WHERE review_status = 'published'`,
        { replacements: [kind, now, now, now] },
      );
    }
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('content_reports');
    await queryInterface.dropTable('content_review_events');
    await queryInterface.dropTable('content_reviews');
    for (const { table } of contentTables) {
      await queryInterface.removeIndex(table, `${table}_review_status`);
      await queryInterface.removeColumn(table, 'review_status');
    }
    await queryInterface.removeColumn('users', 'reviewer');
  },
};
