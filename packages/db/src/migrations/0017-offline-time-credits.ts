import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredInteger, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * Offline learning time as reported and as credited (issue 29): one row per report a child's device sent, so the
 * service can bound what it credits by the wall-clock time since the child's last sync (the sum of the credits
 * received since then), and an admin can see what was reported but not credited. Gone with the child. Only an
 * addition.
 */
export const offlineTimeCreditsMigration: Migration = {
  name: '0017-offline-time-credits',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'offline_time_credits',
      {
        id: idColumn(),
        child_id: reference('users', 'CASCADE', { allowNull: false }),
        day: { type: DataTypes.DATEONLY, allowNull: false },
        reported_seconds: requiredInteger(),
        credited_seconds: requiredInteger(),
        received_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    // The credits received since a moment: the budget of the next report.
    await queryInterface.addIndex('offline_time_credits', ['child_id', 'received_at'], {
      name: 'offline_time_credits_child_id_received_at',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('offline_time_credits');
  },
};
