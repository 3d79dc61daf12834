import { type Dua, duaCreateFiles, duaEndpoints, duaMessages } from '@young-minds/contracts';
import { seededReview } from './fixtures';
import { mediaKindHandlers } from './media-crud';
import { type MockKind, oneCategory } from './mock-kind';
import { adminMockState } from './state';

/**
 * A fixture dua said on waking, sleeping, …, in the 'Akhlaq (Manners)' category (1), published, with its source
 * (a hadith of Sahih al-Bukhari).
 */
const dua = (
  [id, occasion, day, hadith]: [number, Dua['occasion'], string, string],
  text: Pick<Dua, 'title' | 'arabic' | 'transliteration' | 'meaning'>,
  audio = false,
): Dua => ({
  id,
  ...text,
  occasion,
  category: 'Akhlaq (Manners)',
  category_id: 1,
  thumbnail_url: `/media/images/demo-dua-${occasion}.png`,
  audio_url: audio ? `/media/audio/demo-dua-${occasion}.mp3` : null,
  age_band: 'all',
  music_free: true,
  language: 'both',
  ...seededReview,
  sources: [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: hadith, grading: 'sahih' }],
  created_at: `${day}T09:00:00.000Z`,
});

/** A few short duas whose text and source a scholar checked (the demo's are seeded waiting for review). */
const adminDuas: Dua[] = [
  dua(
    [501, 'waking', '2026-10-20', '6314'],
    {
      title: 'On waking up',
      arabic: 'الْحَمْدُ لِلَّهِ الَّذِي أَحْيَانَا بَعْدَ مَا أَمَاتَنَا وَإِلَيْهِ النُّشُورُ',
      transliteration: "Alhamdu lillahil-ladhi ahyana ba'da ma amatana wa ilayhin-nushur",
      meaning: 'All praise is for Allah who gave us life after He had caused us to die, and to Him is the return.',
    },
    true,
  ),
  dua([502, 'sleeping', '2026-10-21', '6314'], {
    title: 'Before sleeping',
    arabic: 'اللَّهُمَّ بِاسْمِكَ أَمُوتُ وَأَحْيَا',
    transliteration: 'Allahumma bismika amutu wa ahya',
    meaning: 'O Allah, in Your name I die and I live.',
  }),
  dua([503, 'eating', '2026-10-22', '5376'], {
    title: 'Before eating',
    arabic: 'بِسْمِ اللَّهِ',
    transliteration: 'Bismillah',
    meaning: 'In the name of Allah.',
  }),
];

/** `/api/duas` as the content service answers it: everyone logged in reads; admins add, edit and delete. */
const handlers = () =>
  mediaKindHandlers({
    endpoints: duaEndpoints,
    rows: () => adminMockState.duas,
    messages: duaMessages,
    upload: duaCreateFiles,
    files: {
      thumbnail: { label: 'Thumbnail', required: duaMessages.thumbnailRequired },
      audio: { label: 'Recording' },
    },
    search: (row) => [row.title, row.meaning, row.transliteration],
    filter: (row, query) => query.occasion === undefined || row.occasion === query.occasion,
    // As the service's column: a dua is Arabic with its meaning in English unless the form says otherwise.
    defaults: { language: 'both' },
  });

/** Duas in the mocks: the fixtures, one category each. */
export const duaMock: MockKind<Dua> = { fixtures: adminDuas, ...oneCategory, handlers };
