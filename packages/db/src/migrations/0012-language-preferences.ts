import { optionalString } from './columns';
import type { Migration } from './types';

/**
 * Each account's interface language and digit style (issue 16). Null until the user picks one, so existing
 * accounts keep following their device. Only an addition.
 */
export const languagePreferencesMigration: Migration = {
  name: '0012-language-preferences',

  async up({ queryInterface }) {
    await queryInterface.addColumn('users', 'locale', optionalString(8));
    await queryInterface.addColumn('users', 'digits', optionalString(8));
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('users', 'digits');
    await queryInterface.removeColumn('users', 'locale');
  },
};
