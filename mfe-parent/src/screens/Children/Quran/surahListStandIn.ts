import { endpoints } from '@young-minds/contracts';
import { mockPath } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import type { setupServer } from 'msw/node';

/**
 * `GET /api/quran/surahs` for these tests until this branch has the shared mock (int45's packages/mocks/src/quran/
 * text.ts, from wt-quran): the two surahs the tests name, as that mock names them. Delete it once merged.
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
          surah(1, 'الفاتحة', 'Al-Fatihah', 'The Opener', 7),
          surah(112, 'الإخلاص', 'Al-Ikhlas', 'The Sincerity', 4),
        ]),
      ),
    ),
  );
}
