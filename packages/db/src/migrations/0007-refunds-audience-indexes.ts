import { optionalString } from './columns';
import type { Migration } from './types';

/** The content tables a child's lists and lookups filter by audience (services/content/src/audience). */
const flaggedContentTables = ['videos', 'books', 'quizzes', 'assignments'] as const;

/**
 * The provider's reference of a refund, kept on the refunded payment so a parent's receipt (and support) can
 * name it; and the indexes behind a child's filtered catalogue. Only additions: existing payments keep their
 * values (null: refunded before this, or never refunded).
 */
export const refundsAudienceIndexesMigration: Migration = {
  name: '0007-refunds-audience-indexes',

  async up({ queryInterface }) {
    // As long as provider_reference: the same providers answer both.
    await queryInterface.addColumn('payments', 'refund_reference', optionalString(191));

    // A child's query is `age_band IN ('all', <band>)` and, when music-free only, `AND music_free = true`
    // (packages/db/src/repos/content-audience.ts): the band leads, the flag narrows it.
    for (const table of flaggedContentTables) {
      await queryInterface.addIndex(table, ['age_band', 'music_free'], { name: `${table}_age_band_music_free` });
    }
  },

  async down({ queryInterface }) {
    for (const table of flaggedContentTables) {
      await queryInterface.removeIndex(table, `${table}_age_band_music_free`);
    }
    await queryInterface.removeColumn('payments', 'refund_reference');
  },
};
