import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredInteger, requiredString, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * Issue 36, the Quran corner. Only additions: `down` removes just these tables.
 * - `quran_recitations`: one recitation per surah (its audio file, reciter, licence, and each ayah's start in
 *   seconds as a JSON list), uploaded by an admin.
 * - `hifz_ayahs`: a child's memorisation, one row per ayah marked: 'learning' or 'memorized', and for a memorised
 *   ayah its spaced-repetition card (FSRS, JSON) and the family's day it is due.
 * - `hifz_reviews`: each revision a child graded (the FSRS review log), for the parent's view and rescheduling.
 * - `child_recitations`: a child's recorded recitation (a child's voice: its file is served only through signed
 *   links), the parent's answer (stars, comment), whether the parent keeps it past the 90 days, and the device's
 *   key for a recording sent from the offline queue (sent twice, stored once).
 * Every child row goes with the child (CASCADE); the recording files are swept by the content service.
 */
export const quranCornerMigration: Migration = {
  name: '0030-quran-corner',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'quran_recitations',
      {
        surah: { type: DataTypes.INTEGER, primaryKey: true, allowNull: false },
        audio_url: requiredString(500),
        reciter: requiredString(120),
        licence: requiredString(300),
        // JSON: each ayah's start in seconds, one per ayah.
        ayah_starts: { type: DataTypes.TEXT, allowNull: false },
        uploaded_by: reference('users', 'SET NULL', { allowNull: true }),
        ...timestampColumns(),
      },
      tableOptions,
    );

    await queryInterface.createTable(
      'hifz_ayahs',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        surah: requiredInteger(),
        ayah: requiredInteger(),
        // 'learning' or 'memorized'.
        status: requiredString(12),
        // JSON: the FSRS card of a memorised ayah (null while learning).
        card: { type: DataTypes.TEXT, allowNull: true },
        // The family's day it is due (null while learning).
        due_on: { type: DataTypes.DATEONLY, allowNull: true },
        last_reviewed_at: { type: DataTypes.DATE(3), allowNull: true },
        reviews: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lapses: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('hifz_ayahs', ['child_id', 'surah', 'ayah'], {
      name: 'hifz_ayahs_child_id_surah_ayah',
      unique: true,
    });
    await queryInterface.addIndex('hifz_ayahs', ['child_id', 'due_on'], { name: 'hifz_ayahs_child_id_due_on' });

    await queryInterface.createTable(
      'hifz_reviews',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        surah: requiredInteger(),
        ayah: requiredInteger(),
        // 'again', 'hard', 'good' or 'easy'.
        grade: requiredString(8),
        // The family's day it was due, and the one it moved to.
        due_before: { type: DataTypes.DATEONLY, allowNull: true },
        due_after: { type: DataTypes.DATEONLY, allowNull: false },
        reviewed_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      tableOptions,
    );
    await queryInterface.addIndex('hifz_reviews', ['child_id', 'reviewed_at'], {
      name: 'hifz_reviews_child_id_reviewed_at',
    });

    await queryInterface.createTable(
      'child_recitations',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        surah: requiredInteger(),
        ayah_from: requiredInteger(),
        ayah_to: requiredInteger(),
        audio_url: requiredString(500),
        recorded_at: { type: DataTypes.DATE(3), allowNull: false },
        kept: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        review_stars: { type: DataTypes.INTEGER, allowNull: true },
        review_comment: { type: DataTypes.TEXT, allowNull: true },
        reviewed_at: { type: DataTypes.DATE(3), allowNull: true },
        reviewed_by: reference('users', 'SET NULL', { allowNull: true }),
        // The device's Idempotency-Key of a recording sent from the offline queue (null when sent directly).
        client_key: { type: DataTypes.STRING(64), allowNull: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('child_recitations', ['child_id', 'created_at'], {
      name: 'child_recitations_child_id_created_at',
    });
    await queryInterface.addIndex('child_recitations', ['child_id', 'client_key'], {
      name: 'child_recitations_child_id_client_key',
      unique: true,
    });
    await queryInterface.addIndex('child_recitations', ['kept', 'created_at'], {
      name: 'child_recitations_kept_created_at',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('child_recitations');
    await queryInterface.dropTable('hifz_reviews');
    await queryInterface.dropTable('hifz_ayahs');
    await queryInterface.dropTable('quran_recitations');
  },
};
