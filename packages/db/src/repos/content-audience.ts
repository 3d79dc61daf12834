import type { AgeBand } from '@young-minds/contracts';
import type { WhereOptions } from 'sequelize';

/**
 * Who is looking at the catalogue, when it is a child: their age band and whether their parent chose music-free
 * content only. Videos, books, quizzes and assignments (which carry `age_band` and `music_free`) show such a
 * viewer only what fits; everyone else (admins, parents, anonymous callers) is `null` and sees everything.
 */
export interface ContentAudience {
  ageBand: AgeBand;
  musicFreeOnly: boolean;
}

/**
 * The filter on a flagged content table that keeps what fits the audience, as part of the query's WHERE (so
 * pages and counts are of the fitting rows): `age_band IN ('all', <band>)` and, for music-free-only children,
 * `music_free = true`. No condition for `null`.
 */
export function audienceFilter(audience: ContentAudience | null | undefined): WhereOptions[] {
  if (!audience) return [];
  return [{ ageBand: ['all', audience.ageBand] }, ...(audience.musicFreeOnly ? [{ musicFree: true }] : [])];
}

/** `audienceFilter` as a raw SQL condition on the content table's columns, with its `?` parameters. */
export function audienceSql(audience: ContentAudience): { sql: string; params: unknown[] } {
  return {
    sql: `age_band IN ('all', ?)${audience.musicFreeOnly ? ' AND music_free = 1' : ''}`,
    params: [audience.ageBand],
  };
}

/**
 * The flags (and the item's language) a create or an edit sets; an undefined one keeps the stored value (the
 * column's default on create).
 */
export interface ContentFlagsPatch {
  ageBand?: string | undefined;
  musicFree?: boolean | undefined;
  /** 'en' | 'ar' | 'both'. */
  language?: string | undefined;
}

/** The defined flags of a patch, as column values. */
export function flagValues({ ageBand, musicFree, language }: ContentFlagsPatch): {
  ageBand?: string;
  musicFree?: boolean;
  language?: string;
} {
  return {
    ...(ageBand === undefined ? {} : { ageBand }),
    ...(musicFree === undefined ? {} : { musicFree }),
    ...(language === undefined ? {} : { language }),
  };
}
