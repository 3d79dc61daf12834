import { idColumn, requiredString, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * An outbox of media files to delete. A delete that removes rows pointing at uploaded files (a child's or a
 * family's homework) writes their urls here in the same transaction; the content service, which owns the
 * media folder, deletes the files and then the rows. So a committed delete always ends with its files gone,
 * even when the auth service deleted the rows and the content service was down at the time.
 */
export const mediaDeletionsMigration: Migration = {
  name: '0004-media-deletions',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'media_deletions',
      {
        id: idColumn(),
        // '/media/<folder>/<file>', as the deleted row held it.
        media_url: requiredString(500),
        ...timestampColumns(),
      },
      tableOptions,
    );
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('media_deletions');
  },
};
