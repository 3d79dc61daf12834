import { optionalString } from './columns';
import type { Migration } from './types';

/**
 * The provider's reference of a refund, kept on the refunded payment so a parent's receipt (and support) can
 * name it. Only an addition: existing payments keep their values (null: refunded before this, or never).
 */
export const refundReferencesMigration: Migration = {
  name: '0007-refund-references',

  async up({ queryInterface }) {
    // As long as provider_reference: the same providers answer both.
    await queryInterface.addColumn('payments', 'refund_reference', optionalString(191));
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('payments', 'refund_reference');
  },
};
