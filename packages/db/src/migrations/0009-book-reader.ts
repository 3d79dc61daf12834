import { optionalString } from './columns';
import type { Migration } from './types';

/**
 * The child area's book reader: a DOCX book's pages made readable at upload (`books.reader_url`, a JSON file
 * in the media store) and where a child stopped reading (`learning_progress.bookmark`: a page number or an
 * EPUB CFI). Only additions: every existing row keeps its values and has neither (null).
 */
export const bookReaderMigration: Migration = {
  name: '0009-book-reader',

  async up({ queryInterface }) {
    // As long as file_url: the same media store hands out both paths.
    await queryInterface.addColumn('books', 'reader_url', optionalString(500));
    // The contracts' maxBookmarkLength.
    await queryInterface.addColumn('learning_progress', 'bookmark', optionalString(500));
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('learning_progress', 'bookmark');
    await queryInterface.removeColumn('books', 'reader_url');
  },
};
