import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredText, tableOptions } from './columns';
import type { Migration } from './types';

/**
 * Issue 34, email. `contact_message_replies`: an admin's answer to a Contact message, emailed to its sender (the
 * email goes through the outbox, written in the same transaction) and kept with the message. A reply goes with its
 * message; it stays when the admin's account is deleted (`admin_id` set null: "an admin who has left"). Only a new
 * table: `down` drops it.
 */
export const contactRepliesMigration: Migration = {
  name: '0028-contact-replies',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'contact_message_replies',
      {
        id: idColumn(),
        contact_message_id: reference('contact_messages', 'CASCADE', { allowNull: false }),
        admin_id: reference('users', 'SET NULL', { allowNull: true }),
        message: requiredText(),
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      tableOptions,
    );
    // A message's replies, oldest first.
    await queryInterface.addIndex('contact_message_replies', ['contact_message_id', 'created_at'], {
      name: 'contact_message_replies_message_created_at',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('contact_message_replies');
  },
};
