import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Issue 31: a child's "Read to me" setting. `users.read_to_me` is the parent's choice (true or false); null (every
 * existing child, and a new one the parent chose nothing for) follows the age: on up to age 7 or while the age is
 * unknown (`readToMeFor` in the contracts). Only an addition: every existing row keeps its values.
 */
export const readToMeMigration: Migration = {
  name: '0020-read-to-me',

  async up({ queryInterface }) {
    await queryInterface.addColumn('users', 'read_to_me', { type: DataTypes.BOOLEAN, allowNull: true });
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('users', 'read_to_me');
  },
};
