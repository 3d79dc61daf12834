import {
  type HifzAyah,
  type HifzGrade,
  addDays,
  familyDate,
  hifzEndpoints,
  hifzMessages,
  hifzSurahsOf,
} from '@young-minds/contracts';
import { quranSurah } from '@young-minds/quran';
import { type Card, Rating, createEmptyCard, fsrs, generatorParameters } from 'ts-fsrs';
import type { HttpHandler } from 'msw';
import { MockHttpError, mockRoute, mockStore } from '../kit';
import { familyChildren } from '../parent/fixtures';
import { familyParentOf, mockClockOfFamily } from '../parent/family-clock';
import { ownChild } from '../parent/state';

/** The content service's scheduler: FSRS in whole days (no same-day steps), no fuzz. */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: false }));
const ratings = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;

/** As the service: the card FSRS gives for `grade`, due that many days after `today` (at least the next day). */
function schedule(card: Card, grade: HifzGrade, now: Date, today: string) {
  const next = scheduler.next(card, now, ratings[grade]).card;
  return { card: next, due: addDays(today, Math.max(1, next.scheduled_days)) };
}

interface MockHifzRow extends HifzAyah {
  childId: number;
  card: Card | null;
}

/** A memorised ayah of Al-Ikhlas marked `daysAgo` days ago (its first revision falls 3 days later). */
function seeded(childId: number, ayah: number, daysAgo: number): MockHifzRow {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const { card, due } = schedule(createEmptyCard(at), 'good', at, familyDate(at, 'UTC'));
  return { childId, surah: 112, ayah, status: 'memorized', due, lastReviewedAt: null, reviews: 0, lapses: 0, card };
}

/** Yusuf (the mock child) has memorised Al-Ikhlas 1 (due today) and 2 (due in three days). */
const initial = () => ({ rows: [seeded(familyChildren[0]!.id, 1, 3), seeded(familyChildren[0]!.id, 2, 0)] });
export const [hifzMockState] = mockStore(initial);

/** A child's today on their family's clock (their parent's zone, UTC until chosen), as the service reads it. */
const todayOf = (childId: number, now = new Date()) =>
  familyDate(now, mockClockOfFamily(familyParentOf({ id: childId, role: 'child' })).timeZone);

const rowsOf = (childId: number) =>
  hifzMockState.rows.filter((row) => row.childId === childId).sort((a, b) => a.surah - b.surah || a.ayah - b.ayah);
const toAyah = ({ childId: _child, card: _card, ...ayah }: MockHifzRow): HifzAyah => ({ ...ayah });

/** The service's checks of a surah and ayah: 404 for a surah the corner does not serve, 400 beyond its end. */
function checkedAyah(surah: number, ayah: number) {
  const served = quranSurah(surah);
  if (!served) throw new MockHttpError(404, hifzMessages.surahNotFound);
  if (ayah > served.ayahs.length)
    throw new MockHttpError(400, hifzMessages.ayahBeyondSurah, { ayah: hifzMessages.ayahBeyondSurah });
  return { surah, ayah };
}

function mapOf(childId: number, today: string) {
  const ayahs = rowsOf(childId).map(toAyah);
  return { today, surahs: hifzSurahsOf(ayahs, today, (n) => quranSurah(n)?.ayahs.length ?? 0), ayahs };
}

/** The child's memorisation, as the content service answers it (days on the family's clock). */
export const hifzHandlers = (): HttpHandler[] => [
  mockRoute(hifzEndpoints.map, ({ user }) => mapOf(user!.id, todayOf(user!.id))),

  mockRoute(hifzEndpoints.due, ({ user }) => {
    const today = todayOf(user!.id);
    const due = rowsOf(user!.id).filter((row) => row.status === 'memorized' && row.due !== null && row.due <= today);
    return { today, due: due.sort((a, b) => a.due!.localeCompare(b.due!)).map(toAyah) };
  }),

  mockRoute(hifzEndpoints.setStatus, ({ params, body, user }) => {
    const key = { childId: user!.id, ...checkedAyah(params.surah, params.ayah) };
    let row = hifzMockState.rows.find((r) => r.childId === key.childId && r.surah === key.surah && r.ayah === key.ayah);
    if (row?.status === body.status) return toAyah(row);
    if (!row) {
      row = { ...key, status: body.status, due: null, lastReviewedAt: null, reviews: 0, lapses: 0, card: null };
      hifzMockState.rows.push(row);
    }
    const now = new Date();
    const first =
      body.status === 'memorized' ? schedule(createEmptyCard(now), 'good', now, todayOf(user!.id, now)) : null;
    Object.assign(row, { status: body.status, card: first?.card ?? null, due: first?.due ?? null });
    return toAyah(row);
  }),

  mockRoute(hifzEndpoints.review, ({ body, user }) => {
    const { surah, ayah } = checkedAyah(body.surah, body.ayah);
    const row = hifzMockState.rows.find((r) => r.childId === user!.id && r.surah === surah && r.ayah === ayah);
    if (row?.status !== 'memorized' || !row.card) throw new MockHttpError(409, hifzMessages.notMemorized);
    const now = new Date();
    const next = schedule(row.card, body.grade, now, todayOf(user!.id, now));
    Object.assign(row, {
      ...next,
      lastReviewedAt: now.toISOString(),
      reviews: row.reviews + 1,
      lapses: row.lapses + (body.grade === 'again' ? 1 : 0),
    });
    return toAyah(row);
  }),

  mockRoute(hifzEndpoints.childMap, ({ params, user }) => {
    const child = ownChild(params.id, user);
    return mapOf(child.id, todayOf(child.id));
  }),
];
