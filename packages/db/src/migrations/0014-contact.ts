import { DataTypes } from 'sequelize';
import { idColumn, requiredString, requiredText, tableOptions } from './columns';
import type { Migration } from './types';

/**
 * The Contact page (issue 17): the messages visitors send (the admins' inbox) and the site settings an admin
 * edits without a rebuild, starting with the contact details (one row per key, its value JSON). Only additions;
 * `down` drops just these two tables.
 */
export const contactMigration: Migration = {
  name: '0014-contact',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'contact_messages',
      {
        id: idColumn(),
        name: requiredString(120),
        // 254: the longest address SMTP carries (the contract's limit).
        email: requiredString(254),
        subject: requiredString(150),
        message: requiredText(),
        created_at: { type: DataTypes.DATE(3), allowNull: false },
        // Null until an admin opens it / archives it.
        read_at: { type: DataTypes.DATE(3), allowNull: true },
        archived_at: { type: DataTypes.DATE(3), allowNull: true },
      },
      tableOptions,
    );
    // The inbox and the archive, newest first (archived_at null or not, then created_at, id).
    await queryInterface.addIndex('contact_messages', ['archived_at', 'created_at', 'id'], {
      name: 'contact_messages_archived_at_created_at',
    });
    // The unread count: inbox messages not read yet.
    await queryInterface.addIndex('contact_messages', ['read_at', 'archived_at'], {
      name: 'contact_messages_read_at_archived_at',
    });

    await queryInterface.createTable(
      'site_settings',
      {
        // A name like 'contact_details'.
        key: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
        // The setting's value as JSON text (read and checked by its repository).
        value: requiredText(),
        updated_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      tableOptions,
    );
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('site_settings');
    await queryInterface.dropTable('contact_messages');
  },
};
