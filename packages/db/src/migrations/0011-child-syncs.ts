import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredInteger, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * The child area's sync reports (issue 14): per child, when the device last finished sending its offline queue
 * and how many items were waiting. One row per child (replaced by each report), gone with the child. Only an
 * addition.
 */
export const childSyncsMigration: Migration = {
  name: '0011-child-syncs',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'child_syncs',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        last_sync_at: { type: DataTypes.DATE(3), allowNull: false },
        last_sync_items: requiredInteger(),
        ...timestampColumns(),
      },
      tableOptions,
    );
    // One row per child: a report replaces the last one; racing reports meet at this index.
    await queryInterface.addIndex('child_syncs', ['child_id'], { name: 'child_syncs_child_id_unique', unique: true });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('child_syncs');
  },
};
