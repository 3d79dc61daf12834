import {
  type HifzAyah,
  type HifzMap,
  familyDate,
  hifzEndpoints as endpoints,
  hifzMessages,
  hifzSurahsOf,
} from '@young-minds/contracts';
import { type HifzAyahRecord, isUniqueViolation } from '@young-minds/db';
import { quranSurah } from '@young-minds/quran';
import { HttpError, notFound, requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { familyClockFor } from '../dashboard/week';
import { readableChild } from '../progress/own-child';
import { firstSchedule, nextSchedule } from './schedule';

function toHifzAyah(row: HifzAyahRecord): HifzAyah {
  return {
    surah: row.surah,
    ayah: row.ayah,
    status: row.status === 'memorized' ? 'memorized' : 'learning',
    due: row.dueOn,
    lastReviewedAt: row.lastReviewedAt?.toISOString() ?? null,
    reviews: row.reviews,
    lapses: row.lapses,
  };
}

const ayahCountOf = (surah: number) => quranSurah(surah)?.ayahs.length ?? 0;

/** A surah the corner serves (404 otherwise) and an ayah it has (400 beyond its end). */
export function checkAyahRange(surah: number, lastAyah: number, field: string) {
  const served = quranSurah(surah);
  if (!served) throw notFound(hifzMessages.surahNotFound);
  if (lastAyah > served.ayahs.length)
    throw new HttpError(400, hifzMessages.ayahBeyondSurah, { fields: { [field]: hifzMessages.ayahBeyondSurah } });
  return served;
}

/**
 * Memorising (issue 36): a child marks ayahs learning or memorised; memorised ones come back for revision on the
 * family's days, scheduled by FSRS; the parent reads the child's map.
 */
export function mountHifzRoutes(context: ContentContext): void {
  const { kit, repos, now } = context;

  /** The child's today on the family's clock (a child's clock is their parent's). */
  async function todayOf(childId: number, at = now()): Promise<string> {
    return familyDate(at, (await familyClockFor(context, childId)).timeZone);
  }

  async function mapOf(childId: number): Promise<HifzMap> {
    const today = await todayOf(childId);
    const ayahs = (await repos.hifz.listForChild(childId)).map(toHifzAyah);
    return { today, surahs: hifzSurahsOf(ayahs, today, ayahCountOf), ayahs };
  }

  kit.route(endpoints.map, async ({ principal }) => mapOf(requirePrincipal(principal).id));

  kit.route(endpoints.due, async ({ principal }) => {
    const child = requirePrincipal(principal);
    const today = await todayOf(child.id);
    return { today, due: (await repos.hifz.dueForChild(child.id, today)).map(toHifzAyah) };
  });

  kit.route(endpoints.setStatus, async ({ params, body, principal }) => {
    const child = requirePrincipal(principal);
    checkAyahRange(params.surah, params.ayah, 'ayah');
    const at = now();
    const first = body.status === 'memorized' ? firstSchedule(at, await todayOf(child.id, at)) : null;
    const key = { childId: child.id, surah: params.surah, ayah: params.ayah };
    // Two marks of a new ayah at once: the second insert meets the unique index; run again, it updates the row.
    try {
      return toHifzAyah(await repos.hifz.setStatus(key, body.status, first));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return toHifzAyah(await repos.hifz.setStatus(key, body.status, first));
    }
  });

  kit.route(endpoints.review, async ({ body, principal }) => {
    const child = requirePrincipal(principal);
    checkAyahRange(body.surah, body.ayah, 'ayah');
    const at = now();
    const today = await todayOf(child.id, at);
    const key = { childId: child.id, surah: body.surah, ayah: body.ayah };
    const result = await repos.hifz.review(key, body.grade, at, (current) =>
      nextSchedule(current.card, body.grade, at, today),
    );
    if (!result.ok) throw new HttpError(409, hifzMessages.notMemorized);
    return toHifzAyah(result.ayah);
  });

  kit.route(endpoints.childMap, async ({ params, principal }) => {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    return mapOf(child.id);
  });
}
