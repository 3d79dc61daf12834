import { endpoints } from '@young-minds/contracts';
import { mockPath } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import type { setupServer } from 'msw/node';

/**
 * `GET /api/quran/surahs` for these tests until the shared mocks answer it (the Quran text's helper adds it): the
 * two surahs the tests name.
 */
export function standInSurahList(server: ReturnType<typeof setupServer>) {
  const surah = (number: number, name: string, englishName: string, meaning: string, ayahCount: number) => ({
    number,
    name,
    englishName,
    meaning,
    ayahCount,
    hasRecitation: true,
  });
  beforeEach(() =>
    server.use(
      http.get(mockPath(endpoints.quran.surahs), () =>
        HttpResponse.json([
          surah(1, 'الفاتحة', 'Al-Fatiha', 'The Opener', 7),
          surah(112, 'الإخلاص', 'Al-Ikhlas', 'The Sincerity', 4),
        ]),
      ),
    ),
  );
}
