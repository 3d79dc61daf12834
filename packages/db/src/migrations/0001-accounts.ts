import { DataTypes } from 'sequelize';
import {
  idColumn,
  optionalInteger,
  optionalString,
  reference,
  requiredString,
  tableOptions,
  timestampColumns,
} from './columns';
import type { Migration } from './types';

/**
 * The roles as this migration created them. A migration records history, so it keeps its own copy; a test
 * checks it still equals `roles` from @young-minds/contracts (a new role needs a new migration).
 */
export const rolesAtAccountsMigration = ['admin', 'parent', 'child'] as const;

/** users, subscriptions, payments. */
export const accountsMigration: Migration = {
  name: '0001-accounts',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'users',
      {
        id: idColumn(),
        role: { type: DataTypes.ENUM(...rolesAtAccountsMigration), allowNull: false },
        name: requiredString(200),
        email: optionalString(255),
        // BINARY: usernames compare exactly on MariaDB too (its default collation ignores case).
        username: { type: DataTypes.STRING(64).BINARY, allowNull: true },
        phone: optionalString(32),
        password_hash: optionalString(255),
        avatar: optionalString(500),
        age: optionalInteger(),
        parent_id: reference('users', 'CASCADE', { allowNull: true }),
        token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('users', ['email'], { name: 'users_email_unique', unique: true });
    await queryInterface.addIndex('users', ['username'], { name: 'users_username_unique', unique: true });
    // Admin lists: parents / children newest first.
    await queryInterface.addIndex('users', ['role', 'created_at'], { name: 'users_role_created_at' });
    await queryInterface.addIndex('users', ['parent_id', 'created_at'], { name: 'users_parent_id_created_at' });

    await queryInterface.createTable(
      'subscriptions',
      {
        id: idColumn(),
        parent_id: reference('users', 'CASCADE', { allowNull: false }),
        plan_name: requiredString(100),
        price: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
        start_date: { type: DataTypes.DATEONLY, allowNull: false },
        end_date: { type: DataTypes.DATEONLY, allowNull: false },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('subscriptions', ['parent_id', 'end_date'], {
      name: 'subscriptions_parent_id_end_date',
    });
    await queryInterface.addIndex('subscriptions', ['created_at'], { name: 'subscriptions_created_at' });

    await queryInterface.createTable(
      'payments',
      {
        id: idColumn(),
        // A deleted subscription keeps its payments (income history); a deleted parent takes them along.
        subscription_id: reference('subscriptions', 'SET NULL', { allowNull: true }),
        parent_id: reference('users', 'CASCADE', { allowNull: false }),
        amount: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false, defaultValue: 'USD' },
        status: requiredString(20),
        provider: requiredString(40),
        provider_reference: optionalString(191),
        paid_at: { type: DataTypes.DATE(3), allowNull: true },
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('payments', ['parent_id', 'paid_at'], { name: 'payments_parent_id_paid_at' });
    // Income grouped by period scans paid_at ranges.
    await queryInterface.addIndex('payments', ['paid_at'], { name: 'payments_paid_at' });
    await queryInterface.addIndex('payments', ['subscription_id'], { name: 'payments_subscription_id' });
    // A provider's callback may arrive twice: one row per provider reference.
    await queryInterface.addIndex('payments', ['provider', 'provider_reference'], {
      name: 'payments_provider_reference_unique',
      unique: true,
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('payments');
    await queryInterface.dropTable('subscriptions');
    await queryInterface.dropTable('users');
  },
};
