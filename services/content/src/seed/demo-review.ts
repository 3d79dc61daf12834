import type { ContentKind, Source } from '@young-minds/contracts';
import type { Database, Seed } from '@young-minds/db';

/** The sources of demo items, by kind and title: real references a parent can look up. */
const demoSources: Partial<Record<ContentKind, Record<string, Source[]>>> = {
  video: {
    'Counting Blessings': [
      { type: 'quran', surah: 14, ayahFrom: 7, ayahTo: 7 },
      { type: 'hadith', collection: 'Sahih Muslim', number: '2999', grading: 'sahih' },
    ],
    'The Story of Prophet Nuh': [{ type: 'quran', surah: 11, ayahFrom: 25, ayahTo: 49 }],
    'Wudu Step by Step': [
      { type: 'quran', surah: 5, ayahFrom: 6, ayahTo: 6 },
      { type: 'hadith', collection: 'Sahih Muslim', number: '226', grading: 'sahih' },
    ],
  },
  book: {
    'Good Words': [
      { type: 'quran', surah: 14, ayahFrom: 24, ayahTo: 26 },
      { type: 'hadith', collection: 'Sahih Muslim', number: '1009', grading: 'sahih' },
    ],
  },
  activity: {
    'The Five Daily Prayers': [
      { type: 'quran', surah: 17, ayahFrom: 78, ayahTo: 78 },
      { type: 'hadith', collection: 'Sahih al-Bukhari', number: '8', grading: 'sahih' },
    ],
    'Kind Words': [{ type: 'quran', surah: 2, ayahFrom: 83, ayahTo: 83 }],
  },
};

/**
 * Issue 35: the demo content is recorded as reviewed and published by the bootstrap admin, with real sources on
 * a few items (`recordSeeded`: every item without a review row, as the demo seeds write rows directly). When the
 * bootstrap admin does not exist yet (the seed runs before the auth service first starts), the reviewer is left
 * empty and the admin is recorded when created (`ensureAdmin`).
 */
export function demoReviewSeed(db: Database): Seed {
  return {
    name: 'demo-review-v1',
    async run() {
      await db.repos.contentReviews.recordSeeded((kind, title) => demoSources[kind]?.[title] ?? []);
    },
  };
}
