import { optionalString } from './columns';
import type { Migration } from './types';

/**
 * An optional WebVTT captions file per video (the child area's player shows it as a <track>). Only an addition:
 * every existing video keeps its values and has no captions (null).
 */
export const videoCaptionsMigration: Migration = {
  name: '0008-video-captions',

  async up({ queryInterface }) {
    // As long as video_url: the same media store hands out both paths.
    await queryInterface.addColumn('videos', 'captions_url', optionalString(500));
  },

  async down({ queryInterface }) {
    await queryInterface.removeColumn('videos', 'captions_url');
  },
};
