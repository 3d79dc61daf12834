/**
 * The demo content's pictures: one of its own for every seeded item, drawn for the project as SVG
 * (seed/media/pictures/<name>.svg: flat, bright, no words in the picture) and rendered to the PNG the seed stores
 * (`node services/content/scripts/draw-seed-pictures.mjs`): the media store takes what an admin's upload may be,
 * and SVG is not among those. By kind, then by the item's title.
 *
 * Videos and books carry theirs as thumbnails (`thumbnailUrl`); quizzes, worksheets and activities as covers
 * (`coverImage`, migration 0025), set by the `demo-covers-v1` seed; the answers of the youngest children's quiz
 * have theirs too (`demoAnswerPictures`).
 */
type DemoKind = 'video' | 'book' | 'quiz' | 'assignment' | 'activity';

export const demoPictures: Record<DemoKind, Record<string, string>> = {
  video: {
    'Counting Blessings': 'counting-blessings',
    'The Story of Prophet Nuh': 'story-of-nuh',
    'Wudu Step by Step': 'wudu-step-by-step',
  },
  book: {
    'Stories of the Prophets': 'stories-of-the-prophets',
    'Good Words': 'good-words',
    'The Little Seed': 'the-little-seed',
  },
  quiz: {
    'Prophets and Their Stories': 'prophets-quiz',
    'Getting Ready for Salah': 'salah-quiz',
  },
  assignment: {
    'My Five Daily Prayers': 'five-prayers-worksheet',
  },
  activity: {
    'The Five Daily Prayers': 'five-daily-prayers',
    'Ramadan Things': 'ramadan-things',
    'Which Book Is It?': 'which-book',
    'Guess the Place': 'guess-the-place',
    'Prayer Times': 'prayer-times',
    'Kind Words': 'kind-words',
  },
};

/**
 * The drawn pictures of the answers of the demo quizzes a young child meets (a pre-reader tells the answers apart by
 * sight), by the quiz's title, then by the question: the pictures of options A–D, in order. Set as the options'
 * pictures by the `demo-quiz-pictures-v1` seed.
 */
export const demoAnswerPictures: Record<string, Record<string, readonly [string, string, string, string]>> = {
  'Getting Ready for Salah': {
    'How many daily prayers are there?': [
      'salah-answer-three',
      'salah-answer-four',
      'salah-answer-five',
      'salah-answer-seven',
    ],
    'What do we do before we pray?': [
      'salah-answer-wudu',
      'salah-answer-eat',
      'salah-answer-sleep',
      'salah-answer-run',
    ],
    'Which prayer is at sunset?': [
      'salah-answer-fajr',
      'salah-answer-dhuhr',
      'salah-answer-asr',
      'salah-answer-maghrib',
    ],
  },
};

/** Drawn pictures several demo items share: the demo duas' raised hands. */
export const sharedDemoPictures = ['dua-hands'] as const;

/** The seed's file (under seed/media) of a drawn picture by its name. */
export const drawnPictureFile = (name: string) => `pictures/${name}.png`;

/** The seed's file (under seed/media) of an item's picture; throws for an item that has none (a seed test finds it). */
export function demoPictureFile(kind: DemoKind, title: string): string {
  const name = demoPictures[kind][title];
  if (name === undefined) throw new Error(`No demo picture for the ${kind} '${title}'.`);
  return drawnPictureFile(name);
}
