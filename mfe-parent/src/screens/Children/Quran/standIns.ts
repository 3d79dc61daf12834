import { type ChildRecitation, type HifzMap, endpoints } from '@young-minds/contracts';
import { mockPath } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import type { setupServer } from 'msw/node';

// TEMPORARY: stands in for the shared mocks until they land.
const map: HifzMap = {
  today: '2026-11-28',
  surahs: [
    { surah: 1, ayahCount: 7, learning: 2, memorized: 5, dueToday: 2 },
    { surah: 112, ayahCount: 4, learning: 0, memorized: 4, dueToday: 1 },
  ],
  ayahs: [],
};

function recording(id: number, extra: Partial<ChildRecitation> = {}): ChildRecitation {
  return {
    id,
    childId: 3,
    surah: 112,
    surahName: 'Al-Ikhlas',
    ayahFrom: 1,
    ayahTo: 4,
    url: `/media/voices/${id}.webm?sig=x`,
    recordedAt: '2026-11-27T16:00:00Z',
    created_at: '2026-11-27T16:00:05Z',
    kept: false,
    deletesAt: '2027-02-25T16:00:00Z',
    review: null,
    ...extra,
  };
}

export function standInQuranMocks(server: ReturnType<typeof setupServer>) {
  beforeEach(() => {
    let list = [recording(2), recording(1, { surah: 1, surahName: 'Al-Fatiha', ayahFrom: 2, ayahTo: 2 })];
    server.use(
      http.get(mockPath(endpoints.quran.surahs), () =>
        HttpResponse.json([
          {
            number: 1,
            name: 'الفاتحة',
            englishName: 'Al-Fatiha',
            meaning: 'The Opener',
            ayahCount: 7,
            hasRecitation: true,
          },
          {
            number: 112,
            name: 'الإخلاص',
            englishName: 'Al-Ikhlas',
            meaning: 'The Sincerity',
            ayahCount: 4,
            hasRecitation: true,
          },
        ]),
      ),
      http.get(mockPath(endpoints.hifz.childMap), () => HttpResponse.json(map)),
      http.get(mockPath(endpoints.recitations.ofChild), () =>
        HttpResponse.json({ data: list, total: list.length, page: 1, pageSize: 5 }),
      ),
      http.put(mockPath(endpoints.recitations.review), async ({ request, params }) => {
        const body = (await request.json()) as { stars: number; comment: string | null };
        list = list.map((item) =>
          item.id === Number(params.recitationId)
            ? { ...item, review: { stars: body.stars, comment: body.comment, reviewed_at: '2026-11-28T10:00:00Z' } }
            : item,
        );
        return HttpResponse.json(list.find((item) => item.id === Number(params.recitationId)));
      }),
      http.put(mockPath(endpoints.recitations.keep), async ({ request, params }) => {
        const body = (await request.json()) as { kept: boolean };
        list = list.map((item) =>
          item.id === Number(params.recitationId)
            ? { ...item, kept: body.kept, deletesAt: body.kept ? null : '2027-02-25T16:00:00Z' }
            : item,
        );
        return HttpResponse.json(list.find((item) => item.id === Number(params.recitationId)));
      }),
      http.delete(mockPath(endpoints.recitations.remove), ({ params }) => {
        list = list.filter((item) => item.id !== Number(params.recitationId));
        return HttpResponse.json({ message: 'Recording deleted.' });
      }),
    );
  });
}
