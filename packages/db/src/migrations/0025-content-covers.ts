import { optionalString } from './columns';
import type { Migration } from './types';

const coveredTables = ['quizzes', 'assignments', 'activities'] as const;

/**
 * An optional cover picture on quizzes, worksheets and activities (issue 31: the child's tiles lead with a
 * picture, as videos and books do with their thumbnails). Only an addition: every existing row keeps its values
 * and has no cover (null).
 */
export const contentCoversMigration: Migration = {
  name: '0025-content-covers',

  async up({ queryInterface }) {
    // As long as other media paths: the same media store hands them out.
    for (const table of coveredTables) await queryInterface.addColumn(table, 'cover_image', optionalString(500));
  },

  async down({ queryInterface }) {
    for (const table of coveredTables) await queryInterface.removeColumn(table, 'cover_image');
  },
};
