import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DuaOccasion, Source } from '@young-minds/contracts';
import type { Database, Seed } from '@young-minds/db';
import type { MediaStore, StoredMedia } from '../media';
import { storeDemoFile } from './demo-content';
import { drawnPictureFile, sharedDemoPictures } from './pictures';

interface DemoDua {
  title: string;
  arabic: string;
  transliteration: string;
  meaning: string;
  occasion: DuaOccasion;
  sources: Source[];
}

/**
 * Well-known short duas with their hadith, the Arabic as the narrations word it. Religious text a child will
 * repeat: they are seeded waiting for review, never published, so a scholar checks the text and its source first.
 */
export const demoDuas: readonly DemoDua[] = [
  {
    title: 'The dua before eating',
    arabic: 'بِسْمِ اللَّهِ',
    transliteration: 'Bismillah',
    meaning: 'In the name of Allah.',
    occasion: 'eating',
    sources: [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '5376', grading: 'sahih' }],
  },
  {
    title: 'The dua after eating',
    arabic: 'الْحَمْدُ لِلَّهِ الَّذِي أَطْعَمَنِي هَذَا وَرَزَقَنِيهِ مِنْ غَيْرِ حَوْلٍ مِنِّي وَلَا قُوَّةٍ',
    transliteration: "Alhamdu lillahil-ladhi at'amani hadha wa razaqanihi min ghayri hawlin minni wa la quwwah",
    meaning: 'All praise is for Allah who fed me this and provided it for me, without any might or power of my own.',
    occasion: 'after-eating',
    sources: [
      { type: 'hadith', collection: "Jami' at-Tirmidhi", number: '3458', grading: 'hasan' },
      { type: 'hadith', collection: 'Sunan Abi Dawud', number: '4023', grading: 'hasan' },
    ],
  },
  {
    title: 'The dua before sleeping',
    arabic: 'اللَّهُمَّ بِاسْمِكَ أَمُوتُ وَأَحْيَا',
    transliteration: 'Allahumma bismika amutu wa ahya',
    meaning: 'O Allah, in Your name I die and I live.',
    occasion: 'sleeping',
    sources: [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '6314', grading: 'sahih' }],
  },
  {
    title: 'The dua on waking up',
    arabic: 'الْحَمْدُ لِلَّهِ الَّذِي أَحْيَانَا بَعْدَ مَا أَمَاتَنَا وَإِلَيْهِ النُّشُورُ',
    transliteration: "Alhamdu lillahil-ladhi ahyana ba'da ma amatana wa ilayhin-nushur",
    meaning: 'All praise is for Allah who gave us life after He had caused us to die, and to Him is the return.',
    occasion: 'waking',
    sources: [{ type: 'hadith', collection: 'Sahih al-Bukhari', number: '6314', grading: 'sahih' }],
  },
  {
    title: 'The dua for leaving home',
    arabic: 'بِسْمِ اللَّهِ، تَوَكَّلْتُ عَلَى اللَّهِ، لَا حَوْلَ وَلَا قُوَّةَ إِلَّا بِاللَّهِ',
    transliteration: "Bismillah, tawakkaltu 'ala Allah, la hawla wa la quwwata illa billah",
    meaning: 'In the name of Allah, I put my trust in Allah; there is no might and no power except with Allah.',
    occasion: 'leaving-home',
    sources: [
      { type: 'hadith', collection: 'Sunan Abi Dawud', number: '5095', grading: 'sahih' },
      { type: 'hadith', collection: "Jami' at-Tirmidhi", number: '3426', grading: 'sahih' },
    ],
  },
];

const duaCategory = 'Daily duas';
/** One drawn picture (raised hands) for the demo cards; an admin gives each its own. */
const duaPicture = drawnPictureFile(sharedDemoPictures[0]);

/**
 * The demo duas (issue 36), in a 'Daily duas' category, each with its hadith sources and sent for review by no one in
 * particular (`seedForReview`): a reviewer approves them, and only then do children see them. Runs once per
 * database; a dua already there by its title is not written again.
 */
export function demoDuasSeed(db: Database, media: MediaStore, now: () => Date = () => new Date()): Seed {
  return {
    name: 'demo-duas-v1',
    async run() {
      const wanted = [];
      for (const dua of demoDuas)
        if ((await db.models.Dua.count({ where: { title: dua.title } })) === 0) wanted.push(dua);
      if (wanted.length === 0) return;
      const tempDir = await mkdtemp(path.join(os.tmpdir(), 'ym-seed-duas-'));
      const stored: StoredMedia[] = [];
      try {
        const existing = await db.models.Category.findOne({ where: { name: duaCategory } });
        const categoryId = existing ? existing.id : (await db.models.Category.create({ name: duaCategory })).id;
        for (const { sources, ...dua } of wanted) {
          const picture = await storeDemoFile(media, tempDir, duaPicture, 'image');
          stored.push(picture);
          const result = await db.repos.duas.seedForReview(
            { ...dua, categoryId, thumbnailUrl: picture.url, musicFree: true, language: 'both', createdBy: null },
            sources,
            now(),
          );
          if (!result.ok) throw new Error(`The demo dua '${dua.title}' could not be written: ${result.reason}.`);
        }
      } catch (error) {
        await Promise.all(stored.map((file) => media.remove(file.url).catch(() => undefined)));
        throw error;
      } finally {
        await rm(tempDir, { recursive: true, force: true });
      }
    },
  };
}
