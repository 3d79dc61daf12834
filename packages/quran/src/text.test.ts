import { readFileSync } from 'node:fs';
import path from 'node:path';
import { quranSurah, quranSurahs } from './index';

const chapters = path.join(path.dirname(require.resolve('quran-json/package.json')), 'dist', 'chapters', 'en');

interface Chapter {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  verses: { id: number; text: string; translation: string; transliteration: string }[];
}
const chapter = (number: number): Chapter =>
  JSON.parse(readFileSync(path.join(chapters, `${number}.json`), 'utf8')) as Chapter;

describe('the Quran text served', () => {
  it('is Al-Fatiha and every surah of Juz Amma, in order', () => {
    expect(quranSurahs.map((surah) => surah.number)).toEqual([1, ...Array.from({ length: 37 }, (_, i) => 78 + i)]);
  });

  it.each(quranSurahs.map((surah) => [surah.number]))('surah %i is the package, ayah for ayah', (number) => {
    const source = chapter(number);
    const served = quranSurah(number)!;
    expect(served.name).toBe(source.name);
    expect(served.englishName).toBe(source.transliteration);
    expect(served.ayahs).toHaveLength(source.verses.length);
    served.ayahs.forEach((ayah, index) => {
      const verse = source.verses[index]!;
      expect(ayah).toEqual({
        number: verse.id,
        text: verse.text,
        meaning: verse.translation,
        transliteration: verse.transliteration,
      });
    });
  });

  it('knows no surah it does not serve', () => {
    expect(quranSurah(2)).toBeUndefined();
    expect(quranSurah(115)).toBeUndefined();
  });
});
