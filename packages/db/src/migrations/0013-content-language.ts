import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/** The content tables whose items an admin marks as English, Arabic or both (the contract's `contentLanguageValues`). */
const languageTables = ['videos', 'books', 'quizzes', 'assignments'] as const;

/**
 * Each video's, book's, quiz's and worksheet's language (issue 16): 'en' | 'ar' | 'both', so the child area can
 * put the child's own language first and read-aloud can pick a matching voice. Existing rows become 'en': every
 * item made before this was written through the English-only admin screens, and an admin can relabel any of
 * them. Only an addition; `down` removes just these columns.
 */
export const contentLanguageMigration: Migration = {
  name: '0013-content-language',

  async up({ queryInterface }) {
    for (const table of languageTables) {
      await queryInterface.addColumn(table, 'language', {
        type: DataTypes.STRING(8),
        allowNull: false,
        defaultValue: 'en',
      });
    }
  },

  async down({ queryInterface }) {
    for (const table of languageTables) await queryInterface.removeColumn(table, 'language');
  },
};
