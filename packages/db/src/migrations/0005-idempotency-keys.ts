import { DataTypes } from 'sequelize';
import { idColumn, reference, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * The `Idempotency-Key`s of paying calls (subscribe/renew): one row per parent and key, claimed before the
 * charge and holding the answer once there is one, so a repeat is answered again instead of charged again.
 */
export const idempotencyKeysMigration: Migration = {
  name: '0005-idempotency-keys',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'idempotency_keys',
      {
        id: idColumn(),
        parent_id: reference('users', 'CASCADE', { allowNull: false }),
        // BINARY: keys compare exactly on MariaDB too (its default collation ignores case).
        idempotency_key: { type: DataTypes.STRING(191).BINARY, allowNull: false },
        // Which call and body the key was first used with (sha256, hex): another body under it is refused.
        request_hash: { type: DataTypes.STRING(64), allowNull: false },
        // Null while the first request runs; then the answer every repeat gets.
        response_status: { type: DataTypes.INTEGER, allowNull: true },
        response_body: { type: DataTypes.TEXT, allowNull: true },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    // The claim: a second insert of one parent's key fails, whichever request gets there second.
    await queryInterface.addIndex('idempotency_keys', ['parent_id', 'idempotency_key'], {
      name: 'idempotency_keys_parent_id_key_unique',
      unique: true,
    });
    await queryInterface.addIndex('idempotency_keys', ['expires_at'], { name: 'idempotency_keys_expires_at' });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('idempotency_keys');
  },
};
