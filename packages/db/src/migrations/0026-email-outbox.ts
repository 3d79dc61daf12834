import { DataTypes } from 'sequelize';
import { idColumn, optionalString, requiredString, tableOptions } from './columns';
import type { Migration } from './types';

/**
 * Issue 34, email. `email_outbox`: every email the platform sends, written in the same transaction as the event
 * that causes it (a payment, a registration, a reset asked for) and sent afterwards by the outbox sender with
 * retries, so a mail server that is down loses nothing. `dedupe_key` (unique, nullable) makes a scheduled message
 * (the weekly note, the renewal reminder) written at most once however many instances schedule it.
 * `claimed_until` is the sending instance's lease: another instance takes the row only once it has passed.
 * Only a new table: `down` drops it.
 */
export const emailOutboxMigration: Migration = {
  name: '0026-email-outbox',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'email_outbox',
      {
        id: idColumn(),
        dedupe_key: optionalString(191),
        to_address: requiredString(254),
        language: requiredString(8),
        // What the email is ('reset-password', 'receipt', 'weekly-note', …): operators' logs and tests read it.
        kind: requiredString(40),
        subject: requiredString(255),
        text_body: { type: DataTypes.TEXT, allowNull: false },
        html_body: { type: DataTypes.TEXT, allowNull: false },
        // Extra headers as JSON (List-Unsubscribe for the weekly note), or null.
        headers: { type: DataTypes.TEXT, allowNull: true },
        // 'pending' until sent; 'sent'; 'failed' once the retries are spent.
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        next_attempt_at: { type: DataTypes.DATE(3), allowNull: false },
        claimed_until: { type: DataTypes.DATE(3), allowNull: true },
        sent_at: { type: DataTypes.DATE(3), allowNull: true },
        last_error: optionalString(500),
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      tableOptions,
    );
    await queryInterface.addIndex('email_outbox', ['dedupe_key'], { name: 'email_outbox_dedupe_key', unique: true });
    await queryInterface.addIndex('email_outbox', ['status', 'next_attempt_at'], {
      name: 'email_outbox_status_next_attempt_at',
    });
    await queryInterface.addIndex('email_outbox', ['to_address', 'created_at'], {
      name: 'email_outbox_to_address_created_at',
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('email_outbox');
  },
};
