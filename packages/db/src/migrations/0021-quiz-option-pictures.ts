import { optionalString } from './columns';
import type { Migration } from './types';

const pictureColumns = ['option_a_image', 'option_b_image', 'option_c_image', 'option_d_image'] as const;

/**
 * An optional picture per quiz answer (a child who cannot read yet chooses by the picture). Only an addition:
 * every existing question keeps its texts and has no pictures (null).
 */
export const quizOptionPicturesMigration: Migration = {
  name: '0021-quiz-option-pictures',

  async up({ queryInterface }) {
    // As long as other media paths: the same media store hands them out.
    for (const column of pictureColumns) await queryInterface.addColumn('quiz_questions', column, optionalString(500));
  },

  async down({ queryInterface }) {
    for (const column of pictureColumns) await queryInterface.removeColumn('quiz_questions', column);
  },
};
