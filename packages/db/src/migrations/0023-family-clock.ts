import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Issue 32: the family's clock, on the parent's row. `users.time_zone` is the family's IANA zone by its canonical
 * name ('Asia/Jakarta'), `users.week_starts_on` the first day of its weeks ('monday', 'saturday' or 'sunday').
 * Every existing family (and every child's row, which never reads them) starts on UTC with weeks from Monday, as
 * all days were counted before. Only additions: every existing row keeps its values.
 */
export const familyClockMigration: Migration = {
  name: '0023-family-clock',

  async up({ queryInterface }) {
    await queryInterface.addColumn('users', 'time_zone', {
      type: DataTypes.STRING(64),
      allowNull: false,
      defaultValue: 'UTC',
    });
    await queryInterface.addColumn('users', 'week_starts_on', {
      type: DataTypes.STRING(16),
      allowNull: false,
      defaultValue: 'monday',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('users', 'week_starts_on');
    await queryInterface.removeColumn('users', 'time_zone');
  },
};
