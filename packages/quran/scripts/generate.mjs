// Writes text/surahs.json from the quran-json package: the surahs the Quran corner serves, their ayahs exactly as
// the package has them (src/text.test.ts compares every one). Run after changing `servedSurahs` or the package.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const chapters = path.join(path.dirname(require.resolve('quran-json/package.json')), 'dist', 'chapters', 'en');

/** Al-Fatiha and Juz 'Amma (78–114): what children learn first. Keep in step with src/index.ts. */
const served = [1, ...Array.from({ length: 37 }, (_, index) => 78 + index)];

/** @param {number} number */
function surah(number) {
  /** @type {{ id: number, name: string, transliteration: string, translation: string, verses: { id: number, text: string, translation: string, transliteration: string }[] }} */
  const chapter = JSON.parse(readFileSync(path.join(chapters, `${number}.json`), 'utf8'));
  return {
    number: chapter.id,
    name: chapter.name,
    englishName: chapter.transliteration,
    meaning: chapter.translation,
    ayahs: chapter.verses.map((verse) => ({
      number: verse.id,
      text: verse.text,
      meaning: verse.translation,
      transliteration: verse.transliteration,
    })),
  };
}

writeFileSync(path.join(here, '..', 'text', 'surahs.json'), `${JSON.stringify(served.map(surah))}\n`);
