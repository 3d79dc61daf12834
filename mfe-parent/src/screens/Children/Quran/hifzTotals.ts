import type { HifzMap } from '@young-minds/contracts';

/** A child's whole map in three numbers: ayahs memorised, ayahs learning, ayahs to revise today. */
export function hifzTotals(map: HifzMap): { memorized: number; learning: number; dueToday: number } {
  return map.surahs.reduce(
    (totals, surah) => ({
      memorized: totals.memorized + surah.memorized,
      learning: totals.learning + surah.learning,
      dueToday: totals.dueToday + surah.dueToday,
    }),
    { memorized: 0, learning: 0, dueToday: 0 },
  );
}
