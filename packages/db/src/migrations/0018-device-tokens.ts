import { DataTypes } from 'sequelize';
import { idColumn, reference, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * Remembered devices (issue 29): a login answers a random token that the browser keeps and sends with its next
 * login, so that login counts in the device's own budget and a flood of guesses on the account does not keep
 * the owner out. Only the token's sha256 is stored. Only additions; `down` drops just this table.
 */
export const deviceTokensMigration: Migration = {
  name: '0018-device-tokens',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'device_tokens',
      {
        id: idColumn(),
        user_id: reference('users', 'CASCADE', { allowNull: false }),
        // sha256 of the token, hex.
        token_hash: { type: DataTypes.STRING(64), allowNull: false },
        // The user's token_version when issued: a password change or a log-out everywhere bumps it, ending the token.
        token_version: { type: DataTypes.INTEGER, allowNull: false },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('device_tokens', ['token_hash'], { name: 'device_tokens_token_hash', unique: true });
    await queryInterface.addIndex('device_tokens', ['user_id', 'created_at'], {
      name: 'device_tokens_user_id_created_at',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('device_tokens');
  },
};
