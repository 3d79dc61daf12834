import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredString, tableOptions } from './columns';
import type { Migration } from './types';

/**
 * Issue 32, "Who's learning?".
 *
 * `family_devices`: a tablet or phone a parent marked as the family's. Its browser keeps a random token; only the
 * token's sha256 is stored. Removing a device deletes its row (the token then names nothing); the rows go with the
 * parent. `users.picture_code_hash`: a child's code of three pictures, hashed like a password (null: no code).
 * `users.opens_without_code`: the parent lets the child in on the family device by tapping their tile alone.
 * Only additions: every existing child has no code and asks for one. `down` drops just these.
 */
export const familyDevicesMigration: Migration = {
  name: '0022-family-devices',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'family_devices',
      {
        id: idColumn(),
        parent_id: reference('users', 'CASCADE', { allowNull: false }),
        name: requiredString(60),
        // sha256 of the token, hex.
        token_hash: { type: DataTypes.STRING(64), allowNull: false },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        // When the children were last listed or a child last logged in on it.
        last_used_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      tableOptions,
    );
    await queryInterface.addIndex('family_devices', ['token_hash'], {
      name: 'family_devices_token_hash',
      unique: true,
    });
    await queryInterface.addIndex('family_devices', ['parent_id', 'created_at'], {
      name: 'family_devices_parent_id_created_at',
    });
    await queryInterface.addColumn('users', 'picture_code_hash', { type: DataTypes.STRING(255), allowNull: true });
    await queryInterface.addColumn('users', 'opens_without_code', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('users', 'opens_without_code');
    await queryInterface.removeColumn('users', 'picture_code_hash');
    await queryInterface.dropTable('family_devices');
  },
};
