import { DataTypes } from 'sequelize';
import { idColumn, reference, requiredString, tableOptions, timestampColumns } from './columns';
import type { Migration } from './types';

/**
 * An admin's recorded narration of a book page (issue 31): the child's reader plays it instead of the device's
 * voice. One recording per page; it goes with its book. Only an addition: `down` drops just this table.
 */
export const bookPageNarrationsMigration: Migration = {
  name: '0024-book-page-narrations',

  async up({ queryInterface }) {
    await queryInterface.createTable(
      'book_page_narrations',
      {
        id: idColumn(),
        book_id: reference('books', 'CASCADE', { allowNull: false }),
        // 1-based, as the reader counts pages.
        page: { type: DataTypes.INTEGER, allowNull: false },
        // '/media/audio/….mp3': the same media store hands it out (a signed link: paid content).
        audio_url: requiredString(500),
        ...timestampColumns(),
      },
      tableOptions,
    );
    await queryInterface.addIndex('book_page_narrations', ['book_id', 'page'], {
      name: 'book_page_narrations_book_id_page_unique',
      unique: true,
    });
  },

  async down({ queryInterface }) {
    await queryInterface.dropTable('book_page_narrations');
  },
};
