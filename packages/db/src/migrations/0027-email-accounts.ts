import { DataTypes } from 'sequelize';
import { idColumn, reference, tableOptions } from './columns';
import type { Migration } from './types';

/**
 * Issue 34, email. `email_tokens`: the links a user is emailed (reset a password, confirm the address, sign in to a
 * paused account). Only the sha256 of a link's token is stored; a token is good once (`used_at`) until
 * `expires_at`. The rows go with the user. On `users`: when a parent confirmed their address
 * (`email_verified_at`), the consent to the privacy notice that confirmation records (`privacy_consent_at`, and
 * the address it was given from, `privacy_consent_email`), and a child's weekly note switch (`weekly_digest`, off).
 * Only additions: every existing parent is unconfirmed until they click a link. `down` drops just these.
 */
export const emailAccountsMigration: Migration = {
  name: '0027-email-accounts',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'email_tokens',
      {
        id: idColumn(),
        user_id: reference('users', 'CASCADE', { allowNull: false }),
        // 'reset-password', 'verify-email', 'sign-in'.
        purpose: { type: DataTypes.STRING(20), allowNull: false },
        // sha256 of the token, hex.
        token_hash: { type: DataTypes.STRING(64), allowNull: false },
        // The address the link was sent to (a verification confirms exactly that address).
        email: { type: DataTypes.STRING(254), allowNull: false },
        expires_at: { type: DataTypes.DATE(3), allowNull: false },
        used_at: { type: DataTypes.DATE(3), allowNull: true },
        created_at: { type: DataTypes.DATE(3), allowNull: false },
      },
      tableOptions,
    );
    await queryInterface.addIndex('email_tokens', ['token_hash'], { name: 'email_tokens_token_hash', unique: true });
    await queryInterface.addIndex('email_tokens', ['user_id', 'purpose'], { name: 'email_tokens_user_id_purpose' });
    await queryInterface.addColumn('users', 'email_verified_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addColumn('users', 'privacy_consent_at', { type: DataTypes.DATE(3), allowNull: true });
    await queryInterface.addColumn('users', 'privacy_consent_email', { type: DataTypes.STRING(254), allowNull: true });
    await queryInterface.addColumn('users', 'weekly_digest', {
      type: DataTypes.BOOLEAN,
      allowNull: false,
      defaultValue: false,
    });
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('users', 'weekly_digest');
    await queryInterface.removeColumn('users', 'privacy_consent_email');
    await queryInterface.removeColumn('users', 'privacy_consent_at');
    await queryInterface.removeColumn('users', 'email_verified_at');
    await queryInterface.dropTable('email_tokens');
  },
};
