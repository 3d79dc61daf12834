import type { HttpHandler } from 'msw';
import { type Dua, type Source, duaEndpoints, duaMessages } from '@young-minds/contracts';
import {
  MockHttpError,
  type UploadRule,
  checkUploads,
  crudHandlers,
  definedOnly,
  newestFirst,
  nextId,
  storeUpload,
} from '../kit';
import { categoryLinkOf, newContentFlags } from './category-links';
import { seededReview } from './fixtures';
import { type MockKind, oneCategory } from './mock-kind';
import { adminMockState } from './state';

const duaFiles = (required: boolean) =>
  ({
    thumbnail: { kind: 'image', label: 'Thumbnail', required: required ? duaMessages.thumbnailRequired : undefined },
    audio: { kind: 'audio', label: 'Recording' },
  }) satisfies Record<string, UploadRule>;

/** A fixture dua in the 'Akhlaq (Manners)' category (1), published, with its source. */
const dua = (
  [id, name, occasion, day]: [number, string, Dua['occasion'], string],
  text: Pick<Dua, 'title' | 'arabic' | 'transliteration' | 'meaning'>,
  sources: Source[],
  audio = false,
): Dua => ({
  id,
  ...text,
  occasion,
  category: 'Akhlaq (Manners)',
  category_id: 1,
  thumbnail_url: `/media/images/demo-dua-${name}.png`,
  audio_url: audio ? `/media/audio/demo-dua-${name}.mp3` : null,
  age_band: 'all',
  music_free: true,
  language: 'both',
  ...seededReview,
  sources,
  created_at: `${day}T09:00:00.000Z`,
});

/** A few short duas whose text and source a scholar checked (the demo's are seeded waiting for review). */
const adminDuas: Dua[] = [
  dua(
    [501, 'waking', 'waking', '2026-10-20'],
    {
      title: 'On waking up',
      arabic: 'الْحَمْدُ لِلَّهِ الَّذِي أَحْيَانَا بَعْدَ مَا أَمَاتَنَا وَإِلَيْهِ النُّشُورُ',
      transliteration: "Alhamdu lillahil-ladhi ahyana ba'da ma amatana wa ilayhin-nushur",
      meaning: 'All praise is for Allah who gave us life after He had caused us to die, and to Him is the return.',
    },
    [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '6314', grading: 'sahih' }],
    true,
  ),
  dua(
    [502, 'sleeping', 'sleeping', '2026-10-21'],
    {
      title: 'Before sleeping',
      arabic: 'اللَّهُمَّ بِاسْمِكَ أَمُوتُ وَأَحْيَا',
      transliteration: 'Allahumma bismika amutu wa ahya',
      meaning: 'O Allah, in Your name I die and I live.',
    },
    [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '6314', grading: 'sahih' }],
  ),
  dua(
    [503, 'eating', 'eating', '2026-10-22'],
    {
      title: 'Before eating',
      arabic: 'بِسْمِ اللَّهِ',
      transliteration: 'Bismillah',
      meaning: 'In the name of Allah.',
    },
    [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '5376', grading: 'sahih' }],
  ),
];

/** `/api/duas` as the content service answers it: everyone logged in reads; admins add, edit and delete. */
const handlers = (): HttpHandler[] => [
  ...crudHandlers({
    endpoints: duaEndpoints,
    rows: () => adminMockState.duas,
    notFound: duaMessages.notFound,
    list: {
      search: (row) => [row.title, row.meaning, row.transliteration],
      filter: (row, query) =>
        (query.category === undefined || row.category_id === query.category) &&
        (query.occasion === undefined || row.occasion === query.occasion),
      order: newestFirst,
    },
    create: async ({ body, files }) => {
      const checked = await checkUploads(files, duaFiles(true));
      const { category, age_band, music_free, language, ...fields } = body;
      return {
        id: nextId(),
        ...fields,
        ...newContentFlags,
        ...definedOnly({ age_band, music_free }),
        // As the service's column: a dua is Arabic with its meaning in English unless the form says otherwise.
        language: language ?? 'both',
        ...categoryLinkOf(category),
        thumbnail_url: storeUpload(checked.thumbnail!),
        audio_url: checked.audio ? storeUpload(checked.audio) : null,
        created_at: new Date().toISOString(),
      };
    },
    update: {
      prepare: ({ body: fields, files }) => {
        const hasFields = Object.values(fields).some((value) => value !== undefined);
        if (!hasFields && !files.thumbnail && !files.audio) throw new MockHttpError(400, duaMessages.nothingToUpdate);
        return {};
      },
      apply: async (row, { body: fields, files }) => {
        const checked = await checkUploads(files, duaFiles(false));
        const { category: _category, ...text } = fields;
        return {
          ...row,
          ...definedOnly(text),
          ...(fields.category === undefined ? {} : categoryLinkOf(fields.category)),
          thumbnail_url: checked.thumbnail ? storeUpload(checked.thumbnail) : row.thumbnail_url,
          audio_url: checked.audio ? storeUpload(checked.audio) : row.audio_url,
        };
      },
    },
    remove: { message: duaMessages.deleted },
  }),
];

/** Duas in the mocks: the fixtures, one category each. */
export const duaMock: MockKind<Dua> = { fixtures: adminDuas, ...oneCategory, handlers };
